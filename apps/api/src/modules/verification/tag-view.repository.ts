import type { PublicBike } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A bike's public facts and its open theft report, as public-bike.presenter.ts reads them. */
export interface PublicBikeRow {
  bike_id: string | null;
  name: string;
  brand: string;
  model: string | null;
  type: PublicBike['type'];
  color: string | null;
  bike_status: PublicBike['status'];
  report_id: string | null;
  reward_cents: number | null;
  reward_status: string | null;
  stolen_at: Date | null;
  /** Where the theft happened (exact: only its municipality's name leaves, public-bike.presenter.ts). */
  place_lat: number | null;
  place_lng: number | null;
  /** The bike's main photo, when it has one. */
  main_photo_id?: string | null;
}

/** An open theft found by the used-bike check, with its publication (issue #24: only a published one shows more). */
export interface StolenCheckRow extends PublicBikeRow {
  /** The public page's id, when the owner has published the theft (and not withdrawn it). */
  published_public_id: string | null;
}

/** One UID's tag, its bike (when it has one), the bike's open report and main photo. */
export interface TagViewRow extends Omit<PublicBikeRow, 'name' | 'brand' | 'type' | 'bike_status'> {
  tag_id: string;
  tag_status: 'unassigned' | 'assigned' | 'lost' | 'retired';
  key_version: number | null;
  bike_owner: string | null;
  name: string | null;
  brand: string | null;
  type: PublicBike['type'] | null;
  bike_status: PublicBike['status'] | null;
}

/** The used-bike check's columns: an open report, its bike, its main photo and its publication. */
const stolenCheckColumns = sql`
  SELECT b.id AS bike_id, b.name, b.brand, b.model, b.type, b.color, b.status AS bike_status,
         r.id AS report_id, r.reward_cents, r.reward_status, r.stolen_at, r.place_lat, r.place_lng, p.id AS main_photo_id,
         CASE WHEN r.published_at IS NOT NULL THEN r.public_id END AS published_public_id
  FROM bikes b
  JOIN theft_reports r ON r.bike_id = b.id AND r.status = 'open'
  LEFT JOIN bike_photos p ON p.bike_id = b.id AND p.is_main`;

/** SQL of the public verification: one query per read, on the hot path. */
export const tagViewRepository = {
  /** Everything a verification of one UID shows, in a single query. */
  async viewOf(db: Db, uid: string): Promise<TagViewRow | undefined> {
    const { rows } = await sql<TagViewRow>`
      SELECT t.id AS tag_id, t.status AS tag_status, t.key_version, t.bike_id, b.owner_id AS bike_owner,
             b.name, b.brand, b.model, b.type, b.color, b.status AS bike_status,
             r.id AS report_id, r.reward_cents, r.reward_status, r.stolen_at, r.place_lat, r.place_lng, p.id AS main_photo_id
      FROM tags t
      LEFT JOIN bikes b ON b.id = t.bike_id
      LEFT JOIN theft_reports r ON r.bike_id = b.id AND r.status = 'open'
      LEFT JOIN bike_photos p ON p.bike_id = b.id AND p.is_main
      WHERE t.uid = ${uid}`.execute(db);
    return rows[0];
  },

  /** The most recently stolen bike still reported stolen with this normalised serial ('' matches nothing). */
  async stolenBySerial(db: Db, normalized: string): Promise<StolenCheckRow | undefined> {
    const { rows } = await sql<StolenCheckRow>`
      ${stolenCheckColumns}
      WHERE b.serial_number_normalized = ${normalized} AND ${normalized} <> ''
      ORDER BY r.stolen_at DESC LIMIT 1`.execute(db);
    return rows[0];
  },

  /** The bike still reported stolen that carries the tag with this normalised UID. */
  async stolenByUid(db: Db, uid: string): Promise<StolenCheckRow | undefined> {
    const { rows } = await sql<StolenCheckRow>`
      ${stolenCheckColumns}
      JOIN tags t ON t.bike_id = b.id
      WHERE t.uid = ${uid}
      LIMIT 1`.execute(db);
    return rows[0];
  },
};
