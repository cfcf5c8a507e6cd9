import type { PublicBike, StolenCheck, VerificationStatus } from '@ritrova/shared';
import type { Db } from '../../db/database.ts';
import { type BikeRow, bikesByIds, bikesWithSerial } from '../bikes/index.ts';
import { mainPhotoIdsOf } from '../photos/index.ts';
import { findTagByUid } from '../tags/index.ts';
import { type TheftReportRow, theftRepository } from '../theft-records/index.ts';
import { presentPublicBike } from './public-bike.presenter.ts';
import { presentStolenCheck } from './stolen-check.presenter.ts';
import type { StolenCheckRow, TagViewRow } from './tag-view-rows.ts';

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

/**
 * Everything a verification of one UID shows: the tag (tags), then at once its bike (bikes), the bike's
 * open report (theft-records) and main photo (photos). Two round trips: the tag names the bike.
 */
async function viewRowOf(db: Db, uid: string): Promise<TagViewRow | undefined> {
  const tag = await findTagByUid(db, uid);
  if (!tag) return undefined;
  const bikeId = tag.bike_id;
  const [bike, report, photos] = bikeId
    ? await Promise.all([bikesByIds(db, [bikeId]).then((bikes) => bikes.get(bikeId)), openReportOf(db, bikeId), mainPhotoIdsOf(db, [bikeId])])
    : [undefined, undefined, undefined];
  return {
    tag_id: tag.id,
    tag_status: tag.status,
    key_version: tag.key_version,
    bike_id: tag.bike_id,
    bike_owner: bike?.owner_id ?? null,
    name: bike?.name ?? null,
    brand: bike?.brand ?? null,
    model: bike?.model ?? null,
    type: bike?.type ?? null,
    color: bike?.color ?? null,
    bike_status: bike?.status ?? null,
    ...reportColumns(bike ? report : undefined),
    main_photo_id: (bike && photos?.get(bike.id)) ?? null,
  };
}

/** The bike's open theft report, if it is reported stolen (one at most). */
async function openReportOf(db: Db, bikeId: string): Promise<TheftReportRow | undefined> {
  const [report] = await theftRepository.openOfBikes(db, [bikeId]);
  return report;
}

/** The columns of an open report the public sees (all null without one). */
function reportColumns(report: TheftReportRow | undefined) {
  return {
    report_id: report?.id ?? null,
    reward_cents: report?.reward_cents ?? null,
    reward_status: report?.reward_status ?? null,
    stolen_at: report?.stolen_at ?? null,
    place_lat: report?.place_lat ?? null,
    place_lng: report?.place_lng ?? null,
  };
}

/** The used-bike check's row: an open report, its bike, the bike's main photo and the report's publication. */
async function stolenCheckRow(db: Db, bike: BikeRow, report: TheftReportRow): Promise<StolenCheckRow> {
  const photos = await mainPhotoIdsOf(db, [bike.id]);
  return {
    bike_id: bike.id,
    name: bike.name,
    brand: bike.brand,
    model: bike.model,
    type: bike.type,
    color: bike.color,
    bike_status: bike.status,
    ...reportColumns(report),
    main_photo_id: photos.get(bike.id) ?? null,
    published_public_id: report.published_at !== null ? report.public_id : null,
  };
}

/** The most recently stolen bike still reported stolen with this normalised serial ('' matches nothing). */
async function stolenBySerial(db: Db, normalized: string): Promise<StolenCheckRow | undefined> {
  const bikes = await bikesWithSerial(db, normalized);
  const reports = await theftRepository.openOfBikes(
    db,
    bikes.map((bike) => bike.id),
  );
  const [report] = reports.sort((a, b) => b.stolen_at.getTime() - a.stolen_at.getTime()); // the newest theft first
  const bike = report && bikes.find((b) => b.id === report.bike_id);
  return bike && report ? stolenCheckRow(db, bike, report) : undefined;
}

/** The bike still reported stolen that carries the tag with this normalised UID. */
async function stolenByUid(db: Db, uid: string): Promise<StolenCheckRow | undefined> {
  const tag = await findTagByUid(db, uid);
  const bikeId = tag?.bike_id;
  if (!bikeId) return undefined;
  const [bike, report] = await Promise.all([bikesByIds(db, [bikeId]).then((bikes) => bikes.get(bikeId)), openReportOf(db, bikeId)]);
  return bike && report ? stolenCheckRow(db, bike, report) : undefined;
}

/** Reads the view of one UID (tag-view-rows.ts: what each owner answers). */
export async function loadTagView(db: Db, uid: string): Promise<TagView> {
  const row = await viewRowOf(db, uid);
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
  const row = 'serial' in by ? await stolenBySerial(db, by.serial) : await stolenByUid(db, by.uid);
  return presentStolenCheck(row);
}

/** A UID that is not in the inventory (or none at all: a SUN message that named no tag). */
export function unregisteredView(uid: string): TagView {
  return { uid, status: 'unregistered', tagId: null, bikeId: null, ownerId: null, theftReportId: null, bike: null, keyVersion: null };
}
