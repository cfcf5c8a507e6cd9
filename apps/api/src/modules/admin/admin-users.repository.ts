import type { Role } from '@ritrova/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface UserListFilters {
  q?: string;
  role?: Role;
  status?: 'active' | 'suspended';
  limit: number;
  offset: number;
}

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

/** `%` and `_` typed in a search box are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts an admin manages: deleted ones are gone for everyone (their data is anonymised). */
function listedUsers(db: Db, filters: Omit<UserListFilters, 'limit' | 'offset'>) {
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

const bikeCount = (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) =>
  eb.selectFrom('bikes').select(eb.fn.countAll<number>().as('n')).whereRef('bikes.owner_id', '=', 'u.id');
const tagCount = (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) =>
  eb.selectFrom('tags').select(eb.fn.countAll<number>().as('n')).whereRef('tags.owner_id', '=', 'u.id');

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

/** SQL for the admin area's users and audit log; nothing here decides who may do what. */
export const adminUserRepository = {
  async list(db: Db, filters: UserListFilters) {
    const [rows, total] = await Promise.all([
      listedUsers(db, filters)
        .select(safeColumns)
        .select((eb) => [bikeCount(eb).as('bike_count'), tagCount(eb).as('tag_count')])
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .limit(filters.limit)
        .offset(filters.offset)
        .execute(),
      listedUsers(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** One account (not deleted) with its counts and whether it has a password and a Google identity. */
  findOne(db: Db, id: string) {
    return db
      .selectFrom('users as u')
      .where('u.id', '=', id)
      .where('u.deleted_at', 'is', null)
      .select(safeColumns)
      .select((eb) => [
        bikeCount(eb).as('bike_count'),
        tagCount(eb).as('tag_count'),
        eb('u.password_hash', 'is not', null).as('has_password'),
        eb.exists(eb.selectFrom('user_identities as i').select('i.user_id').whereRef('i.user_id', '=', 'u.id')).as('google_linked'),
      ])
      .executeTakeFirst();
  },

  bikesOf(db: Db, userId: string) {
    return db.selectFrom('bikes').select(['id', 'name', 'brand', 'status']).where('owner_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  tagsOf(db: Db, userId: string) {
    return db.selectFrom('tags').select(['uid', 'status']).where('owner_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  scansBy(db: Db, userId: string, limit: number) {
    return db
      .selectFrom('scans')
      .select(['uid', 'result', 'scanned_at'])
      .where('scanner_id', '=', userId)
      .orderBy('scanned_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * Locks the active administrators' rows (in id order, so two admin changes
   * never deadlock) and returns their ids: until the transaction ends, nobody
   * else can demote, suspend or delete one of them.
   */
  async lockActiveAdmins(trx: Db): Promise<string[]> {
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
  },

  /** The account row, locked for the rest of the transaction (deleted accounts are not found). */
  lockUser(trx: Db, id: string) {
    return trx.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  },

  async audit(db: Db, filters: AuditFilters) {
    let query = db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.actor_id');
    if (filters.actorId) query = query.where('a.actor_id', '=', filters.actorId);
    if (filters.action) query = query.where('a.action', '=', filters.action);
    if (filters.targetType) query = query.where('a.target_type', '=', filters.targetType);
    if (filters.targetId) query = query.where('a.target_id', '=', filters.targetId);
    if (filters.from) query = query.where('a.created_at', '>=', sql<Date>`(${filters.from}::date::timestamp AT TIME ZONE 'Europe/Rome')`);
    if (filters.to) query = query.where('a.created_at', '<', sql<Date>`((${filters.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')`);
    const [rows, total] = await Promise.all([
      query
        .select(['a.id', 'a.actor_id', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.created_at', 'u.nome', 'u.cognome', 'u.email'])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(filters.limit)
        .offset(filters.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },
};

export type AdminUserRow = Awaited<ReturnType<typeof adminUserRepository.list>>['rows'][number];
export type AuditRow = Awaited<ReturnType<typeof adminUserRepository.audit>>['rows'][number];
