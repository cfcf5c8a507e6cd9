import {
  type AdminPayout,
  formatMoney,
  type HunterRewards,
  PAYOUT_BUSINESS_DAYS,
  type PayoutMethod,
  type PayoutMethodInput,
  payoutMethodInputSchema,
} from '@ritrova/shared';
import { friendlyFormatIBAN } from 'ibantools';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { addItalianBusinessDays, italianDate } from '../../lib/business-days.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { formatDay } from '../../lib/money.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { recordAudit } from '../audit/index.ts';
import { owedToHunter, payOut, postingsOf } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import type { UserRow } from '../users/index.ts';
import { findUser, usersByIds } from '../users/index.ts';
import { lockTheft } from './lock-order.ts';
import { payoutRepository } from './payout.repository.ts';
import { issueReceipt } from './receipts.ts';
import { reportsWithBikeNames } from './report-bikes.ts';
import { disputeDeadline } from './reward.service.ts';

/** Payouts still pending after their due day (the Italian calendar's today), frozen ones apart: what the operators are paged for. */
export function overduePayoutCount(ctx: AppContext): Promise<number> {
  return payoutRepository.countOverdue(ctx.db, italianDate(ctx.clock.now()));
}

/**
 * A released reward becomes a payout due within 7 Italian business days, and
 * the Hunter is told (in-app and by mail, queued in the same transaction).
 */
export async function createPayout(
  ctx: AppContext,
  trx: Db,
  input: { theftReportId: string; bikeId: string; bikeLabel: string; hunterId: string; amountCents: number; at: Date },
): Promise<void> {
  const dueOn = addItalianBusinessDays(input.at, PAYOUT_BUSINESS_DAYS);
  await payoutRepository.insert(trx, {
    hunter_id: input.hunterId,
    theft_report_id: input.theftReportId,
    amount_cents: input.amountCents,
    due_on: dueOn,
    created_at: input.at,
  });
  await notify(trx, { userId: input.hunterId, type: 'reward_released', at: input.at, bikeId: input.bikeId, theftReportId: input.theftReportId });
  const hunter = await findUser(trx, input.hunterId);
  if (!hunter) throw new Error(`Hunter ${input.hunterId} not found`);
  if (hunter.deleted_at) return;
  await ctx.jobs.sendMail(
    {
      template: 'rewardReleased',
      language: hunter.language,
      to: hunter.email,
      params: {
        nome: hunter.nome,
        link: `${ctx.config.publicUrl}/hunter/rewards`,
        bike: input.bikeLabel,
        amount: formatMoney(input.amountCents, hunter.language),
        date: formatDay(dueOn, hunter.language),
      },
    },
    { trx },
  );
}

