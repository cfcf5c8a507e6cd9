import type { PublicBike, VerificationStatus } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What a verification shows for one UID, without anything per request. It is
 * what the cache holds; `ownerId` stays on the server (alerts), never leaves it.
 */
export interface TagView {
  uid: string;
  status: VerificationStatus;
  tagId: string | null;
  bikeId: string | null;
  ownerId: string | null;
  theftReportId: string | null;
  bike: PublicBike | null;
  /** The key version of a secure tag's batch; null for a plain tag (or no tag). */
  keyVersion: number | null;
}

interface ViewRow {
  tag_id: string;
  tag_status: 'unassigned' | 'assigned' | 'lost' | 'retired';
  key_version: number | null;
  bike_id: string | null;
  bike_owner: string | null;
  name: string | null;
  brand: string | null;
  model: string | null;
  type: PublicBike['type'] | null;
  color: string | null;
  bike_status: PublicBike['status'] | null;
  report_id: string | null;
  reward_cents: number | null;
  reward_status: string | null;
  stolen_at: Date | null;
  /** The bike's main photo, when it has one. */
  main_photo_id?: string | null;
}

/** The public facts of a bike: never the owner, never a way to reach them. */
export function presentPublicBike(
  row: Omit<ViewRow, 'tag_id' | 'tag_status' | 'bike_owner' | 'key_version'> & {
    name: string;
    brand: string;
    type: PublicBike['type'];
    bike_status: PublicBike['status'];
  },
): PublicBike {
  const isStolen = row.report_id !== null;
  return {
    name: row.name,
    brand: row.brand,
    model: row.model,
    type: row.type,
    color: row.color,
    status: row.bike_status,
    isStolen,
    stolenAt: row.stolen_at?.toISOString() ?? null,
    reward: isStolen ? (row.reward_cents ?? 0) / 100 : 0,
    rewardFunded: row.reward_status === 'funded',
    mainPhoto: row.bike_id && row.main_photo_id ? `/media/${row.bike_id}/${row.main_photo_id}/medium.jpg` : null,
  };
}

function statusOf(row: ViewRow): VerificationStatus {
  if (row.report_id) return 'stolen';
  if (row.tag_status === 'lost' || row.tag_status === 'retired') return 'lost';
  if (row.tag_status === 'unassigned') return 'unassigned';
  return row.bike_id ? 'verified' : 'assigned';
}

/** Reads the view of one UID in a single query. */
export async function loadTagView(db: Db, uid: string): Promise<TagView> {
  const { rows } = await sql<ViewRow>`
    SELECT t.id AS tag_id, t.status AS tag_status, t.key_version, t.bike_id, b.owner_id AS bike_owner,
           b.name, b.brand, b.model, b.type, b.color, b.status AS bike_status,
           r.id AS report_id, r.reward_cents, r.reward_status, r.stolen_at, p.id AS main_photo_id
    FROM tags t
    LEFT JOIN bikes b ON b.id = t.bike_id
    LEFT JOIN theft_reports r ON r.bike_id = b.id AND r.status = 'open'
    LEFT JOIN bike_photos p ON p.bike_id = b.id AND p.is_main
    WHERE t.uid = ${uid}`.execute(db);
  const row = rows[0];
  if (!row) return unregisteredView(uid);
  const bike =
    row.bike_id && row.name && row.brand && row.type && row.bike_status
      ? presentPublicBike({ ...row, name: row.name, brand: row.brand, type: row.type, bike_status: row.bike_status })
      : null;
  return {
    uid,
    status: statusOf(row),
    tagId: row.tag_id,
    bikeId: row.bike_id,
    ownerId: row.bike_owner,
    theftReportId: row.report_id,
    bike,
    keyVersion: row.key_version,
  };
}

/** A UID that is not in the inventory (or none at all: a SUN message that named no tag). */
export function unregisteredView(uid: string): TagView {
  return { uid, status: 'unregistered', tagId: null, bikeId: null, ownerId: null, theftReportId: null, bike: null, keyVersion: null };
}
