import type { Hunt } from '@ritrova/shared';
import { splitReward } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { distanceKm } from '../../lib/geo.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../users/user-row.ts';
import { canHunt, isHuntOffered } from './hunt.policy.ts';
import { type HuntRow, huntRepository } from './hunt.repository.ts';

/** Sightings shown to Hunters are rounded to two decimals of a degree (~1 km). */
const coarse = (x: number) => Math.round(x * 100) / 100;

type HuntStatus = Hunt['status'];

async function present(db: Db, rows: HuntRow[], status: (id: string) => HuntStatus, from?: { latitude: number; longitude: number }): Promise<Hunt[]> {
  if (rows.length === 0) return [];
  const sightings = await huntRepository.listPlacedSightings(
    db,
    rows.map((r) => r.theft_report_id),
  );
  return rows.map((r) => {
    const last = sightings
      .filter((s) => s.theft_report_id === r.theft_report_id)
      .slice(0, 5)
      .map((s) => ({ at: s.created_at.toISOString(), latitude: coarse(s.latitude as number), longitude: coarse(s.longitude as number) }));
    const latest = last[0];
    return {
      theftReportId: r.theft_report_id,
      status: status(r.theft_report_id),
      bike: {
        id: r.bike_id,
        name: r.name,
        brand: r.brand,
        model: r.model,
        type: r.type,
        color: r.color,
        mainPhoto: r.main_photo_id ? `/media/${r.bike_id}/${r.main_photo_id}/small.jpg` : null,
      },
      hasTag: r.has_tag,
      stolenAt: r.stolen_at.toISOString(),
      rewardCents: r.reward_cents,
      hunterShareCents: splitReward(r.reward_cents).share,
      lastSightings: last,
      distanceKm: from && latest ? Math.round(distanceKm(from, latest) * 10) / 10 : null,
    };
  });
}

/**
 * `GET /api/hunts`: stolen bikes with a funded reward, not the caller's, not
 * already accepted or declined by them — nearest first when the caller says
 * where they are and a sighting has a place, then the newest.
 */
export async function offeredHunts(ctx: AppContext, actor: UserRow, from?: { latitude: number; longitude: number }): Promise<Hunt[]> {
  const rows = await huntRepository.listOffered(ctx.db, actor.id);
  const hunts = await present(ctx.db, rows, () => 'offered', from);
  return hunts.sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
}

/** `GET /api/hunter/hunts`: the caller's accepted hunts — active, completed or closed. */
export async function myHunts(ctx: AppContext, actor: UserRow): Promise<Hunt[]> {
  const mine = await huntRepository.listOfHunter(ctx.db, actor.id);
  if (mine.length === 0) return [];
  const statusOf = new Map(mine.map((h) => [h.theft_report_id, h.status as HuntStatus]));
  const rows = await huntRepository.listByReportIds(
    ctx.db,
    mine.map((h) => h.theft_report_id),
  );
  const order = mine.map((h) => h.theft_report_id);
  rows.sort((a, b) => order.indexOf(a.theft_report_id) - order.indexOf(b.theft_report_id));
  return present(ctx.db, rows, (id) => statusOf.get(id) ?? 'closed');
}

async function offeredReport(db: Db, actor: UserRow, theftReportId: string) {
  const report = isUuid(theftReportId) ? await huntRepository.findReport(db, theftReportId) : undefined;
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
