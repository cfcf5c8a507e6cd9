import { type IncomingTransfer, transferLifetimeDays } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { BikeRow } from '../bikes/index.ts';
import {
  bikeLabel,
  bikeNotFound,
  bikesByIds,
  canEditBike,
  endCurrentOwnership,
  findBike,
  isLockedByTheft,
  lockBike,
  saveBike,
  startOwnership,
} from '../bikes/index.ts';
import { moveBikeTags } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { canCancelTransfer, canSeeTransfer, isSender, mayAnswerTransfer } from './transfer.policy.ts';
import { effectiveStatus, presentIncomingTransfer } from './transfer.presenter.ts';
import { type PendingTransferRow, type TransferRow, transferRepository } from './transfer.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const transferNotFound = () => new AppError(404, 'TRANSFER_NOT_FOUND', 'Transfer not found');
const bikeStolen = () => new AppError(409, 'BIKE_STOLEN', 'A bike reported stolen cannot change owner until it is recovered');

/**
 * Offers a bike to the holder of an e-mail address: they get a mail with a
 * single link (and an in-app prompt if they have an account) for 14 days.
 */
export async function startTransfer(ctx: AppContext, actor: UserRow, bikeId: string, email: string): Promise<PendingTransferRow> {
  if (email.toLowerCase() === actor.email.toLowerCase()) {
    throw new AppError(400, 'TRANSFER_TO_SELF', 'You cannot transfer a bike to yourself', {
      fields: [{ field: 'email', i18nKey: 'errors.TRANSFER_TO_SELF', message: 'email: this is your own address' }],
    });
  }
  const token = randomToken();
  const now = ctx.clock.now();
  const { transfer, bike } = await runTransaction(ctx.db, async (trx) => {
    const bike = isUuid(bikeId) ? await lockBike(trx, bikeId) : undefined;
    if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
    if (isLockedByTheft(bike)) throw bikeStolen();
    await transferRepository.expireOverdue(trx, now, bike.id);
    if (await transferRepository.findPendingByBike(trx, bike.id)) {
      throw new AppError(409, 'TRANSFER_PENDING', 'A transfer of this bike is already waiting for an answer: cancel it first');
    }
    const transfer = await transferRepository.insert(trx, {
      bikeId: bike.id,
      fromUserId: actor.id,
      toEmail: email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + transferLifetimeDays * DAY_MS),
      createdAt: now,
    });
    return { transfer, bike };
  });
  const recipient = await findUserByEmail(ctx.db, email);
  await ctx.jobs.sendMail({
    template: 'bikeTransfer',
    language: recipient?.language ?? actor.language,
    to: email,
    params: {
      nome: recipient?.nome ?? '',
      link: `${ctx.config.publicUrl}/transfers/${transfer.id}?token=${encodeURIComponent(token)}`,
      bike: bikeLabel(bike),
    },
  });
  return transfer;
}

/** The sender withdraws a transfer nobody has answered yet. */
export async function cancelTransfer(ctx: AppContext, actor: UserRow, transferId: string): Promise<void> {
  const now = ctx.clock.now();
  await runTransaction(ctx.db, async (trx) => {
    const transfer = isUuid(transferId) ? await transferRepository.findByIdForUpdate(trx, transferId) : undefined;
    if (!transfer || !canCancelTransfer(actor, transfer)) throw transferNotFound();
    assertPending(transfer, now);
    await transferRepository.setStatus(trx, transfer.id, 'cancelled', now);
  });
}

/** Transfers waiting for the signed-in user's answer. */
export async function listIncoming(ctx: AppContext, actor: UserRow): Promise<IncomingTransfer[]> {
  const now = ctx.clock.now();
  const rows = await transferRepository.listIncoming(ctx.db, actor.email, now);
  const bikes = await bikesByIds(
    ctx.db,
    rows.map((r) => r.bike_id),
  );
  // A transfer's bike is never deleted under it (bike_transfers.bike_id cascades): each has its bike.
  return rows.flatMap((r) => {
    const bike = bikes.get(r.bike_id);
    return bike ? [presentIncomingTransfer(r, bike, now)] : [];
  });
}

