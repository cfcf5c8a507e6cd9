import type { Role } from '@ritrova/shared';

/** What an admin wants to do to an account's standing. */
export type AccountChange = { kind: 'role'; role: Role } | { kind: 'suspend' };

/** Admins never change their own account's standing (role, suspension, reactivation): another admin must. */
export function isOwnAccount(actorId: string, target: { id: string }): boolean {
  return actorId === target.id;
}

/**
 * Why an admin may not make a change to an account, or null when they may.
 * Admins never change their own role or suspend themselves (another admin must),
 * and no change may leave the service without an active administrator.
 * `activeAdminIds` are the active admins as locked in the same transaction.
 */
export function accountChangeRefusal(
  actorId: string,
  target: { id: string },
  change: AccountChange,
  activeAdminIds: readonly string[],
): 'CANNOT_CHANGE_OWN_ACCOUNT' | 'LAST_ADMIN' | null {
  if (isOwnAccount(actorId, target)) return 'CANNOT_CHANGE_OWN_ACCOUNT';
  const removesAnAdmin = activeAdminIds.includes(target.id) && (change.kind === 'suspend' || change.role !== 'admin');
  if (removesAnAdmin && activeAdminIds.length <= 1) return 'LAST_ADMIN';
  return null;
}
