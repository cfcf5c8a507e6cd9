import type { Role } from '@ritrova/shared';
import type { UserRow } from './user.repository.ts';

/** Whether an account may use the service at all (not suspended, not deleted). */
export function canSignIn(user: Pick<UserRow, 'suspended_at' | 'deleted_at'>): boolean {
  return user.suspended_at === null && user.deleted_at === null;
}

/** Whether the actor holds one of the roles a route requires. */
export function hasRole(actor: Pick<UserRow, 'role'>, roles: readonly Role[]): boolean {
  return roles.includes(actor.role);
}

/**
 * Whether the actor may use administrator powers now: the admin role, with the
 * second factor on (an admin who has not set it up yet is a plain user meanwhile).
 */
export function actsAsAdmin(actor: Pick<UserRow, 'role' | 'totp_enabled_at'>): boolean {
  return actor.role === 'admin' && actor.totp_enabled_at !== null;
}

/** Administrators must keep the second factor on: they cannot turn it off, and are told it is required. */
export function mustKeepSecondFactor(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}
