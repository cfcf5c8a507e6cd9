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
import { recordAudit } from '../audit/index.ts';
import { revokeAllSessions, sendVerificationEmail } from '../auth/index.ts';
import { progressEvents, progressOf } from '../hunters/index.ts';
import type { UserRow } from '../users/index.ts';
import { bumpSessionVersion, saveUser } from '../users/index.ts';
import { type AccountChange, accountChangeRefusal, isOwnAccount } from './admin-users.policy.ts';
import { type AdminUserRow, type AuditFilters, adminUserRepository, type UserListFilters } from './admin-users.repository.ts';

type AdminUserFacts = AdminUserDetail['user'];

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
  const { rows, total } = await adminUserRepository.list(ctx.db, { ...filters, limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE });
  return { success: true, users: rows.map(presentSummary), total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** The account's facts as the admin user page shows them; undefined for unknown or deleted accounts. */
async function userFacts(db: Db, userId: string): Promise<AdminUserFacts | undefined> {
  if (!isUuid(userId)) return undefined;
  const row = await adminUserRepository.findOne(db, userId);
  if (!row) return undefined;
  return {
    ...presentSummary(row),
    username: row.username,
    language: row.language,
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    googleLinked: Boolean(row.google_linked),
    hasPassword: Boolean(row.has_password),
  };
}

/** `GET /api/admin/users/{id}`: the account, its bikes, tags, latest own scans and Hunter progress. */
export async function getUserDetail(ctx: AppContext, userId: string): Promise<AdminUserDetail> {
  const user = await userFacts(ctx.db, userId);
  if (!user) throw userNotFound();
  const [bikes, tags, scans, events] = await Promise.all([
    adminUserRepository.bikesOf(ctx.db, userId),
    adminUserRepository.tagsOf(ctx.db, userId),
    adminUserRepository.scansBy(ctx.db, userId, ADMIN_USER_SCANS),
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
  const activeAdminIds = await adminUserRepository.lockActiveAdmins(trx);
  const target = await adminUserRepository.lockUser(trx, userId);
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
    const target = await adminUserRepository.lockUser(trx, userId);
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
    const target = await adminUserRepository.lockUser(trx, userId);
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
  const { rows, total } = await adminUserRepository.audit(ctx.db, { ...filters, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
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
