import type { AdminTagScan, TravelAlert } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { recordAudit } from '../audit/index.ts';
import { bikeLabelsByIds } from '../bikes/index.ts';
import { findTagById, tagLabelsByIds } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { userNamesByIds } from '../users/index.ts';
import { findTravelAlertForUpdate, markTravelAlertReviewed, scansOfTag, travelAlertsWithScans } from '../verification/index.ts';
import { presentAdminTagScan, roundCoordinate } from './admin-tag-checks.presenter.ts';

// What the admins check of the tags' taps: improbable-travel alerts and a tag's scan history. The
// taps are the verification module's, the tags the tags module's, the bikes and names their owners':
// this module (above all of them) composes, one batch per owner (issue #29 item 1).

const tagNotFound = () => new AppError(404, 'TAG_NOT_FOUND', 'Tag non trovato');

/** The scan history shows the latest scans only. */
const scanHistoryLimit = 200;

/** The improbable-travel alerts (open ones by default), newest first. */
export async function listTravelAlerts(db: Db, state: 'open' | 'all'): Promise<TravelAlert[]> {
  const rows = await travelAlertsWithScans(db, state, 200);
  const [tags, bikes] = await Promise.all([
    tagLabelsByIds(db, [...new Set(rows.map((r) => r.tag_id))]),
    bikeLabelsByIds(db, [...new Set(rows.flatMap((r) => (r.bike_id ? [r.bike_id] : [])))]),
  ]);
  const tagById = new Map(tags.map((t) => [t.id, t]));
  const bikeById = new Map(bikes.map((b) => [b.id, b]));
  return rows.flatMap((r) => {
    // NOTE: an alert's tag always exists (tag_id is NOT NULL, ON DELETE CASCADE), as the inner join it replaces assumed.
    const tag = tagById.get(r.tag_id);
    if (!tag) return [];
    const bike = r.bike_id ? bikeById.get(r.bike_id) : undefined;
    return [
      {
        id: r.id,
        createdAt: r.created_at.toISOString(),
        reviewedAt: r.reviewed_at?.toISOString() ?? null,
        tag: { id: tag.id, uid: tag.uid, batch: tag.batch },
        bike: bike?.name ? { id: bike.id, name: bike.name } : null,
        distanceKm: Math.round(r.distance_m / 100) / 10,
        elapsedMinutes: Math.round(r.elapsed_s / 6) / 10,
        speedKmh: r.speed_kmh,
        from: { at: r.from_at.toISOString(), latitude: roundCoordinate(r.from_latitude ?? 0), longitude: roundCoordinate(r.from_longitude ?? 0) },
        to: { at: r.to_at.toISOString(), latitude: roundCoordinate(r.to_latitude ?? 0), longitude: roundCoordinate(r.to_longitude ?? 0) },
      },
    ];
  });
}

/** An admin looked at an alert; audited. Marking it again changes nothing. */
export async function reviewTravelAlert(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  await runTransaction(ctx.db, async (trx) => {
    const alert = isUuid(id) ? await findTravelAlertForUpdate(trx, id) : undefined;
    if (!alert) throw new AppError(404, 'NOT_FOUND', 'Alert not found');
    if (alert.reviewed_at) return;
    await markTravelAlertReviewed(trx, id, actor.id, ctx.clock.now());
    await recordAudit(trx, { actorId: actor.id, action: 'travel_alert.reviewed', targetType: 'tag', targetId: alert.tag_id, after: { alertId: id } });
  });
}

/** A tag's scan history, newest first, the signed-in scanners named (one batch of names). */
export async function tagScanHistory(db: Db, tagId: string): Promise<{ uid: string; scans: AdminTagScan[] }> {
  const tag = isUuid(tagId) ? await findTagById(db, tagId) : undefined;
  if (!tag) throw tagNotFound();
  const scans = await scansOfTag(db, tag, scanHistoryLimit);
  const scanners = new Map((await userNamesByIds(db, [...new Set(scans.flatMap((s) => (s.scanner_id ? [s.scanner_id] : [])))])).map((u) => [u.id, u]));
  return {
    uid: tag.uid,
    scans: scans.map((s) => {
      const scanner = s.scanner_id ? scanners.get(s.scanner_id) : undefined;
      return presentAdminTagScan({ ...s, scanner_nome: scanner?.nome ?? null, scanner_cognome: scanner?.cognome ?? null });
    }),
  };
}
