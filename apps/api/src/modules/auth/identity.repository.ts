import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdentityTicketsTable, UserIdentitiesTable } from '../../db/schema.ts';

export type UserIdentityRow = Selectable<UserIdentitiesTable>;
export type IdentityTicketRow = Selectable<IdentityTicketsTable>;
export type IdentityProvider = UserIdentityRow['provider'];
export type TicketPurpose = IdentityTicketRow['purpose'];

/** SQL for linked sign-in identities (Sign in with Google) and their pending tickets. */
export const identityRepository = {
  find(db: Db, provider: IdentityProvider, subject: string): Promise<UserIdentityRow | undefined> {
    return db.selectFrom('user_identities').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  },

  findOfUser(db: Db, userId: string, provider: IdentityProvider): Promise<UserIdentityRow | undefined> {
    return db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  },

  async insert(db: Db, row: { userId: string; provider: IdentityProvider; subject: string; email: string; createdAt: Date }): Promise<void> {
    await db
      .insertInto('user_identities')
      .values({ user_id: row.userId, provider: row.provider, subject: row.subject, email: row.email, created_at: row.createdAt })
      .execute();
  },

  async insertTicket(db: Db, row: Omit<IdentityTicketRow, 'id' | 'used_at'>): Promise<void> {
    await db.insertInto('identity_tickets').values(row).execute();
  },

  /** An unused, unexpired ticket, without spending it (a wrong password must not burn it). */
  findOpenTicket(db: Db, purpose: TicketPurpose, tokenHash: Buffer, now: Date): Promise<IdentityTicketRow | undefined> {
    return db
      .selectFrom('identity_tickets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  },

  /** Spends a ticket in one statement, so two uses cannot both succeed; undefined when not open. */
  consumeTicket(db: Db, purpose: TicketPurpose, tokenHash: Buffer, now: Date): Promise<IdentityTicketRow | undefined> {
    return db
      .updateTable('identity_tickets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Deletes at most `limit` tickets made at or before `before` (an unfinished Google sign-up: a ticket
   * lives an hour), skipping locked ones (retention, issue #26); how many.
   */
  async deleteTicketsMadeBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('identity_tickets')
      .where('id', 'in', (eb) => eb.selectFrom('identity_tickets').select('id').where('created_at', '<=', before).limit(limit).forUpdate().skipLocked())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes every ticket issued for an address, in any case (an unfinished sign-up of a person being erased); how many. */
  async deleteTicketsFor(db: Db, email: string): Promise<number> {
    const result = await db.deleteFrom('identity_tickets').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