/** One transfer for its recipient (addressee, or holder of the mailed link). */
export async function getIncoming(ctx: AppContext, actor: UserRow, transferId: string, token?: string): Promise<IncomingTransfer> {
  const transfer = isUuid(transferId) ? await transferRepository.findById(ctx.db, transferId) : undefined;
  if (!transfer || !canSeeTransfer(actor, transfer, token ? hashToken(token) : null)) throw transferNotFound();
  const bike = (await findBike(ctx.db, transfer.bike_id)) as BikeRow;
  return presentIncomingTransfer(transfer, bike, ctx.clock.now());
}

/**
 * Accepts a transfer: in one transaction the bike (and with it everything that
 * hangs off it) becomes the caller's, the ownership history gets a new period,
 * and the transfer is closed. Concurrent accepts are serialised by row locks:
 * the second finds the transfer no longer pending and moves nothing.
 */
export async function acceptTransfer(ctx: AppContext, actor: UserRow, transferId: string, token?: string): Promise<BikeRow> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const transfer = await lockAnswerable(trx, actor, transferId, now, token);
    if (isSender(actor, transfer)) throw new AppError(400, 'TRANSFER_TO_SELF', 'You cannot accept your own transfer');
    const bike = await lockBike(trx, transfer.bike_id);
    if (!bike || bike.owner_id !== transfer.from_user_id) throw new AppError(409, 'TRANSFER_NOT_PENDING', 'This transfer is no longer valid');
    if (isLockedByTheft(bike)) throw bikeStolen();
    const moved = await saveBike(trx, bike.id, { owner_id: actor.id }, now);
    // Tags belong to an account as well as to the bike: they move with it.
    await moveBikeTags(trx, bike.id, actor.id, now);
    await endCurrentOwnership(trx, bike.id, now);
    await startOwnership(trx, bike.id, actor.id, 'transfer', now);
    await transferRepository.setStatus(trx, transfer.id, 'accepted', now, actor.id);
    return moved;
  });
}

/** Declines a transfer: the bike stays with its owner. */
export async function declineTransfer(ctx: AppContext, actor: UserRow, transferId: string, token?: string): Promise<void> {
  const now = ctx.clock.now();
  await runTransaction(ctx.db, async (trx) => {
    const transfer = await lockAnswerable(trx, actor, transferId, now, token);
    await transferRepository.setStatus(trx, transfer.id, 'declined', now);
  });
}

/** Loads and locks a pending transfer the caller may answer, or explains why not. */
async function lockAnswerable(trx: Db, actor: UserRow, transferId: string, now: Date, token?: string): Promise<TransferRow> {
  const transfer = isUuid(transferId) ? await transferRepository.findByIdForUpdate(trx, transferId) : undefined;
  const tokenHash = token ? hashToken(token) : null;
  if (!transfer || !canSeeTransfer(actor, transfer, tokenHash)) throw transferNotFound();
  assertPending(transfer, now);
  if (!mayAnswerTransfer(actor, transfer, tokenHash)) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail address, or open the link in the mail, to answer this transfer');
  }
  return transfer;
}

function assertPending(transfer: TransferRow, now: Date): void {
  const status = effectiveStatus(transfer, now);
  if (status === 'expired') throw new AppError(409, 'TRANSFER_EXPIRED', 'This transfer has expired');
  if (status !== 'pending') throw new AppError(409, 'TRANSFER_NOT_PENDING', `This transfer was already ${status}`);
}

/** Marks every pending transfer past its deadline expired (housekeeping); returns how many. */
export function expireOverdueTransfers(db: Db, now: Date): Promise<number> {
  return transferRepository.expireOverdue(db, now);
}

/**
 * The retention job's `transfer_addresses` rule (issue #26): clears the address of a batch of transfers
 * resolved (accepted, declined, cancelled, expired) at or before `before`; how many.
 */
export function clearTransferAddresses(db: Db, before: Date, limit: number): Promise<number> {
  return transferRepository.clearAddressesResolvedBefore(db, before, limit);
}

/** Cancels the bike's transfers still waiting (a bike reported stolen cannot change owner). */
export function cancelPendingTransfersOf(db: Db, bikeId: string, now: Date): Promise<void> {
  return transferRepository.cancelPending(db, bikeId, now);
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction: the
 * transfers it offered or that wait for its address are cancelled (nobody can answer them any more), and
 * every transfer addressed to it loses the address; the bike's history keeps the dates.
 */
export async function forgetTransferAddress(trx: Db, person: { userId: string; email: string }, now: Date): Promise<void> {
  await transferRepository.cancelPendingOfPerson(trx, person, now);
  await transferRepository.clearAddressOfRecipient(trx, person);
}
