import type { Hunt } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Point } from '../../lib/geo.ts';
import { isUuid } from '../../lib/ids.ts';
import { bikeCardsByIds } from '../bikes/index.ts';
import { mainPhotoIdsOf } from '../photos/index.ts';
import { bikesWearingTags } from '../tags/index.ts';
import { type HuntReportRow, huntReportsByIds, listOfferedHuntReports, placedSightingsOf } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { canHunt, isHuntOffered } from './hunt.policy.ts';
import { presentHunts } from './hunt.presenter.ts';
import { answeredReportIds, type HuntRow, huntRepository } from './hunt.repository.ts';
import { areaCentreOf } from './hunter-area.service.ts';

type HuntStatus = Hunt['status'];

/** Loads these reports' hunts and the placed sightings of their thefts (at once) and presents them in the reports' order (hunt.presenter.ts). */
async function present(db: Db, reports: HuntReportRow[], status: (id: string) => HuntStatus, from?: Point): Promise<Hunt[]> {
  if (reports.length === 0) return [];
  const [rows, sightings] = await Promise.all([
    huntRowsOf(db, reports),
    placedSightingsOf(
      db,
      reports.map((r) => r.id),
    ),
  ]);
  return presentHunts(rows, sightings, status, from);
}

/**
 * The hunts of these reports, in their order: each report with its bike, the bike's main photo and
 * whether it wears a tag, asked of their owners by ids (one query each; issue #29 item 1).
 */
async function huntRowsOf(db: Db, reports: HuntReportRow[]): Promise<HuntRow[]> {
  if (reports.length === 0) return [];
  const bikeIds = [...new Set(reports.map((r) => r.bike_id))];
  const [bikes, photos, tagged] = await Promise.all([bikeCardsByIds(db, bikeIds), mainPhotoIdsOf(db, bikeIds), bikesWearingTags(db, bikeIds)]);
  const bikeById = new Map(bikes.map((b) => [b.id, b]));
  return reports.flatMap((t) => {
    const b = bikeById.get(t.bike_id);
    if (!b) return [];
    return [
      {
        theft_report_id: t.id,
        stolen_at: t.stolen_at,
        reward_cents: t.reward_cents,
        report_status: t.status,
        reward_status: t.reward_status,
        owner_id: t.owner_id,
        place_lat: t.place_lat,
        place_lng: t.place_lng,
        bike_id: b.id,
        name: b.name,
        brand: b.brand,
        model: b.model,
        type: b.type,
        color: b.color,
        main_photo_id: photos.get(b.id) ?? null,
        has_tag: tagged.has(b.id),
      },
    ];
  });
}

/**
 * `GET /api/hunts`: stolen bikes with a funded reward, not the caller's, not
 * already accepted or declined by them — nearest first, measured from where the
 * caller says they are or else from their area's centre, to the theft's
 * approximate place (or the latest placed sighting); then the newest.
 */
export async function offeredHunts(ctx: AppContext, actor: UserRow, from?: { latitude: number; longitude: number }): Promise<Hunt[]> {
  const offered = async () => listOfferedHuntReports(ctx.db, actor.id, await answeredReportIds(ctx.db, actor.id), 100);
  const [reports, centre] = await Promise.all([offered(), from ? undefined : areaCentreOf(ctx, actor.id)]);
  const hunts = await present(ctx.db, reports, () => 'offered', from ?? centre);
  return hunts.sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
}

/** `GET /api/hunter/hunts`: the caller's accepted hunts — active, completed or closed. */
export async function myHunts(ctx: AppContext, actor: UserRow): Promise<Hunt[]> {
  const mine = await huntRepository.listOfHunter(ctx.db, actor.id);
  if (mine.length === 0) return [];
  const statusOf = new Map(mine.map((h) => [h.theft_report_id, h.status as HuntStatus]));
  const reports = await huntReportsByIds(
    ctx.db,
    mine.map((h) => h.theft_report_id),
  );
  const order = mine.map((h) => h.theft_report_id);
  reports.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return present(ctx.db, reports, (id) => statusOf.get(id) ?? 'closed');
}

async function offeredReport(db: Db, actor: UserRow, theftReportId: string) {
  const [report] = isUuid(theftReportId) ? await huntReportsByIds(db, [theftReportId]) : [];
  if (!report || !canHunt(actor, report)) throw new AppError(404, 'NOT_FOUND', 'Hunt not found');
  if (!isHuntOffered(report)) throw new AppError(409, 'HUNT_NOT_AVAILABLE', 'This hunt is not available');
  return report;
}

/** Accepts a hunt (it becomes active for the caller); accepting again is a no-op. */
export async function acceptHunt(ctx: AppContext, actor: UserRow, theftReportId: string): Promise<Hunt> {
  const report = await offeredReport(ctx.db, actor, theftReportId);
  const now = ctx.clock.now();
  await huntRepository.upsert(ctx.db, report.id, actor.id, 'active', now);
  const [hunt] = (await myHunts(ctx, actor)).filter((h) => h.theftReportId === report.id);
  return hunt as Hunt;
}

/** Declines a hunt: it is no longer offered to the caller. */
export async function declineHunt(ctx: AppContext, actor: UserRow, theftReportId: string): Promise<void> {
  const report = await offeredReport(ctx.db, actor, theftReportId);
  const now = ctx.clock.now();
  await huntRepository.upsert(ctx.db, report.id, actor.id, 'declined', now);
}

/** For the purge of a deleted account (privacy/account-retention.ts): the hunts the Hunter accepted or declined go. */
export function forgetHunts(db: Db, hunterId: string): Promise<number> {
  return huntRepository.deleteAllOf(db, hunterId);
}
