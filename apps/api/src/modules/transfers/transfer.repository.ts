import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BikeTransfersTable } from '../../db/schema.ts';

export type TransferRow = Selectable<BikeTransfersTable>;
/** A transfer waiting for its answer: its address is there (it is cleared only 30 days after the answer, issue #26). */
export type PendingTransferRow = TransferRow & { to_email: string };

/** SQL for transfers of ownership; the rules live in the service. */
export const transferRepository = {
  insert(
    db: Db,
    row: { bikeId: string; fromUserId: string; toEmail: string; tokenHash: Buffer; expiresAt: Date; createdAt: Date },
  ): Promise<PendingTransferRow> {
    return db
      .insertInto('bike_transfers')
      .values({
        bike_id: row.bikeId,
        from_user_id: row.fromUserId,
        to_email: row.toEmail,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
        created_at: row.createdAt,
      })
      .returningAll()
      .$narrowType<{ to_email: string }>()
      .executeTakeFirstOrThrow();
  },

  findById(db: Db, id: string): Promise<TransferRow | undefined> {
    return db.selectFrom('bike_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Locks the transfer for the rest of the transaction: two answers at once are served one after the other. */
  findByIdForUpdate(db: Db, id: string): Promise<TransferRow | undefined> {
    return db.selectFrom('bike_transfers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  findPendingByBike(db: Db, bikeId: string): Promise<TransferRow | undefined> {
    return db.selectFrom('bike_transfers').selectAll().where('bike_id', '=', bikeId).where('status', '=', 'pending').executeTakeFirst();
  },

  /** Pending, unexpired transfers addressed to an e-mail, newest first (their bikes are the bikes module's). */
  listIncoming(db: Db, email: string, now: Date): Promise<TransferRow[]> {
    return db
      .selectFrom('bike_transfers')
      .selectAll()
      .where(sql<string>`lower(to_email)`, '=', email.toLowerCase())
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .execute();
  },

  async setStatus(db: Db, id: string, status: TransferRow['status'], now: Date, toUserId: string | null = null): Promise<void> {
    await db
      .updateTable('bike_transfers')
      .set({ status, resolved_at: now, ...(toUserId && { to_user_id: toUserId }) })
      .where('id', '=', id)
      .execute();
  },

  /** Cancels the bike's pending transfers. */
  async cancelPending(db: Db, bikeId: string, now: Date): Promise<void> {
    await db
      .updateTable('bike_transfers')
      .set({ status: 'cancelled', resolved_at: now })
      .where('bike_id', '=', bikeId)
      .where('status', '=', 'pending')
      .execute();
  },

  /** Marks every overdue pending transfer expired (optionally of one bike); returns how many. */
  async expireOverdue(db: Db, now: Date, bikeId?: string): Promise<number> {
    let query = db.updateTable('bike_transfers').set({ status: 'expired', resolved_at: now }).where('status', '=', 'pending').where('expires_at', '<=', now);
    if (bikeId) query = query.where('bike_id', '=', bikeId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Clears the address of at most `limit` transfers resolved at or before `before`, skipping locked ones (retention, issue #26); how many. */
  async clearAddressesResolvedBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .updateTable('bike_transfers')
      .set({ to_email: null })
      .where('id', 'in', (eb) =>
        eb.selectFrom('bike_transfers').select('id').where('to_email', 'is not', null).where('resolved_at', '<=', before).limit(limit).forUpdate().skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Cancels the transfers still waiting that an account offered, or that are addressed to it (erasure); how many. */
  async cancelPendingOfPerson(db: Db, person: { userId: string; email: string }, now: Date): Promise<number> {
    const result = await db
      .updateTable('bike_transfers')
      .set({ status: 'cancelled', resolved_at: now })
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('from_user_id', '=', person.userId), eb(sql<string>`lower(to_email)`, '=', person.email.toLowerCase())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Clears the address of every transfer addressed to a person, by address or by the account that answered it (erasure); how many. */
  async clearAddressOfRecipient(db: Db, person: { userId: string; email: string }): Promise<number> {
    const result = await db
      .updateTable('bike_transfers')
      .set({ to_email: null })
      .where('to_email', 'is not', null)
      .where((eb) => eb.or([eb('to_user_id', '=', person.userId), eb(sql<string>`lower(to_email)`, '=', person.email.toLowerCase())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};

/** The transfers of these bikes still waiting for their answer at `now` (a bike's extras, bikes/bike-extras.ts). */
export async function pendingTransfersOfBikes(
  db: Db,
  bikeIds: string[],
  now: Date,
): Promise<{ id: string; bike_id: string; to_email: string; expires_at: Date; created_at: Date }[]> {
  if (bikeIds.length === 0) return [];
  return (
    db
      .selectFrom('bike_transfers')
      .select(['id', 'bike_id', 'to_email', 'expires_at', 'created_at'])
      .where('bike_id', 'in', bikeIds)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      // A waiting transfer has its address: it is cleared only 30 days after the answer (issue #26).
      .$narrowType<{ to_email: string }>()
      .execute()
  );
}
