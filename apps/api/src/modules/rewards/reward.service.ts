import type { RecoveryCandidate, RecoverySettlement, Reward } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { bikeNotFound, canEditBike, findBike } from '../bikes/index.ts';
import { progressEvents, progressOf } from '../hunters/index.ts';
import { postingsOf } from '../ledger/index.ts';
import { hasSecureTag } from '../tags/index.ts';
import { hasSightingBy, latestTheftReportOfBike, openTheftReportOfBike, setSightingUseful, setTheftReward } from '../theft-records/index.ts';
import type { UserRow } from '../users/index.ts';
import { usersByIds } from '../users/index.ts';
import { hasAuthenticatedTap } from '../verification/index.ts';
import { candidateRows } from './candidate-rows.ts';
import { isOwnTheft } from './funding.policy.ts';
import { cancelOpenPayments, closeCheckouts, openPayment, startCheckout } from './funding.service.ts';
import type { ReportRow } from './lock-order.ts';
import { lockTheft } from './lock-order.ts';
import { presentCandidate, presentRecoverySettlement, presentReward } from './reward.presenter.ts';
import { type RewardDetails, rewardRepository } from './reward.repository.ts';

export { disputeDeadline, refundDate } from './reward.presenter.ts';

/** The theft report of a bike the actor owns: the open one, else the latest. */
function latestReport(db: Db, bikeId: string): Promise<ReportRow | undefined> {
  return latestTheftReportOfBike(db, bikeId);
}

async function ownBike(ctx: AppContext, actor: UserRow, bikeId: string) {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  return bike;
}

/** The Hunter a report says returned the bike, as the reward shows them (users' row). */
async function returningHunter(db: Db, userId: string): Promise<RewardDetails['returnedBy']> {
  const user = (await usersByIds(db, [userId])).get(userId);
  return user && { id: user.id, nome: user.nome, cognome: user.cognome, hunter_name: user.hunter_name, role: user.role };
}

/** Loads what the reward of a report shows (as many queries as before, side by side) and presents it. */
async function loadReward(db: Db, report: ReportRow): Promise<Reward> {
  const [details, returnedBy, { release, escrowCents, refund }] = await Promise.all([
    rewardRepository.detailsOf(db, report),
    report.returned_by ? returningHunter(db, report.returned_by) : undefined,
    postingsOf(db, report.id),
  ]);
  return presentReward(report, { ...details, returnedBy }, release?.hunterCents ?? null, { escrowCents, releaseFeeCents: release?.feeCents ?? null, refund });
}

/** `GET /api/bikes/{id}/reward`: the reward of the bike's open (or latest) theft report. */
export async function getReward(ctx: AppContext, actor: UserRow, bikeId: string): Promise<Reward | null> {
  const bike = await ownBike(ctx, actor, bikeId);
  const report = await latestReport(ctx.db, bike.id);
  return report ? loadReward(ctx.db, report) : null;
}

/** The bike's open theft report with its payments, locked in the money lock order (lock-order.ts). */
async function lockOpenReport(trx: Db, bikeId: string): Promise<ReportRow> {
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
    const report = await setTheftReward(trx, current.id, {
      reward_cents: rewardCents,
      reward_status: rewardCents > 0 ? 'awaiting_payment' : 'none',
    });
    if (rewardCents === 0) return { report, payment: null, cancelled: await cancelOpenPayments(trx, report.id) };
    return { report, ...(await openPayment(trx, report, ctx.payments.name)) };
  });
  await closeCheckouts(ctx, cancelled);
  const paymentUrl = payment ? await startCheckout(ctx, payment, actor, bike.name, log) : null;
  return { reward: await loadReward(ctx.db, report), paymentUrl };
}

/**
 * Whether a user may be credited with the return: they recorded a scan or a
 * sighting of the bike during this theft and, when the bike carries a secure
 * tag, at least one authenticated tap of it during the theft (issue #9).
 */
export async function eligibility(
  db: Db,
  report: Pick<ReportRow, 'id' | 'owner_id' | 'bike_id'>,
  userId: string,
): Promise<'eligible' | 'no_sighting' | 'no_verified_presence'> {
  if (isOwnTheft(userId, report)) return 'no_sighting';
  if (!(await hasSightingBy(db, report.id, userId))) return 'no_sighting';
  if (!(await hasSecureTag(db, report.bike_id))) return 'eligible';
  return (await hasAuthenticatedTap(db, report.id, userId)) ? 'eligible' : 'no_verified_presence';
}

/** Whether a user recorded a scan or sighting of the bike during this theft (and proved presence, for a secure tag). */
export async function isEligibleHunter(db: Db, report: Pick<ReportRow, 'id' | 'owner_id' | 'bike_id'>, userId: string): Promise<boolean> {
  return (await eligibility(db, report, userId)) === 'eligible';
}

/**
 * `GET /api/bikes/{id}/recovery-candidates`: who the owner may credit with the return (by public
 * Hunter name, level, and the scan or sighting that makes them eligible), and what each answer
 * would do with the money (`settlement`: null when the bike is not stolen).
 */
export async function recoveryCandidates(
  ctx: AppContext,
  actor: UserRow,
  bikeId: string,
): Promise<{ candidates: RecoveryCandidate[]; settlement: RecoverySettlement | null }> {
  const bike = await ownBike(ctx, actor, bikeId);
  const report = await openTheftReportOfBike(ctx.db, bike.id);
  if (!report) return { candidates: [], settlement: null };
  // Hunters who recorded a scan or a sighting during this theft (never its owner), with their authenticated taps.
  const [secure, rows, { escrowCents }] = await Promise.all([hasSecureTag(ctx.db, bike.id), candidateRows(ctx.db, report), postingsOf(ctx.db, report.id)]);
  // A theft has a handful of candidates; each level is computed from their recorded events (docs/hunter-progress.md).
  const levels = await Promise.all(rows.map(async (r) => progressOf(await progressEvents(ctx.db, r.user_id)).level));
  return {
    candidates: rows.map((r, i) => presentCandidate(r, levels[i] ?? 1, secure)),
    settlement: presentRecoverySettlement(report.reward_status, escrowCents, ctx.clock.now()),
  };
}

/** `POST /api/sightings/{id}/useful`: the owner marks a sighting of their bike useful (or not); anyone else's is not found. */
export async function markSightingUseful(ctx: AppContext, actor: UserRow, sightingId: string, useful: boolean): Promise<boolean> {
  const updated = isUuid(sightingId) ? await setSightingUseful(ctx.db, sightingId, actor.id, useful) : undefined;
  if (!updated) throw new AppError(404, 'NOT_FOUND', 'Sighting not found');
  return updated.useful;
}
