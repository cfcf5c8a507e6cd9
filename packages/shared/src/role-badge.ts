import { z } from 'zod';

/**
 * What others may see of an account's role beside its name (issue #24): a shop, or Ritrova's staff
 * (an admin), so that nobody else can pass for one. Every other account shows no badge (null), and no
 * other fact of the role leaves the server.
 */
export const roleBadgeSchema = z.enum(['shop', 'admin']).nullable();
export type RoleBadge = z.infer<typeof roleBadgeSchema>;

/** The badge a person's name carries to others: `shop` or `admin`, null for everyone else. */
export function roleBadgeOf(role: string): RoleBadge {
  return role === 'shop' || role === 'admin' ? role : null;
}
