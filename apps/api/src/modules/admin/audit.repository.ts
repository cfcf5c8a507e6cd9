import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

/** Writes to the audit log: append-only (a trigger refuses UPDATE and DELETE). */
export const auditRepository = {
  async insert(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },
};
