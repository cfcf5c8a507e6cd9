import type { HunterArea, HunterAreaInput } from '@ritrova/shared';
import { HUNTER_AREA_RADIUS } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { italianDate } from '../../lib/business-days.ts';
import type { Point } from '../../lib/geo.ts';
import { bikeCardsByIds } from '../bikes/index.ts';
import { approximatePoint, nearestMunicipality, placeName } from '../places/index.ts';
import { forgetPushSubscriptions } from '../push/index.ts';
import { huntReportsByIds } from '../theft-records/index.ts';
import { activeAlertContacts, type UserRow } from '../users/index.ts';
import { type AreaWatcherRow, hunterAreaRepository } from './hunter-area.repository.ts';

function present(row: { lat: number; lng: number; radius_km: number }): HunterArea {
  const town = nearestMunicipality({ lat: row.lat, lng: row.lng });
  return { latitude: row.lat, longitude: row.lng, radiusKm: row.radius_km, placeName: town ? placeName(town) : null };
}

/** `GET /api/hunter/area`: the caller's area, or null before they set one. */
export async function getHunterArea(ctx: AppContext, actor: UserRow): Promise<HunterArea | null> {
  const row = await hunterAreaRepository.find(ctx.db, actor.id);
  return row ? present(row) : null;
}

/**
 * `PUT /api/hunter/area`: sets the caller's area (radius 1–100 km, 10 by default). The centre is kept to
 * about a kilometre (0.01°, `approximatePoint`): the smallest radius is 1 km, so the metre the phone gave
 * (where the Hunter lives or works, often) adds nothing to the area and is not stored (issue #26).
 */
export async function setHunterArea(ctx: AppContext, actor: UserRow, input: HunterAreaInput): Promise<HunterArea> {
  const centre = approximatePoint({ lat: input.latitude, lng: input.longitude });
  const row = { lat: centre.lat, lng: centre.lng, radius_km: input.radiusKm ?? HUNTER_AREA_RADIUS.default };
  await hunterAreaRepository.upsert(ctx.db, { user_id: actor.id, ...row, at: ctx.clock.now() });
  return present(row);
}

/** `DELETE /api/hunter/area`: the caller is no longer told about thefts near them. */
export async function deleteHunterArea(ctx: AppContext, actor: UserRow): Promise<void> {
  await hunterAreaRepository.delete(ctx.db, actor.id);
}

/** The centre of the caller's area, to measure hunts from when they did not say where they are. */
export async function areaCentreOf(ctx: AppContext, userId: string): Promise<Point | undefined> {
  const row = await hunterAreaRepository.find(ctx.db, userId);
  return row ? { latitude: row.lat, longitude: row.lng } : undefined;
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction:
 * the area (a place the person frequents), their browsers' subscriptions and the mail days go.
 */
export async function forgetHunterArea(trx: Db, userId: string): Promise<void> {
  await hunterAreaRepository.delete(trx, userId);
  await hunterAreaRepository.deleteMailDays(trx, userId);
  await hunterAreaRepository.deleteAlerts(trx, userId);
  await forgetPushSubscriptions(trx, userId);
}

/** `notifications`: deletes a batch of the records of who a theft alerted (and what the alert said) made at or before `before`; how many. */
export function deleteHuntAlertRecords(db: Db, before: Date, limit: number): Promise<number> {
  return hunterAreaRepository.deleteAlertsMadeBefore(db, before, limit);
}

/**
 * The retention job's `alert_mail_days` rule (issue #26): deletes a batch of the days a Hunter was mailed
 * about hunts, recorded at or before `before` and past (the Italian day of `now` is still counted); how many.
 */
export function deleteHuntMailDays(db: Db, before: Date, now: Date, limit: number): Promise<number> {
  return hunterAreaRepository.deleteMailDaysBefore(db, before, italianDate(now), limit);
}

/*
 * What the hunt alert (notifications/hunt-alerts.ts) reads and claims of the Hunters' areas: the areas,
 * their alert and mail records are this module's tables; the alert's wording and delivery are not.
 */

/** A theft as a hunt alert needs it (whether it is on offer, where, whose, its reward, the bike), or undefined. */
export async function theftForHuntAlert(db: Db, theftReportId: string) {
  const [report] = await huntReportsByIds(db, [theftReportId]);
  if (!report) return undefined;
  const [bike] = await bikeCardsByIds(db, [report.bike_id]);
  if (!bike) return undefined;
  return { ...report, brand: bike.brand, model: bike.model, color: bike.color };
}

/** The Hunters' areas whose centre is within `maxKm` of `point` north–south and east–west (the caller measures the circle). */
export async function areasAround(db: Db, point: { lat: number; lng: number }, maxKm: number): Promise<AreaWatcherRow[]> {
  const areas = await hunterAreaRepository.listInBox(db, point, maxKm);
  // Of active accounts only (not deleted, not suspended): the users module says which, with their address.
  const contacts = new Map((await activeAlertContacts(db, [...new Set(areas.map((a) => a.user_id))])).map((u) => [u.id, u]));
  return areas.flatMap((a) => {
    const u = contacts.get(a.user_id);
    return u ? [{ ...a, email: u.email, nome: u.nome, language: u.language, email_verified: u.email_verified }] : [];
  });
}

/** Records that the Hunter is alerted about this theft, with what the alert says; false when they already were. */
export function claimHuntAlert(db: Db, row: { theftReportId: string; userId: string; distanceKm: number; placeName: string | null; at: Date }) {
  return hunterAreaRepository.claimAlert(db, row);
}

/** Records that the Hunter is mailed on this Italian day; false when they already were (one mail a day). */
export function claimHuntMailDay(db: Db, userId: string, day: string, at: Date) {
  return hunterAreaRepository.claimMailDay(db, userId, day, at);
}
