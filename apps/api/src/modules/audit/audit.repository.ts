import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { runTransaction } from '../../lib/transactions.ts';

/** An audit entry's recorded values (the rest of the row never changes). */
export interface AuditValues {
  id: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes to the audit log: append-only (a trigger refuses UPDATE, and DELETE but for the retention job);
 * the one exception is an erasure's scrub of `before` and `after` (migration 20261201120000).
 */
export const auditRepository = {
  async insert(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },

  /**
   * Entries that name a person: about their account, or holding their id or e-mail address (any case)
   * in what they recorded. NOTE: a scan of the log's JSON as text; an erasure is rare and the log small
   * beside the tables a request touches.
   */
  entriesNaming(db: Db, person: { id: string; email: string }): Promise<AuditValues[]> {
    return db
      .selectFrom('audit_log')
      .select(['id', 'before', 'after'])
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', person.id)]),
          eb(sql<number>`strpos(coalesce(before::text, '') || coalesce(after::text, ''), ${person.id})`, '>', 0),
          eb(sql<number>`strpos(lower(coalesce(before::text, '') || coalesce(after::text, '')), lower(${person.email}))`, '>', 0),
        ]),
      )
      .execute();
  },

  /**
   * Rewrites an entry's `before` and `after`, under the erasure's permission (transaction-local, taken
   * back at once): the only UPDATE the log's trigger lets through.
   */
  async rewriteValues(trx: Db, entries: AuditValues[]): Promise<void> {
    if (entries.length === 0) return;
    await sql`SELECT set_config('ritrova.audit_log_erasure', 'on', true)`.execute(trx);
    for (const entry of entries) {
      await trx
        .updateTable('audit_log')
        .set({ before: entry.before === null ? null : JSON.stringify(entry.before), after: entry.after === null ? null : JSON.stringify(entry.after) })
        .where('id', '=', entry.id)
        .execute();
    }
    await sql`SELECT set_config('ritrova.audit_log_erasure', 'off', true)`.execute(trx);
  },

  /**
   * Deletes at most `limit` entries written at or before `before`, oldest first, in one short transaction
   * that first says it is the retention's (the trigger refuses any other delete; migration
   * 20261201110000), their locks taken with SKIP LOCKED (issue #26); how many.
   */
  async deleteWrittenBefore(db: Db, before: Date, limit: number): Promise<number> {
    return runTransaction(db, async (trx) => {
      await sql`SELECT set_config('ritrova.audit_log_expiry', 'on', true)`.execute(trx);
      const result = await trx
        .deleteFrom('audit_log')
        .where('id', 'in', (eb) =>
          eb.selectFrom('audit_log').select('id').where('created_at', '<=', before).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  },
};
