import { randomBytes } from 'node:crypto';
import type { StolenList, StolenListQuery, StolenPage, StolenSighting, TheftPublication } from '@ritrova/shared';
import { STOLEN_PAGE_SIZE } from '@ritrova/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { bikeNotFound, bikesByIds, findBike, lockBike } from '../bikes/index.ts';
import { type PhotoRow, photosOf } from '../photos/index.ts';
import { requireContactAddress, type SightingReporter, saveReportedSighting } from '../theft/index.ts';
import {
  admitSightingPhoto,
  type PublishedFilter,
  type PublishedTheftRecordRow,
  publicationRepository,
  type StoredSightingPhoto,
  storeSightingPhoto,
} from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { findMunicipality, suggestMunicipalities } from './municipality-search.ts';
import { canPublishTheft, endedOutcome } from './stolen.policy.ts';
import { type PublishedTheftRow, presentPublication, presentStolenCard, presentStolenPage, sightingFormUrl } from './stolen.presenter.ts';

/** A public page's sighting: one per client every 10 minutes (the tag page's pace for a client). */
const SIGHTING_INTERVAL_MS = 10 * 60 * 1000;

const notPublished = () => new AppError(404, 'NOT_FOUND', 'This theft is not published');
const notStolen = () => new AppError(409, 'BIKE_NOT_STOLEN', 'This bike is not reported stolen');

/** Ten random lowercase letters and digits (about 51 bits): the public page's id. */
function newPublicId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}

/** The bike, if the actor is its owner; 404 for anyone else (nothing tells them the bike exists). */
async function ownedBike(ctx: AppContext, actor: UserRow, bikeId: string) {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canPublishTheft(actor, bike)) throw bikeNotFound();
  return bike;
}

/** The owner's view of their bike's publication. */
export async function publicationOf(ctx: AppContext, actor: UserRow, bikeId: string): Promise<TheftPublication> {
  const bike = await ownedBike(ctx, actor, bikeId);
  return presentPublication(await publicationRepository.openReportOfBike(ctx.db, bike.id));
}

/**
 * Publishes the bike's open theft (the owner only, opt-in): its public page, the listing and the
 * poster. Again: the choice of the serial is updated, the public id kept.
 */
export async function publishTheft(ctx: AppContext, actor: UserRow, bikeId: string, showSerial: boolean): Promise<TheftPublication> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    // Lock order (rewards/lock-order.ts): the bike first; recovery takes it too, so neither overtakes the other.
    const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
    if (!bike || !canPublishTheft(actor, bike)) throw bikeNotFound();
    const report = await publicationRepository.openReportOfBike(trx, bike.id);
    if (!report || bike.status !== 'stolen') throw notStolen();
    const published = await publicationRepository.publish(trx, report.id, { publicId: newPublicId(), showSerial, at: now });
    return presentPublication(published);
  });
}

