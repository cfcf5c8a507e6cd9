import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { retentionRepository } from './retention.repository.ts';
import { pseudonymiseAccount } from './user.service.ts';

export const RETENTION_QUEUE = 'account-retention';
/** Spec §1/§9: inactive accounts are warned (and may be closed) after 24 months, deleted after 3 years. */
export const INACTIVITY_WARNING_MONTHS = 24;
export const INACTIVITY_DELETION_MONTHS = 36;
/** Contact-form messages: long enough to answer and to handle what follows from the answer. */
export const CONTACT_MESSAGE_MONTHS = 24;

/**
 * Removes what is left of a deleted account's personal data, in the caller's
 * transaction: the payout method, contact details and notes of its
 * sightings, device and position of its scans, the text of its messages, its
 * alerts, and its bikes that carry no money history (their photos' files are
 * deleted after the commit). Ledger rows, payouts and receipts stay, tied to
 * the pseudonymised account (legal retention up to 10 years).
 * Returns the bikes whose files to delete.
 */
async function purge(trx: Db, userId: string, at: Date): Promise<string[]> {
  await retentionRepository.deletePayoutMethod(trx, userId);
  await retentionRepository.scrubSightings(trx, userId);
  await retentionRepository.scrubScans(trx, userId);
  await retentionRepository.redactMessages(trx, userId);
  await retentionRepository.deleteNotifications(trx, userId);
  const bikeIds = await retentionRepository.deleteBikesWithoutPayments(trx, userId);
  await retentionRepository.markPurged(trx, userId, at);
  return bikeIds;
}

/**
 * The retention clock (a scheduled job; safe to run in several workers at
 * once — each account is handled under a row lock taken with SKIP LOCKED):
 * warns accounts inactive 24 months (once, the mail queued in the same
 * transaction), deletes accounts inactive 3 years, purges deleted
 * accounts' remaining personal data, and deletes contact-form messages after
 * 24 months.
 */
export async function runRetention(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  let warned = 0;
  let deleted = 0;
  let purged = 0;

  const toWarn = await retentionRepository.listToWarn(ctx.db, now, INACTIVITY_WARNING_MONTHS);
  for (const { id } of toWarn) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const user = await retentionRepository.markWarned(trx, id, now);
      if (!user) return false;
      await ctx.jobs.sendMail(
        { template: 'inactivityWarning', language: user.language, to: user.email, params: { nome: user.nome, link: `${ctx.config.publicUrl}/login` } },
        { trx },
      );
      return true;
    });
    if (done) warned += 1;
  }

  const toDelete = await retentionRepository.listInactive(ctx.db, now, INACTIVITY_DELETION_MONTHS);
  for (const { id } of toDelete) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const user = await retentionRepository.lockLive(trx, id);
      if (!user) return false;
      await pseudonymiseAccount(trx, id, now);
      return true;
    });
    if (done) deleted += 1;
  }

  const toPurge = await retentionRepository.listToPurge(ctx.db);
  for (const { id } of toPurge) {
    const bikeIds = await ctx.db.transaction().execute(async (trx) => {
      const user = await retentionRepository.lockUnpurged(trx, id);
      return user ? purge(trx, id, now) : null;
    });
    if (!bikeIds) continue;
    purged += 1;
    for (const bikeId of bikeIds) await ctx.storage.deletePrefix(`${bikeId}/`).catch(() => {});
  }
  const expired = await retentionRepository.deleteContactMessagesOlderThan(ctx.db, now, CONTACT_MESSAGE_MONTHS);
  return `${warned} inactive accounts warned, ${deleted} deleted after 3 years, ${purged} deleted accounts purged, ${expired} contact messages older than 2 years deleted`;
}

export async function scheduleRetention(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(RETENTION_QUEUE, '17 * * * *', () => runRetention(ctx));
}
