import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
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
  await trx.deleteFrom('payout_methods').where('user_id', '=', userId).execute();
  await trx.updateTable('sightings').set({ contact_email: null, contact_consent: false, note: null }).where('reporter_id', '=', userId).execute();
  await trx.updateTable('scans').set({ device_info: null, latitude: null, longitude: null, accuracy: null }).where('scanner_id', '=', userId).execute();
  await trx.updateTable('messages').set({ body: '[messaggio rimosso]' }).where('sender_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  const bikes = await trx
    .deleteFrom('bikes')
    .where('owner_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('theft_reports as t')
            .innerJoin('reward_payments as p', 'p.theft_report_id', 't.id')
            .select('p.id')
            .whereRef('t.bike_id', '=', 'bikes.id'),
        ),
      ),
    )
    .returning('id')
    .execute();
  await trx.updateTable('users').set({ purged_at: at }).where('id', '=', userId).execute();
  return bikes.map((b) => b.id);
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
  const inactiveSince = (months: number) => sql<boolean>`coalesce(last_login_at, created_at) <= ${now}::timestamptz - make_interval(months => ${months})`;
  let warned = 0;
  let deleted = 0;
  let purged = 0;

  const toWarn = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('inactivity_warned_at', 'is', null)
    .where(inactiveSince(INACTIVITY_WARNING_MONTHS))
    .execute();
  for (const { id } of toWarn) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .updateTable('users')
        .set({ inactivity_warned_at: now })
        .where('id', '=', id)
        .where('inactivity_warned_at', 'is', null)
        .where('deleted_at', 'is', null)
        .returning(['email', 'nome', 'language'])
        .executeTakeFirst();
      if (!user) return false;
      await ctx.jobs.sendMail(
        { template: 'inactivityWarning', language: user.language, to: user.email, params: { nome: user.nome, link: `${ctx.config.publicUrl}/login` } },
        { trx },
      );
      return true;
    });
    if (done) warned += 1;
  }

  const toDelete = await ctx.db.selectFrom('users').select('id').where('deleted_at', 'is', null).where(inactiveSince(INACTIVITY_DELETION_MONTHS)).execute();
  for (const { id } of toDelete) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
      if (!user) return false;
      await pseudonymiseAccount(trx, id, now);
      return true;
    });
    if (done) deleted += 1;
  }

  const toPurge = await ctx.db.selectFrom('users').select('id').where('deleted_at', 'is not', null).where('purged_at', 'is', null).execute();
  for (const { id } of toPurge) {
    const bikeIds = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', id).where('purged_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
      return user ? purge(trx, id, now) : null;
    });
    if (!bikeIds) continue;
    purged += 1;
    for (const bikeId of bikeIds) await ctx.storage.deletePrefix(`${bikeId}/`).catch(() => {});
  }
  const expired = await ctx.db
    .deleteFrom('contact_messages')
    .where(sql<boolean>`created_at <= ${now}::timestamptz - make_interval(months => ${CONTACT_MESSAGE_MONTHS})`)
    .executeTakeFirst();
  return `${warned} inactive accounts warned, ${deleted} deleted after 3 years, ${purged} deleted accounts purged, ${Number(expired.numDeletedRows)} contact messages older than 2 years deleted`;
}

export async function scheduleRetention(ctx: AppContext): Promise<void> {
  await ctx.jobs.schedule(RETENTION_QUEUE, '17 * * * *', () => runRetention(ctx));
}
