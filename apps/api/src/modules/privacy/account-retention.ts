import { INACTIVITY_WARNING_MONTHS, retentionPolicy } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { forgetSessions } from '../auth/index.ts';
import { deleteBikesOfExcept, ownedBikeIds, reduceBikesOf } from '../bikes/index.ts';
import { deleteContactMessagesOlderThan } from '../contact/index.ts';
import { forgetHunts } from '../hunters/index.ts';
import { forgetMaintenanceOf } from '../maintenance/index.ts';
import { redactMessagesSentBy } from '../messages/index.ts';
import { forgetNotificationsOf, forgetSightingMailWindowsOf } from '../notifications/index.ts';
import { forgetBikePhotos } from '../photos/index.ts';
import { forgetPayoutMethod, theftReportIdsWithPayments } from '../rewards/index.ts';
import { forgetConsentsGrantedBy } from '../shops/index.ts';
import { releaseTagsOf } from '../tags/index.ts';
import { reduceTheftFactsOf, scrubSightingsBy, theftReportsOnBikes } from '../theft-records/index.ts';
import {
  listAccountsToPurge,
  listAccountsToWarn,
  listInactiveAccounts,
  lockLiveAccount,
  lockUnpurgedAccount,
  markAccountPurged,
  markAccountWarned,
} from '../users/index.ts';
import { scrubScansBy } from '../verification/index.ts';
import { eraseFiles, pseudonymiseAccount } from './erasure.ts';

export { INACTIVITY_WARNING_MONTHS };
/** Spec §1/§9: an account unused three years is deleted — the retention table's `account` rule. */
export const INACTIVITY_DELETION_MONTHS = ruleMonths('account');
/** Contact-form messages: long enough to answer and to handle what follows from the answer (the `contact_messages` rule). */
export const CONTACT_MESSAGE_MONTHS = ruleMonths('contact_messages');
/** Accounts handled in one run of each step at most (each in a short transaction of its own); the next hour takes the rest. */
export const ACCOUNTS_PER_RUN = 1000;

function ruleMonths(id: 'account' | 'contact_messages'): number {
  const rule = retentionPolicy.find((r) => r.id === id);
  if (rule?.keep.unit !== 'months') throw new Error(`the retention table's ${id} rule no longer counts in months`);
  return rule.keep.count;
}

/** What a purge leaves for after its commit: the folders of files to delete. */
interface PurgedFiles {
  /** Bikes deleted whole: everything under them goes (photos and the sighting photos of their thefts). */
  deletedBikeIds: string[];
  /** Photos of the bikes kept for the money records. */
  photoFolders: string[];
}

/**
 * Deletes the user's bikes that carry no money history (no reward payment on a theft report); returns
 * their ids. The bikes, theft and rewards modules each answer for their own table: the owner's bikes,
 * the theft reports on them, which of those carry a payment; then the bikes without one are deleted.
 */
async function deleteBikesWithoutPayments(trx: Db, userId: string): Promise<string[]> {
  const reports = await theftReportsOnBikes(trx, await ownedBikeIds(trx, userId));
  const paid = await theftReportIdsWithPayments(
    trx,
    reports.map((r) => r.id),
  );
  const keep = [...new Set(reports.filter((r) => paid.has(r.id)).map((r) => r.bike_id))];
  return deleteBikesOfExcept(trx, userId, keep);
}

/**
 * Removes what is left of a deleted account's personal data, in the caller's transaction: the payout
 * method, contact details and notes of its sightings, device and position of its scans, the text of
 * its messages, its alerts, its hunts, its sessions' rows and its sighting mail windows; its bikes that
 * carry no money history are deleted, and the ones that do (a theft report with a payment) are reduced
 * to their type and status, lose their photos, maintenance and shops' consents, and their thefts keep
 * only the municipality, dates and amounts (as the `theft_facts` rule leaves a closed theft); its tags
 * go back to the inventory. Ledger rows, payments, payouts, receipts and disputes stay, tied to the
 * pseudonymised account (the `payments` rule: ten years).
 */
