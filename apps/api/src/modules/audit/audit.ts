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
 * UPDATE, and DELETE except the retention job's, five years later).
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

/** The retention job's `audit_log` rule (issue #26): deletes a batch of entries written at or before `before` (five years); how many. */
export function deleteAuditEntries(db: Db, before: Date, limit: number): Promise<number> {
  return auditRepository.deleteWrittenBefore(db, before, limit);
}

/** What identifies an erased person in recorded values: their address, names and public names. */
export interface ErasedPerson {
  id: string;
  email: string;
  names: string[];
}

/** The mark left where an erased person's value was. */
export const ERASED = '[rimosso]';

/** Replaces every occurrence of the needles (any case) in the string values of a recorded value; keys and other values stay. */
export function scrubValue(value: unknown, needles: string[]): unknown {
  if (typeof value === 'string') {
    return needles.reduce((text, needle) => text.replace(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ERASED), value);
  }
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, needles));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, needles)]));
  return value;
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction:
 * the entries that name the person (about their account, or holding their id or address) keep the
 * action, who acted, on what and when, but lose the person's address, names and public names from
 * what they recorded. The log's one permitted change (migration 20261201120000).
 */
export async function scrubAuditEntries(trx: Db, person: ErasedPerson): Promise<number> {
  // Longest first, so "Anna Maria Rossi" goes whole before "Anna" would cut it; one letter names nobody.
  const needles = [person.email, ...person.names].filter((n) => n.trim().length >= 2).sort((a, b) => b.length - a.length);
  const scrubbed = (await auditRepository.entriesNaming(trx, person))
    .map((entry) => ({ id: entry.id, before: scrubValue(entry.before, needles), after: scrubValue(entry.after, needles), was: entry }))
    .filter((e) => JSON.stringify([e.before, e.after]) !== JSON.stringify([e.was.before, e.was.after]));
  await auditRepository.rewriteValues(
    trx,
    scrubbed.map(({ id, before, after }) => ({ id, before, after })),
  );
  return scrubbed.length;
}
