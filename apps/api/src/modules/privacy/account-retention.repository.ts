import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';

/** An account not used (signed in to, refreshed, used signed in: `last_active_at`) in the `months` before `now`. */
const inactiveSince = (now: Date, months: number) => sql<boolean>`last_active_at <= ${now}::timestamptz - make_interval(months => ${months})`;

/**
 * SQL of account retention and erasure (account-retention.ts, erasure.ts `pseudonymiseAccount`). It also
 * reaches tables other modules own (sightings, scans, messages, notifications, bikes,
 * payout methods, contact messages, sign-in tokens and identities): only to erase or
 * scrub one account's own personal data, as the law asks, until those modules export
 * functions for it (issue #18). Nothing here decides what is due: the service does.
 */
export const retentionRepository = {
  /** At most `limit` live accounts inactive `months` and not warned yet, the longest unused first. */
  listToWarn(db: Db, now: Date, months: number, limit: number): Promise<{ id: string }[]> {
    return db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('inactivity_warned_at', 'is', null)
      .where(inactiveSince(now, months))
      .orderBy('last_active_at')
      .limit(limit)
      .execute();
  },

  /** Marks a live, not yet warned account warned; undefined when another run got there first. */
  markWarned(db: Db, id: string, now: Date): Promise<Pick<UserRow, 'email' | 'nome' | 'language'> | undefined> {
    return db
      .updateTable('users')
      .set({ inactivity_warned_at: now })
      .where('id', '=', id)
      .where('inactivity_warned_at', 'is', null)
      .where('deleted_at', 'is', null)
      .returning(['email', 'nome', 'language'])
      .executeTakeFirst();
  },

  /** At most `limit` live accounts inactive `months`, the longest unused first. */
  listInactive(db: Db, now: Date, months: number, limit: number): Promise<{ id: string }[]> {
    return db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .where(inactiveSince(now, months))
      .orderBy('last_active_at')
      .limit(limit)
      .execute();
  },

  /** Locks a live account, skipping it when another run holds it; undefined then, or when it is gone. */
  lockLive(db: Db, id: string): Promise<{ id: string } | undefined> {
    return db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
  },

  /** At most `limit` deleted accounts whose remaining personal data is not purged yet, the earliest deleted first. */
  listToPurge(db: Db, limit: number): Promise<{ id: string }[]> {
    return db.selectFrom('users').select('id').where('deleted_at', 'is not', null).where('purged_at', 'is', null).orderBy('deleted_at').limit(limit).execute();
  },

  /** Locks an account not purged yet, skipping it when another run holds it. */
  lockUnpurged(db: Db, id: string): Promise<{ id: string } | undefined> {
    return db.selectFrom('users').select('id').where('id', '=', id).where('purged_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
  },

  async deletePayoutMethod(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('payout_methods').where('user_id', '=', userId).execute();
  },

  /** The contact details and notes of the user's sightings. */
  async scrubSightings(db: Db, userId: string): Promise<void> {
    await db.updateTable('sightings').set({ contact_email: null, contact_consent: false, note: null }).where('reporter_id', '=', userId).execute();
  },

  /** The device and position of the user's scans. */
  async scrubScans(db: Db, userId: string): Promise<void> {
    await db.updateTable('scans').set({ device_info: null, latitude: null, longitude: null, accuracy: null }).where('scanner_id', '=', userId).execute();
  },

  /** The text of the messages the user sent. */
  async redactMessages(db: Db, userId: string): Promise<void> {
    await db.updateTable('messages').set({ body: '[messaggio rimosso]' }).where('sender_id', '=', userId).execute();
  },

  async deleteNotifications(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  },

  /** Deletes the user's bikes that carry no money history (no reward payment on a theft report); returns their ids. */
  async deleteBikesWithoutPayments(db: Db, userId: string): Promise<string[]> {
    const bikes = await db
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
    return bikes.map((b) => b.id);
  },

  async markPurged(db: Db, userId: string, at: Date): Promise<void> {
    await db.updateTable('users').set({ purged_at: at }).where('id', '=', userId).execute();
  },

  /** Deletes contact-form messages older than `months`; returns how many. */
  async deleteContactMessagesOlderThan(db: Db, now: Date, months: number): Promise<number> {
    const expired = await db
      .deleteFrom('contact_messages')
      .where(sql<boolean>`created_at <= ${now}::timestamptz - make_interval(months => ${months})`)
      .executeTakeFirst();
    return Number(expired.numDeletedRows);
  },

  /**
   * The account's ways back in, at deletion: single-use tokens, linked identities
   * (the Google identity is personal data too) and their tickets, the second factor
   * and its recovery codes.
   */
  async eraseSignInData(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
    await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await db.deleteFrom('identity_tickets').where('user_id', '=', userId).execute();
    await db.updateTable('users').set({ totp_secret_sealed: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', userId).execute();
    await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  },
};
