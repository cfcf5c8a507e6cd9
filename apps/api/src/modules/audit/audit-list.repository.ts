import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The audit log as the admin area lists it (issue #29 item 1): the entries are read here, the acting
// admin's name is the users module's (admin composes).

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive calendar days, read in Italian time. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A page of the log, newest first, and how many entries match. */
export async function listAuditEntries(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log as a');
  if (filters.actorId) query = query.where('a.actor_id', '=', filters.actorId);
  if (filters.action) query = query.where('a.action', '=', filters.action);
  if (filters.targetType) query = query.where('a.target_type', '=', filters.targetType);
  if (filters.targetId) query = query.where('a.target_id', '=', filters.targetId);
  if (filters.from) query = query.where('a.created_at', '>=', sql<Date>`(${filters.from}::date::timestamp AT TIME ZONE 'Europe/Rome')`);
  if (filters.to) query = query.where('a.created_at', '<', sql<Date>`((${filters.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')`);
  const [rows, total] = await Promise.all([
    query
      .select(['a.id', 'a.actor_id', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