const maskIban = (iban: string) => `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
};

/** `GET /api/hunter/payout-method`: shown masked. */
export async function getPayoutMethod(ctx: AppContext, actor: UserRow): Promise<PayoutMethod | null> {
  const row = await payoutRepository.methodOf(ctx.db, actor.id);
  if (!row) return null;
  return {
    kind: row.kind,
    holderName: row.holder_name,
    display: row.kind === 'iban' ? maskIban(row.iban ?? '') : maskEmail(row.paypal_email ?? ''),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** `PUT /api/hunter/payout-method`: an IBAN (checksum checked by the schema) or a PayPal address. */
export async function setPayoutMethod(ctx: AppContext, actor: UserRow, input: PayoutMethodInput): Promise<PayoutMethod> {
  const method = payoutMethodInputSchema.parse(input);
  const values = {
    kind: method.kind,
    holder_name: method.holderName,
    iban: method.kind === 'iban' ? method.iban : null,
    paypal_email: method.kind === 'paypal' ? method.paypalEmail.toLowerCase() : null,
    updated_at: ctx.clock.now(),
  };
  await payoutRepository.saveMethod(ctx.db, actor.id, values);
  return (await getPayoutMethod(ctx, actor)) as PayoutMethod;
}

function payoutStatus(row: { status: 'pending' | 'paid' | 'cancelled'; frozen: boolean }) {
  return row.status === 'pending' && row.frozen ? ('frozen' as const) : row.status;
}

/** `GET /api/hunter/rewards`: pending and paid, with their receipts. */
export async function hunterRewards(ctx: AppContext, actor: UserRow): Promise<HunterRewards> {
  const rows = await withReportFacts(ctx.db, await payoutRepository.ofHunter(ctx.db, actor.id));
  const sum = (status: 'pending' | 'paid') => rows.filter((r) => r.status === status).reduce((n, r) => n + r.amount_cents, 0);
  return {
    pendingCents: sum('pending'),
    paidCents: sum('paid'),
    totalEarnedCents: sum('pending') + sum('paid'),
    payouts: rows.map((r) => ({
      id: r.id,
      theftReportId: r.theft_report_id,
      bikeName: r.bike_name,
      amountCents: r.amount_cents,
      status: payoutStatus(r),
      dueOn: r.due_on,
      paidAt: r.paid_at?.toISOString() ?? null,
      receiptNumber: r.receipt_number,
      disputeUntil: disputeDeadline(r.recovered_at ?? r.created_at).toISOString(),
    })),
  };
}

/**
 * Payouts with their bike's name and their report's recovery time (report-bikes.ts), in the same order;
 * a payout whose report or bike is not found is left out, as the inner joins these replace left it out.
 */
async function withReportFacts<P extends { theft_report_id: string }>(db: Db, payouts: P[]): Promise<(P & { bike_name: string; recovered_at: Date | null })[]> {
  const reports = await reportsWithBikeNames(
    db,
    payouts.map((p) => p.theft_report_id),
  );
  return payouts.flatMap((p) => {
    const report = reports.get(p.theft_report_id);
    return report ? [{ ...p, bike_name: report.bike_name, recovered_at: report.recovered_at }] : [];
  });
}

/** Payouts (all, or one) for the admins: with their facts and the Hunter's name and address (users' usersByIds); a payout whose Hunter is not found is left out. */
async function adminPayouts(db: Db, id?: string) {
  const payouts = await withReportFacts(db, await payoutRepository.forAdmins(db, id));
  const hunters = await usersByIds(
    db,
    payouts.map((p) => p.hunter_id),
  );
  return payouts.flatMap((p) => {
    const hunter = hunters.get(p.hunter_id);
    return hunter ? [{ ...p, nome: hunter.nome, cognome: hunter.cognome, email: hunter.email }] : [];
  });
}

function presentAdminPayout(r: Awaited<ReturnType<typeof adminPayouts>>[number], today: string): AdminPayout {
  return {
    id: r.id,
    hunter: { id: r.hunter_id, name: `${r.nome} ${r.cognome}`.trim(), email: r.email },
    method: r.method_kind
      ? {
          kind: r.method_kind,
          holderName: r.holder_name ?? '',
          account: r.method_kind === 'iban' ? (friendlyFormatIBAN(r.iban ?? '') ?? '') : (r.paypal_email ?? ''),
        }
      : null,
    bikeName: r.bike_name,
    amountCents: r.amount_cents,
    status: payoutStatus(r),
    dueOn: r.due_on,
    overdue: r.status === 'pending' && r.due_on < today,
    reference: r.reference,
    paidAt: r.paid_at?.toISOString() ?? null,
  };
}

/** `GET /api/admin/payouts`: pending first by due date, then the rest. */
export async function listAdminPayouts(ctx: AppContext): Promise<AdminPayout[]> {
  const today = italianDate(ctx.clock.now());
  return (await adminPayouts(ctx.db)).map((r) => presentAdminPayout(r, today));
}

/**
 * An admin records that a payout was sent (bank transfer or PayPal) with its
 * reference: the ledger pays the Hunter's payable out — the amount the ledger
 * credited them for the report, less what a dispute took back — the payout
 * becomes paid, the Hunter's receipt is issued, the audit log records it — one
 * transaction. A payout frozen by a dispute, already paid, or of a Hunter
 * without a payout method is refused.
 */
export async function markPayoutPaid(ctx: AppContext, admin: UserRow, payoutId: string, reference: string): Promise<AdminPayout> {
  if (!isUuid(payoutId)) throw new AppError(404, 'NOT_FOUND', 'Payout not found');
  await runTransaction(ctx.db, async (trx) => {
    // Which report, read without a lock; then the lock order (lock-order.ts): report, disputes, payout, the Hunter's payable.
    const reportId = await payoutRepository.reportIdOf(trx, payoutId);
    if (!reportId) throw new AppError(404, 'NOT_FOUND', 'Payout not found');
    const locked = await lockTheft(trx, { reportId }, { disputes: true, payout: true });
    const payout = locked?.payout;
    if (!locked || payout?.id !== payoutId) throw new AppError(404, 'NOT_FOUND', 'Payout not found');
    if (payout.status !== 'pending') throw new AppError(409, 'PAYOUT_NOT_PENDING', 'This payout is not pending');
    if (locked.disputes.some((d) => d.status === 'open')) throw new AppError(409, 'PAYOUT_FROZEN', 'The payout is frozen by an open dispute');
    if (!(await payoutRepository.hasMethod(trx, payout.hunter_id)))
      throw new AppError(409, 'PAYOUT_METHOD_MISSING', 'The Hunter has not entered a payout method yet');
    // What the ledger credited the Hunter for this report (less what a dispute took back), not a split of the reward.
    const postings = await postingsOf(trx, payout.theft_report_id);
    const amountCents = postings.release?.hunterId === payout.hunter_id ? owedToHunter(postings) : 0;
    if (amountCents <= 0) throw new AppError(409, 'NOTHING_TO_RELEASE', 'The ledger owes this Hunter nothing for this reward');
    const now = ctx.clock.now();
    await payOut(trx, { payoutId: payout.id, hunterId: payout.hunter_id, amountCents, reference });
    await payoutRepository.update(trx, payout.id, { status: 'paid', paid_at: now, paid_by: admin.id, reference, amount_cents: amountCents });
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'payout.paid',
      targetType: 'payout',
      targetId: payout.id,
      before: { status: payout.status, amountCents: payout.amount_cents, hunterId: payout.hunter_id },
      after: { status: 'paid', amountCents, hunterId: payout.hunter_id, reference },
    });
    await issueReceipt(trx, {
      kind: 'reward_paid',
      userId: payout.hunter_id,
      theftReportId: payout.theft_report_id,
      amountCents,
      payoutId: payout.id,
      at: now,
    });
    await notify(trx, { userId: payout.hunter_id, type: 'payout_paid', at: now, bikeId: locked.report.bike_id, theftReportId: payout.theft_report_id });
  });
  const [row] = await adminPayouts(ctx.db, payoutId);
  return presentAdminPayout(row as NonNullable<typeof row>, italianDate(ctx.clock.now()));
}