async function purge(trx: Db, userId: string, at: Date): Promise<PurgedFiles> {
  await forgetPayoutMethod(trx, userId);
  await scrubSightingsBy(trx, userId);
  await scrubScansBy(trx, userId);
  await redactMessagesSentBy(trx, userId);
  await forgetNotificationsOf(trx, userId);
  await forgetHunts(trx, userId);
  await forgetSessions(trx, userId);
  await forgetSightingMailWindowsOf(trx, userId);
  // Bikes: lock order as the money flows (bike, then report; rewards/lock-order.ts).
  const deletedBikeIds = await deleteBikesWithoutPayments(trx, userId);
  const keptBikeIds = await reduceBikesOf(trx, userId, at);
  await reduceTheftFactsOf(trx, userId);
  const photoFolders = await forgetBikePhotos(trx, keptBikeIds);
  await forgetMaintenanceOf(trx, keptBikeIds);
  await forgetConsentsGrantedBy(trx, userId);
  await releaseTagsOf(trx, userId, at);
  await markAccountPurged(trx, userId, at);
  return { deletedBikeIds, photoFolders };
}

/**
 * The `account` rule: warns accounts unused 24 months (once, the mail queued in the same transaction
 * that marks the account) and deletes (pseudonymises) accounts unused 36 months, counting from
 * `last_active_at` (a sign-in, a refresh, a signed-in request or tap). Safe in several workers at once:
 * each account is handled under a row lock taken with SKIP LOCKED. Answers how many of each.
 */
export async function warnAndDeleteInactiveAccounts(ctx: AppContext, limit = ACCOUNTS_PER_RUN): Promise<{ warned: number; deleted: number }> {
  const now = ctx.clock.now();
  let warned = 0;
  let deleted = 0;
  for (const { id } of await listAccountsToWarn(ctx.db, now, INACTIVITY_WARNING_MONTHS, limit)) {
    const done = await runTransaction(ctx.db, async (trx) => {
      const user = await markAccountWarned(trx, id, now);
      if (!user) return false;
      await ctx.jobs.sendMail(
        { template: 'inactivityWarning', language: user.language, to: user.email, params: { nome: user.nome, link: `${ctx.config.publicUrl}/login` } },
        { trx },
      );
      return true;
    });
    if (done) warned += 1;
  }
  for (const { id } of await listInactiveAccounts(ctx.db, now, INACTIVITY_DELETION_MONTHS, limit)) {
    const erased = await runTransaction(ctx.db, async (trx) => {
      const user = await lockLiveAccount(trx, id);
      return user ? pseudonymiseAccount(trx, id, now) : null;
    });
    if (!erased) continue;
    await eraseFiles(ctx, erased);
    deleted += 1;
  }
  return { warned, deleted };
}

/**
 * The `account_purge` rule: purges what deleted accounts left (see `purge`), each account in a short
 * transaction of its own under a row lock taken with SKIP LOCKED; the files after each commit. Answers
 * how many accounts.
 */
export async function purgeDeletedAccounts(ctx: AppContext, limit = ACCOUNTS_PER_RUN): Promise<number> {
  const now = ctx.clock.now();
  let purged = 0;
  for (const { id } of await listAccountsToPurge(ctx.db, limit)) {
    const files = await runTransaction(ctx.db, async (trx) => {
      const user = await lockUnpurgedAccount(trx, id);
      return user ? purge(trx, id, now) : null;
    });
    if (!files) continue;
    purged += 1;
    for (const bikeId of files.deletedBikeIds) await ctx.storage.deletePrefix(`${bikeId}/`).catch(() => {});
    for (const folder of files.photoFolders) await ctx.storage.deletePrefix(folder).catch(() => {});
  }
  return purged;
}

/**
 * The account retention in one call (the `account` and `account_purge` rules, then contact-form
 * messages older than 24 months): what retention.service.ts's steps run, and what tests call with a moved
 * clock. Answers a summary line.
 */
export async function runRetention(ctx: AppContext): Promise<string> {
  const { warned, deleted } = await warnAndDeleteInactiveAccounts(ctx);
  const purged = await purgeDeletedAccounts(ctx);
  const expired = await deleteContactMessagesOlderThan(ctx.db, ctx.clock.now(), CONTACT_MESSAGE_MONTHS);
  return `${warned} inactive accounts warned, ${deleted} deleted after 3 years, ${purged} deleted accounts purged, ${expired} contact messages older than 2 years deleted`;
}
