import type { AppContext } from '../../context.ts';
import { newestLivingUsers } from '../users/index.ts';

/** The newest accounts that still exist, as the debug list shows them (id, e-mail, role, creation). */
export async function newestUsers(ctx: AppContext, limit: number) {
  const rows = await newestLivingUsers(ctx.db, limit);
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, createdAt: row.created_at.toISOString() }));
}
