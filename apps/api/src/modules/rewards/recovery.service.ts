import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { BikeRow } from '../bikes/index.ts';
import { bikeLabel } from '../bikes/index.ts';
import { completeHunt, endActiveHunts } from '../hunters/index.ts';
import { postingsOf, releaseReward } from '../ledger/index.ts';
import { updateTheftReport } from '../theft-records/index.ts';
import { isOwnTheft } from './funding.policy.ts';
import { cancelOpenPayments } from './funding.service.ts';
import type { ReportRow } from './lock-order.ts';
import { createPayout } from './payout.service.ts';
import { eligibility } from './reward.service.ts';

/** Compared with user ids when nobody is credited (a uuid no user has). */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Refuses crediting the owner, a user without a scan or sighting of the bike
 * during this theft, or — the bike carrying a secure tag — one who never tapped
 * it genuinely during the theft.
 */
export async function checkCreditable(db: Db, report: Pick<ReportRow, 'id' | 'owner_id' | 'bike_id'>, hunterId: string): Promise<void> {
  if (isOwnTheft(hunterId, report)) throw new AppError(400, 'CANNOT_CREDIT_SELF', 'You cannot credit yourself with the return of your own bike');
  const verdict = await eligibility(db, report, hunterId);
  if (verdict === 'no_sighting')
    throw new AppError(400, 'HUNTER_NOT_ELIGIBLE', 'Only a Hunter who recorded a scan or sighting of this bike during the theft can be credited');
  if (verdict === 'no_verified_presence')
    throw new AppError(
      400,
      'VERIFIED_PRESENCE_REQUIRED',
      'This bike has a secure tag: only a Hunter who tapped it during the theft (an authenticated scan) can be credited',
    );
}

/**
 * Releases a funded reward to the Hunter who returned the bike: the ledger
 * moves the escrow's 65% to their payable and 35% to the fee, and the payout of
 * what it credited them falls due in 7 Italian business days. In the caller's
 * transaction, with the report locked (lockTheft).
 */
export async function releaseToHunter(ctx: AppContext, trx: Db, input: { report: ReportRow; bike: BikeRow; hunterId: string; at: Date }): Promise<void> {
  const { report, bike, hunterId, at } = input;
  await releaseReward(trx, { theftReportId: report.id, hunterId });
  const { release } = await postingsOf(trx, report.id);
  if (release?.hunterId !== hunterId) throw new AppError(409, 'REWARD_ALREADY_SETTLED', 'This reward was already released to another Hunter');
  await updateTheftReport(trx, report.id, { reward_status: 'released', returned_by: hunterId });
  await createPayout(ctx, trx, {
    theftReportId: report.id,
    bikeId: bike.id,
    bikeLabel: bikeLabel(bike),
    hunterId,
    amountCents: release.hunterCents,
    at,
  });
}

/**
 * The owner marked the bike recovered, naming who returned it (or nobody), in
 * the caller's transaction with the bike, then the report and its payments
 * locked (lockTheft). A funded reward is released to the Hunter named;
 * recovered without a Hunter it waits out the dispute window and is then
 * refunded like an expired one (reward-expiry.service.ts). An unpaid reward is withdrawn. Hunts complete (the Hunter credited) or close.
 * Returns the provider checkouts to close after the commit.
 */
export async function settleRecovery(
  ctx: AppContext,
  trx: Db,
  input: { report: ReportRow; bike: BikeRow; returnedBy: string | null; at: Date },
): Promise<string[]> {
  const { report, bike, returnedBy, at } = input;
  if (returnedBy) await checkCreditable(trx, report, returnedBy);
  await updateTheftReport(trx, report.id, { status: 'recovered', recovered_at: at, returned_by: returnedBy, published_at: null });
  let cancelled: string[] = [];
  if (report.reward_status === 'funded') {
    if (returnedBy) await releaseToHunter(ctx, trx, { report, bike, hunterId: returnedBy, at });
    else await updateTheftReport(trx, report.id, { reward_status: 'refund_pending' });
  } else if (report.reward_status === 'awaiting_payment') {
    cancelled = await cancelOpenPayments(trx, report.id);
    await updateTheftReport(trx, report.id, { reward_status: 'none' });
  }
  // Hunts end: the Hunter credited completes theirs (made so if they had none), the others close.
  await endActiveHunts(trx, report.id, returnedBy ?? NO_USER, at);
  if (returnedBy) await completeHunt(trx, report.id, returnedBy, at);
  return cancelled;
}