/** Withdraws the bike's publication (the owner only): the public page answers 404 at once. */
export async function withdrawTheft(ctx: AppContext, actor: UserRow, bikeId: string): Promise<TheftPublication> {
  const bike = await ownedBike(ctx, actor, bikeId);
  const report = await publicationRepository.openReportOfBike(ctx.db, bike.id);
  if (!report) return presentPublication(undefined);
  return presentPublication(await publicationRepository.withdraw(ctx.db, report.id));
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction: its
 * published thefts are withdrawn at once (their public pages, the listing and the posters' links answer
 * 404), as the owner would withdraw them.
 */
export function withdrawThefts(trx: Db, ownerId: string): Promise<number> {
  return publicationRepository.withdrawAllOf(trx, ownerId);
}

function photosByBike(rows: PhotoRow[]): Map<string, PhotoRow[]> {
  const byBike = new Map<string, PhotoRow[]>();
  for (const row of rows) byBike.set(row.bike_id, [...(byBike.get(row.bike_id) ?? []), row]);
  return byBike;
}

/** The public listing: published open thefts, newest first, by area (a municipality or a point, and a radius) and days. */
export async function listStolen(ctx: AppContext, query: StolenListQuery): Promise<StolenList> {
  const filter: PublishedFilter = { fromDay: query.from, toDay: query.to };
  let place: string | null = null;
  if (query.lat !== undefined && query.lng !== undefined) {
    filter.near = { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm };
  } else if (query.place) {
    const municipality = findMunicipality(query.place);
    if (!municipality) throw new AppError(404, 'NOT_FOUND', `No Italian municipality is called "${query.place}"`);
    place = municipality.name;
    filter.near = { lat: municipality.lat, lng: municipality.lng, radiusKm: query.radiusKm };
  }
  const offset = (query.page - 1) * STOLEN_PAGE_SIZE;
  const [records, total] = await Promise.all([
    publicationRepository.listPublished(ctx.db, filter, { limit: STOLEN_PAGE_SIZE, offset }),
    publicationRepository.countPublished(ctx.db, filter),
  ]);
  const rows = await withBikes(ctx.db, records);
  const photos = photosByBike(
    await photosOf(
      ctx.db,
      rows.map((r) => r.bike_id),
    ),
  );
  return {
    success: true,
    items: rows.map((r) => presentStolenCard(r, photos.get(r.bike_id))),
    total,
    page: query.page,
    pageSize: STOLEN_PAGE_SIZE,
    place,
  };
}

/**
 * The public ids of the thefts being searched for (published, open, the bike still stolen), for the
 * sitemap: the same thefts the listing shows, in its order (newest theft first), at most `limit`.
 */
export function searchedTheftIds(ctx: AppContext, limit: number): Promise<string[]> {
  return publicationRepository.publishedIds(ctx.db, limit);
}

/** Municipality names for the listing's area field. */
export function placeSuggestions(typed: string): string[] {
  return suggestMunicipalities(typed);
}

/**
 * A published theft by its public id. One that had a page and no longer has one answers 410 saying why
 * (`THEFT_RECOVERED`, `THEFT_WITHDRAWN`: the page thanks, or says it is no longer searched for); unknown, 404.
 */
async function publishedTheft(ctx: AppContext, publicId: string) {
  if (!/^[a-z0-9]{10}$/.test(publicId)) throw notPublished();
  const record = await publicationRepository.publishedById(ctx.db, publicId);
  const [row] = record ? await withBikes(ctx.db, [record]) : [];
  if (row) return row;
  const ended = await publicationRepository.endedById(ctx.db, publicId);
  const outcome = ended ? endedOutcome(ended) : null;
  if (outcome === 'recovered') throw new AppError(410, 'THEFT_RECOVERED', 'This bike was found');
  if (outcome === 'withdrawn') throw new AppError(410, 'THEFT_WITHDRAWN', 'This bike is no longer searched for');
  throw notPublished();
}

/** A published theft's public page; 410 when recovered or withdrawn, 404 when unknown. */
export async function stolenPage(ctx: AppContext, publicId: string): Promise<StolenPage> {
  const row = await publishedTheft(ctx, publicId);
  const photos = await photosOf(ctx.db, [row.bike_id]);
  return presentStolenPage(row, photos, ctx.config.publicUrl);
}

/** The poster's QR code (SVG): the absolute address of the public page's sighting form. */
export async function stolenQrSvg(ctx: AppContext, publicId: string): Promise<string> {
  const row = await publishedTheft(ctx, publicId);
  return QRCode.toString(sightingFormUrl(ctx.config.publicUrl, row.public_id ?? publicId), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** Who reports a sighting on a theft's page: as on the tag page (the finder or nobody, the client, the photo). */
export type StolenSightingReporter = SightingReporter;

/**
 * A sighting reported on a published theft's page, without a tag: the theft must be public; a photo
 * passes the tag form's cheap checks; one report per client every 10 minutes; the photo is processed and stored; the
 * sighting, its photo and the owner's alert are written in one transaction; the owner is mailed.
 */
export async function reportStolenSighting(ctx: AppContext, publicId: string, report: StolenSighting, by: StolenSightingReporter): Promise<void> {
  const theft = await publishedTheft(ctx, publicId);
  requireContactAddress(report, by.reporterId);
  // A photo refused by the cheap checks does not spend the client's one report of the 10 minutes.
  if (by.photo) await admitSightingPhoto(ctx, by.clientKey, by.photo);
  await enforceLimit(ctx.db, `stolen-sighting:${by.clientKey}`, 1, SIGHTING_INTERVAL_MS, ctx.clock.now());
  const photo: StoredSightingPhoto | null = by.photo ? await storeSightingPhoto(ctx, theft.bike_id, by.photo) : null;
  await saveReportedSighting(
    ctx,
    { theftReportId: theft.theft_report_id, bikeId: theft.bike_id, ownerId: theft.owner_id },
    { ...report, contactLanguage: by.language ?? null },
    by.reporterId,
    photo,
  );
}

/** Published thefts with their bikes' columns (the bikes module's, one batch), in the thefts' order. */
async function withBikes(db: Db, records: PublishedTheftRecordRow[]): Promise<PublishedTheftRow[]> {
  const bikes = await bikesByIds(
    db,
    records.map((r) => r.bike_id),
  );
  return records.flatMap((r) => {
    const b = bikes.get(r.bike_id);
    if (!b) return [];
    const { name, brand, model, color, second_color, type, year, frame_size, serial_number } = b;
    return [{ ...r, name, brand, model, color, second_color, type, year, frame_size, serial_number }];
  });
}
