import type { PublicBike, StolenCheck, VerificationStatus } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { presentPublicBike } from './public-bike.presenter.ts';
import { presentStolenCheck } from './stolen-check.presenter.ts';
import { type TagViewRow, tagViewRepository } from './tag-view.repository.ts';

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

function statusOf(row: TagViewRow): VerificationStatus {
  if (row.report_id) return 'stolen';
  if (row.tag_status === 'lost' || row.tag_status === 'retired') return 'lost';
  if (row.tag_status === 'unassigned') return 'unassigned';
  return row.bike_id ? 'verified' : 'assigned';
}

/** Reads the view of one UID in a single query. */
export async function loadTagView(db: Db, uid: string): Promise<TagView> {
  const row = await tagViewRepository.viewOf(db, uid);
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

/** `GET /api/public/stolen`: whether the bike with this normalised serial, or carrying this tag, is reported stolen. */
export async function checkStolen(db: Db, by: { serial: string } | { uid: string }): Promise<StolenCheck> {
  const row = 'serial' in by ? await tagViewRepository.stolenBySerial(db, by.serial) : await tagViewRepository.stolenByUid(db, by.uid);
  return presentStolenCheck(row);
}

/** A UID that is not in the inventory (or none at all: a SUN message that named no tag). */
export function unregisteredView(uid: string): TagView {
  return { uid, status: 'unregistered', tagId: null, bikeId: null, ownerId: null, theftReportId: null, bike: null, keyVersion: null };
}
