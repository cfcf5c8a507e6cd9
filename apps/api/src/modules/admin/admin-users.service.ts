import {
  ADMIN_USER_SCANS,
  ADMIN_USERS_PAGE_SIZE,
  type AdminAuditList,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserSummary,
  AUDIT_PAGE_SIZE,
  type Role,
} from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { type AuditFilters, listAuditEntries, recordAudit } from '../audit/index.ts';
import { hasLinkedIdentity, revokeAllSessions, sendVerificationEmail } from '../auth/index.ts';
import { bikesOfOwnerForAdmin, countBikesByOwners } from '../bikes/index.ts';
import { progressEvents, progressOf } from '../hunters/index.ts';
import { countTagsByOwners, tagsOfOwnerForAdmin } from '../tags/index.ts';
import type { AdminUserListFilters as UserListFilters, UserRow } from '../users/index.ts';
import { bumpSessionVersion, findUserForAdmin, listUsersForAdmin, lockActiveAdmins, lockLivingUser, saveUser, userNamesByIds } from '../users/index.ts';
import { scansByScanner } from '../verification/index.ts';
import { type AccountChange, accountChangeRefusal, isOwnAccount } from './admin-users.policy.ts';

type AdminUserFacts = AdminUserDetail['user'];
type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>['rows'][number] & { bike_count: number; tag_count: number };

/** The accounts with how many bikes (bikes module) and tags (tags module) each owns: one batch each. */
async function withCounts<T extends { id: string }>(db: Db, rows: T[]): Promise<(T & { bike_count: number; tag_count: number })[]> {
  const ids = rows.map((r) => r.id);
  const [bikes, tags] = await Promise.all([countBikesByOwners(db, ids), countTagsByOwners(db, ids)]);
  return rows.map((row) => ({ ...row, bike_count: bikes.get(row.id) ?? 0, tag_count: tags.get(row.id) ?? 0 }));
}

const userNotFound = () => notFound('User not found');

/** The list row an admin sees: counts and flags, never a secret. */
function presentSummary(row: AdminUserRow): AdminUserSummary {
  return {
    id: row.id,
    nome: row.nome,
    cognome: row.cognome,
    email: row.email,
    role: row.role,
    persona: row.persona,
    emailVerified: row.email_verified_at !== null,
    suspended: row.suspended_at !== null,
    twoFactorEnabled: row.totp_enabled_at !== null,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    bikeCount: Number(row.bike_count),
    tagCount: Number(row.tag_count),
  };
}

/** `GET /api/admin/users`: newest accounts first, searched and filtered. */
export async function listUsers(ctx: AppContext, query: Omit<UserListFilters, 'limit' | 'offset'> & { page: number }): Promise<AdminUserList> {
  const { page, ...filters } = query;
  const { rows, total } = await listUsersForAdmin(ctx.db, { ...filters, limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE });
  return { success: true, users: (await withCounts(ctx.db, rows)).map(presentSummary), total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** The account's facts as the admin user page shows them; undefined for unknown or deleted accounts. */
async function userFacts(db: Db, userId: string): Promise<AdminUserFacts | undefined> {
  if (!isUuid(userId)) return undefined;
  const account = await findUserForAdmin(db, userId);
  if (!account) return undefined;
  const [[row], googleLinked] = await Promise.all([withCounts(db, [account]), hasLinkedIdentity(db, userId)]);
  if (!row) return undefined;
  return {
    ...presentSummary(row),
    username: row.username,
    language: row.language,
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    googleLinked,
    hasPassword: Boolean(row.has_password),
  };
}

/** `GET /api/admin/users/{id}`: the account, its bikes, tags, latest own scans and Hunter progress. */
export async function getUserDetail(ctx: AppContext, userId: string): Promise<AdminUserDetail> {
  const user = await userFacts(ctx.db, userId);
  if (!user) throw userNotFound();
  const [bikes, tags, scans, events] = await Promise.all([
    bikesOfOwnerForAdmin(ctx.db, userId),
    tagsOfOwnerForAdmin(ctx.db, userId),
    scansByScanner(ctx.db, userId, ADMIN_USER_SCANS),
    progressEvents(ctx.db, userId),
  ]);
  const progress = progressOf(events);
  return {
    user,
    bikes,
    tags,
    scans: scans.map((s) => ({ uid: s.uid, result: s.result, scannedAt: s.scanned_at.toISOString() })),
    hunter: { level: progress.level, xp: progress.experience, reputation: progress.reputation },
  };
}

/**
 * Locks the active admins and the target account, and refuses the change when
 * the policy does (own account, last admin). Admin rows are locked first, so a
 * concurrent "A demotes B" and "B demotes A" run one after the other and the
 * second sees the first's result.
 */
async function lockForChange(trx: Db, admin: UserRow, userId: string, change: AccountChange): Promise<UserRow> {
  const activeAdminIds = await lockActiveAdmins(trx);
  const target = await lockLivingUser(trx, userId);
  if (!target) throw userNotFound();
  const refusal = accountChangeRefusal(admin.id, target, change, activeAdminIds);
  if (refusal === 'CANNOT_CHANGE_OWN_ACCOUNT') throw new AppError(403, refusal);
  if (refusal === 'LAST_ADMIN') throw new AppError(400, refusal);
  return target;
}

/** Ends every session of the account now: access tokens stop at once, refresh tokens are revoked. */
async function endSessions(trx: Db, userId: string, now: Date): Promise<void> {
  await bumpSessionVersion(trx, userId, now);
  await revokeAllSessions(trx, userId, now);
}

async function freshFacts(ctx: AppContext, userId: string): Promise<AdminUserFacts> {
  const user = await userFacts(ctx.db, userId);
  if (!user) throw userNotFound();
  return user;
}

/**
 * An admin changes an account's role. The account's sessions end so the new
 * role applies at once; the change is audited in the same transaction.
 */
export async function changeUserRole(ctx: AppContext, admin: UserRow, userId: string, role: Role): Promise<AdminUserFacts> {
  if (!isUuid(userId)) throw userNotFound();
  await runTransaction(ctx.db, async (trx) => {
    const target = await lockForChange(trx, admin, userId, { kind: 'role', role });
    if (target.role === role) return;
    const now = ctx.clock.now();
    await saveUser(trx, userId, { role }, now);
    await endSessions(trx, userId, now);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: userId,
      before: { role: target.role },
      after: { role },
    });
  });
  return freshFacts(ctx, userId);
}

