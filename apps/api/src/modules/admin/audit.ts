import type { Db } from '../../db/database.ts';
import { auditRepository } from './audit.repository.ts';

/** One administrator change, as the audit log keeps it. */
export interface AuditEntry {
  actorId: string;
  /** `<area>.<verb>`, e.g. `user.role_changed`, `tag.batch_created`, `payout.paid`. */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The record (or the fields that changed) before and after; no secrets, no password hashes. */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes an audit row in the caller's transaction, so the change and its record
 * commit (or roll back) together. The table is append-only (a trigger refuses
 * UPDATE and DELETE).
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await auditRepository.insert(trx, {
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}
