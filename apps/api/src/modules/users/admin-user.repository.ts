import type { Role } from '@ritrova/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The users module's answers to the admin area, the debug list and the owners that show a person's
// name beside their own rows (issue #29 item 1): the users table is read here, the caller composes.

/** The admin list's filters on accounts (search, role, state) and its page. */
export interface AdminUserListFilters {
  q?: string;
  role?: Role;
  status?: 'active' | 'suspended';
  limit: number;
  offset: number;
}

/** `%` and `_` typed in a search box are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts an admin manages: deleted ones are gone for everyone (their data is anonymised). */
function listedUsers(db: Db, filters: Omit<AdminUserListFilters, 'limit' | 'offset'>) {
  let query = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        eb('u.nome', 'ilike', pattern),
        eb('u.cognome', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.nome || ' ' || u.cognome`, 'ilike', pattern),
      ]),
    );
  }
  if (filters.role) query = query.where('u.role', '=', filters.role);
  if (filters.status === 'active') query = query.where('u.suspended_at', 'is', null);
  if (filters.status === 'suspended') query = query.where('u.suspended_at', 'is not', null);
  return query;
}

/** The account columns an admin may see: no password hash, no two-factor secret. */
const safeColumns = [
  'u.id',
  'u.nome',
  'u.cognome',
  'u.email',
  'u.username',
  'u.role',
  'u.persona',
  'u.language',
  'u.email_verified_at',
  'u.suspended_at',
  'u.totp_enabled_at',
  'u.created_at',
  'u.last_login_at',
] as const;

const n = (value: unknown) => Number(value ?? 0);

/** A page of the admin's account list (newest first) and how many accounts match. */
export async function listUsersForAdmin(db: Db, filters: AdminUserListFilters) {
  const [rows, total] = await Promise.all([
    listedUsers(db, filters).select(safeColumns).orderBy('u.created_at', 'desc').orderBy('u.id').limit(filters.limit).offset(filters.offset).execute(),
    listedUsers(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One account (not deleted) as an admin sees it, with whether it has a password. */
export function findUserForAdmin(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .select(safeColumns)
    .select((eb) => [eb('u.password_hash', 'is not', null).as('has_password')])
    .executeTakeFirst();
}

/**
 * Locks the active administrators' rows (in id order, so two admin changes
 * never deadlock) and returns their ids: until the transaction ends, nobody
 * else can demote, suspend or delete one of them.
 */
export async function lockActiveAdmins(trx: Db): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('suspended_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The account row, locked for the rest of the transaction (deleted accounts are not found). */
export function lockLivingUser(trx: Db, id: string) {
  return trx.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** The names, address and role of these accounts (deleted ones included), for the owners that show who did what. */
export function userNamesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nome', 'cognome', 'email', 'hunter_name', 'role']).where('id', 'in', ids).execute();
}

/** The ids of the accounts whose address contains `text` (any case; `%` and `_` taken literally). */
export async function userIdsByEmailContaining(db: Db, text: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('email', 'ilike', likePattern(text)).execute();
  return rows.map((r) => r.id);
}

/** The overview's accounts (not deleted): by role, and how many were created in the 30 days before `now`. */
export async function countUsersByRole(db: Db, now: Date) {
  const { rows } = await sql<{ role: 'user' | 'shop' | 'admin'; total: string; recent: string }>`
    SELECT role, count(*) AS total, count(*) FILTER (WHERE created_at > ${now}::timestamptz - interval '30 days') AS recent
    FROM users WHERE deleted_at IS NULL GROUP BY role`.execute(db);
  const byRole = { user: 0, shop: 0, admin: 0 };
  for (const row of rows) byRole[row.role] = n(row.total);
  return { total: byRole.user + byRole.shop + byRole.admin, byRole, newLast30Days: rows.reduce((sum, r) => sum + n(r.recent), 0) };
}

/** Accounts (not deleted) created in each `[from, to)` range, in the ranges' order: one index range count each. */
export async function countNewUsersInRanges(db: Db, ranges: readonly { from: Date; to: Date }[]): Promise<number[]> {
  if (ranges.length === 0) return [];
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM users u WHERE u.deleted_at IS NULL AND u.created_at >= w.from_instant AND u.created_at < w.to_instant) AS n
    FROM unnest(${ranges.map((r) => r.from)}::timestamptz[], ${ranges.map((r) => r.to)}::timestamptz[]) WITH ORDINALITY AS w(from_instant, to_instant, i)
    ORDER BY w.i`.execute(db);
  return rows.map((r) => n(r.n));
}

/** The newest accounts that still exist, with only what a debug glance needs (never a secret). */
export function newestLivingUsers(db: Db, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'created_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
