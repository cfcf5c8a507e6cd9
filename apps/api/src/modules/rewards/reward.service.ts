import type { RecoveryCandidate, Reward } from '@ritrova/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { canEditBike } from '../bikes/bike.policy.ts';
import { bikeRepository } from '../bikes/bike.repository.ts';
import { bikeNotFound } from '../bikes/bike.service.ts';
import { postingsOf } from '../ledger/ledger.service.ts';
import { lockTheft } from '../ledger/lock-order.ts';
import type { UserRow } from '../users/user-row.ts';
import { isOwnTheft } from './funding.policy.ts';
import { cancelOpenPayments, closeCheckouts, openPayment, startCheckout, type TheftReportRow } from './funding.service.ts';
import { displayName, presentReward } from './reward.presenter.ts';
import { rewardRepository } from './reward.repository.ts';

export { displayName, disputeDeadline, refundDate } from './reward.presenter.ts';

/** The theft report of a bike the actor owns: the open one, else the latest. */
async function latestReport(db: Db, bikeId: string): Promise<TheftReportRow | undefined> {
  return db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bikeId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

async function ownBike(ctx: AppContext, actor: UserRow, bikeId: string) {
  const bike = isUuid(bikeId) ? await bikeRepository.findById(ctx.db, bikeId) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  return bike;
}

/** Loads what the reward of a report shows (as many queries as before, side by side) and presents it. */
async function loadReward(db: Db, report: TheftReportRow): Promise<Reward> {
  const [details, { release }] = await Promise.all([rewardRepository.detailsOf(db, report), postingsOf(db, report.id)]);
  return presentReward(report, details, release?.hunterCents ?? null);
}

/** `GET /api/bikes/{id}/reward`: the reward of the bike's open (or latest) theft report. */
export async function getReward(ctx: AppContext, actor: UserRow, bikeId: string): Promise<Reward | null> {
  const bike = await ownBike(ctx, actor, bikeId);
  const report = await latestReport(ctx.db, bike.id);
  return report ? loadReward(ctx.db, report) : null;
}

/** The bike's open theft report with its payments, locked in the money lock order (lock-order.ts). */
async function lockOpenReport(trx: Db, bikeId: string): Promise<TheftReportRow> {
  const locked = await lockTheft(trx, { openReportOfBike: bikeId }, { payments: true });
  if (!locked) throw new AppError(409, 'BIKE_NOT_STOLEN', 'This bike is not reported stolen');
  return locked.report;
}

/** Retry of an abandoned payment: a fresh checkout for the reward still awaiting payment. */
export async function retryPayment(ctx: AppContext, actor: UserRow, bikeId: string, log?: { error(obj: unknown, msg: string): void }): Promise<string | null> {
  const bike = await ownBike(ctx, actor, bikeId);
  const { payment, cancelled } = await runTransaction(ctx.db, async (trx) => {
    const report = await lockOpenReport(trx, bike.id);
    if (report.reward_status !== 'awaiting_payment') throw new AppError(409, 'REWARD_NOT_AWAITING_PAYMENT', 'The reward is not waiting for payment');
    return openPayment(trx, report, ctx.payments.name);
  });
  await closeCheckouts(ctx, cancelled);
  return startCheckout(ctx, payment, actor, bike.name, log);
}

/** Changes a reward not paid yet: another amount (a new checkout) or 0 (no reward). */
export async function updateReward(
  ctx: AppContext,
  actor: UserRow,
  bikeId: string,
  rewardCents: number,
  log?: { error(obj: unknown, msg: string): void },
): Promise<{ reward: Reward; paymentUrl: string | null }> {
  const bike = await ownBike(ctx, actor, bikeId);
  const { report, payment, cancelled } = await runTransaction(ctx.db, async (trx) => {
    const current = await lockOpenReport(trx, bike.id);
    if (current.reward_status !== 'awaiting_payment' && current.reward_status !== 'none')
      throw new AppError(409, 'REWARD_NOT_AWAITING_PAYMENT', 'A funded reward cannot be changed');
    const report = await trx
      .updateTable('theft_reports')
      .set({ reward_cents: rewardCents, reward_status: rewardCents > 0 ? 'awaiting_payment' : 'none' })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (rewardCents === 0) return { report, payment: null, cancelled: await cancelOpenPayments(trx, report.id) };
    return { report, ...(await openPayment(trx, report, ctx.payments.name)) };
  });
  await closeCheckouts(ctx, cancelled);
  const paymentUrl = payment ? await startCheckout(ctx, payment, actor, bike.name, log) : null;
  return { reward: await loadReward(ctx.db, report), paymentUrl };
}

/**
 * Hunters who recorded a scan or a sighting of the bike during this theft (never
 * its owner), with their authenticated taps of its secure tag.
 */
async function candidateRows(db: Db, report: Pick<TheftReportRow, 'id' | 'owner_id'>) {
  const rows = await sql<{ user_id: string; nome: string; cognome: string; scans: number; sightings: number; authenticated_scans: number; last_seen: Date }>`
    SELECT u.id AS user_id, u.nome, u.cognome,
           count(*) FILTER (WHERE s.source = 'scan')::int AS scans,
           count(*) FILTER (WHERE s.source = 'report')::int AS sightings,
           count(*) FILTER (WHERE sc.authenticity = 'authenticated')::int AS authenticated_scans,
           max(s.created_at) AS last_seen
    FROM sightings s
    JOIN users u ON u.id = s.reporter_id
    LEFT JOIN scans sc ON sc.id = s.scan_id
    WHERE s.theft_report_id = ${report.id} AND s.reporter_id <> ${report.owner_id} AND u.deleted_at IS NULL
    GROUP BY u.id
    ORDER BY max(s.created_at) DESC`.execute(db);
  return rows.rows;
}

/** Whether the bike carries a secure tag (NTAG 424 DNA): then only a proven presence can be credited. */
async function hasSecureTag(db: Db, bikeId: string): Promise<boolean> {
  const row = await db.selectFrom('tags').select('id').where('bike_id', '=', bikeId).where('chip', '=', 'ntag424').executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a user may be credited with the return: they recorded a scan or a
 * sighting of the bike during this theft and, when the bike carries a secure
 * tag, at least one authenticated tap of it during the theft (issue #9).
 */
export async function eligibility(
  db: Db,
  report: Pick<TheftReportRow, 'id' | 'owner_id' | 'bike_id'>,
  userId: string,
): Promise<'eligible' | 'no_sighting' | 'no_verified_presence'> {
  if (isOwnTheft(userId, report)) return 'no_sighting';
  const row = await db.selectFrom('sightings').select('id').where('theft_report_id', '=', report.id).where('reporter_id', '=', userId).executeTakeFirst();
  if (!row) return 'no_sighting';
  if (!(await hasSecureTag(db, report.bike_id))) return 'eligible';
  const tap = await db
    .selectFrom('scans')
    .select('id')
    .where('theft_report_id', '=', report.id)
    .where('scanner_id', '=', userId)
    .where('authenticity', '=', 'authenticated')
    .executeTakeFirst();
  return tap ? 'eligible' : 'no_verified_presence';
}

/** Whether a user recorded a scan or sighting of the bike during this theft (and proved presence, for a secure tag). */
export async function isEligibleHunter(db: Db, report: Pick<TheftReportRow, 'id' | 'owner_id' | 'bike_id'>, userId: string): Promise<boolean> {
  return (await eligibility(db, report, userId)) === 'eligible';
}

/** `GET /api/bikes/{id}/recovery-candidates`: who the owner may credit with the return. */
export async function recoveryCandidates(ctx: AppContext, actor: UserRow, bikeId: string): Promise<RecoveryCandidate[]> {
  const bike = await ownBike(ctx, actor, bikeId);
  const report = await ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', bike.id).where('status', '=', 'open').executeTakeFirst();
  if (!report) return [];
  const secure = await hasSecureTag(ctx.db, bike.id);
  return (await candidateRows(ctx.db, report)).map((r) => ({
    id: r.user_id,
    displayName: displayName(r),
    scans: r.scans,
    sightings: r.sightings,
    verifiedScans: r.authenticated_scans,
    eligible: !secure || r.authenticated_scans > 0,
    lastSeenAt: new Date(r.last_seen).toISOString(),
  }));
}
