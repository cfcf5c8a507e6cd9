import { timingSafeEqual } from 'node:crypto';
import type { UserRow } from '../users/index.ts';
import type { TransferRow } from './transfer.repository.ts';

type Actor = Pick<UserRow, 'id' | 'email' | 'email_verified_at'>;

/** The transfer was addressed to this account's e-mail (none once cleared, 30 days after it was resolved). */
export function isAddressee(actor: Actor, transfer: Pick<TransferRow, 'to_email'>): boolean {
  return transfer.to_email !== null && actor.email.toLowerCase() === transfer.to_email.toLowerCase();
}

/** The caller holds the mailed link's token (proof of access to the addressee's mailbox). */
export function holdsToken(transfer: Pick<TransferRow, 'token_hash'>, tokenHash: Buffer | null): boolean {
  return tokenHash !== null && tokenHash.length === transfer.token_hash.length && timingSafeEqual(tokenHash, transfer.token_hash);
}

/** Who may see a transfer addressed to someone: the addressee, or whoever holds the mailed link. */
export function canSeeTransfer(actor: Actor, transfer: Pick<TransferRow, 'to_email' | 'token_hash'>, tokenHash: Buffer | null): boolean {
  return isAddressee(actor, transfer) || holdsToken(transfer, tokenHash);
}

/**
 * Who may answer it: the mailed link proves the mailbox; without it the account's
 * address must be verified, or anyone could sign up with the buyer's address.
 */
export function mayAnswerTransfer(actor: Actor, transfer: Pick<TransferRow, 'to_email' | 'token_hash'>, tokenHash: Buffer | null): boolean {
  return holdsToken(transfer, tokenHash) || (isAddressee(actor, transfer) && actor.email_verified_at !== null);
}

/** The caller started the transfer (it was their bike). */
export function isSender(actor: Pick<UserRow, 'id'>, transfer: Pick<TransferRow, 'from_user_id'>): boolean {
  return transfer.from_user_id === actor.id;
}

/** Only the sender withdraws a transfer; to anyone else it does not exist (404). */
export function canCancelTransfer(actor: Pick<UserRow, 'id'>, transfer: Pick<TransferRow, 'from_user_id'>): boolean {
  return isSender(actor, transfer);
}