/** An admin suspends an account: every session of it ends at once. Suspending a suspended account changes nothing. */
export async function suspendUser(ctx: AppContext, admin: UserRow, userId: string): Promise<AdminUserFacts> {
  if (!isUuid(userId)) throw userNotFound();
  await runTransaction(ctx.db, async (trx) => {
    const target = await lockForChange(trx, admin, userId, { kind: 'suspend' });
    if (target.suspended_at) return;
    const suspendedAt = ctx.clock.now();
    await saveUser(trx, userId, { suspended_at: suspendedAt }, suspendedAt);
    await endSessions(trx, userId, suspendedAt);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'user.suspended',
      targetType: 'user',
      targetId: userId,
      before: { suspendedAt: null },
      after: { suspendedAt: suspendedAt.toISOString() },
    });
  });
  return freshFacts(ctx, userId);
}

/** An admin lifts a suspension; the account signs in again as before. */
export async function reactivateUser(ctx: AppContext, admin: UserRow, userId: string): Promise<AdminUserFacts> {
  if (!isUuid(userId)) throw userNotFound();
  if (isOwnAccount(admin.id, { id: userId })) throw new AppError(403, 'CANNOT_CHANGE_OWN_ACCOUNT');
  await runTransaction(ctx.db, async (trx) => {
    const target = await lockLivingUser(trx, userId);
    if (!target) throw userNotFound();
    if (!target.suspended_at) return;
    await saveUser(trx, userId, { suspended_at: null }, ctx.clock.now());
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'user.reactivated',
      targetType: 'user',
      targetId: userId,
      before: { suspendedAt: target.suspended_at.toISOString() },
      after: { suspendedAt: null },
    });
  });
  return freshFacts(ctx, userId);
}

/**
 * An admin sends the verification mail again (a fresh link; older ones stop
 * working). An address already verified gets no mail: `sent` is false.
 */
export async function resendVerification(ctx: AppContext, admin: UserRow, userId: string): Promise<{ sent: boolean }> {
  if (!isUuid(userId)) throw userNotFound();
  return runTransaction(ctx.db, async (trx) => {
    const target = await lockLivingUser(trx, userId);
    if (!target) throw userNotFound();
    if (target.email_verified_at) return { sent: false };
    await recordAudit(trx, { actorId: admin.id, action: 'user.verification_resent', targetType: 'user', targetId: userId, after: { email: target.email } });
    // NOTE: the link's token is stored in this transaction; the mail job is queued at once, and
    // goes out with a link that works as soon as the transaction commits (a moment later).
    await sendVerificationEmail({ ...ctx, db: trx }, target);
    return { sent: true };
  });
}

/** `GET /api/admin/audit`: newest first, with the acting admin's name and address. */
export async function listAudit(ctx: AppContext, query: Omit<AuditFilters, 'limit' | 'offset'> & { page: number }): Promise<AdminAuditList> {
  const { page, ...filters } = query;
  const { rows: entries, total } = await listAuditEntries(ctx.db, { ...filters, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
  // NOTE: the acting admins' names, one batch of the users module; actor_id is a NOT NULL foreign key
  // (the account row stays, anonymised, after a deletion), so every entry has its actor, as the join this replaces assumed.
  const actors = new Map((await userNamesByIds(ctx.db, [...new Set(entries.map((e) => e.actor_id))])).map((u) => [u.id, u]));
  const rows = entries.flatMap((entry) => {
    const actor = actors.get(entry.actor_id);
    return actor ? [{ ...entry, nome: actor.nome, cognome: actor.cognome, email: actor.email }] : [];
  });
  return {
    success: true,
    entries: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actor_id, name: `${r.nome} ${r.cognome}`.trim(), email: r.email },
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before,
      after: r.after,
      createdAt: r.created_at.toISOString(),
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
