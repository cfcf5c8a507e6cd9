import type { AppNotification } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationType } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../users/user-row.ts';

/** The caller's alerts, newest first, and how many are unread. */
export async function listNotifications(ctx: AppContext, actor: UserRow): Promise<{ notifications: AppNotification[]; unread: number }> {
  const rows = await ctx.db
    .selectFrom('notifications as n')
    .leftJoin('bikes as b', 'b.id', 'n.bike_id')
    .leftJoin('sightings as s', 's.id', 'n.sighting_id')
    .leftJoin('scans as sc', 'sc.id', 's.scan_id')
    .select(['n.id', 'n.type', 'n.created_at', 'n.read_at', 'n.bike_id', 'n.sighting_id', 'n.conversation_id', 'n.count', 'b.name as bike_name', 'b.owner_id'])
    .select(['s.source', 's.reporter_id', 's.latitude', 'sc.authenticity'])
    .where('n.user_id', '=', actor.id)
    .orderBy('n.created_at', 'desc')
    .limit(100)
    .execute();
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      type: n.type,
      createdAt: n.created_at.toISOString(),
      read: n.read_at !== null,
      bikeId: n.bike_id,
      bikeName: n.bike_name,
      sightingId: n.sighting_id,
      conversationId: n.conversation_id,
      count: n.count,
      sighting: n.source
        ? {
            source: n.source,
            // The owner's own scans are nobody else's: anonymous, as in the sightings list.
            kind:
              n.authenticity === 'authenticated'
                ? ('verified_presence' as const)
                : n.reporter_id !== null && n.reporter_id !== n.owner_id
                  ? ('signed_in' as const)
                  : ('anonymous' as const),
            located: n.latitude !== null,
          }
        : null,
    })),
    unread: await countUnread(ctx, actor.id),
  };
}

export async function countUnread(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the caller's alerts read; anyone else's answers 404. */
export async function markRead(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  const result = isUuid(id)
    ? await ctx.db
        .updateTable('notifications')
        .set({ read_at: ctx.clock.now() })
        .where('id', '=', id)
        .where('user_id', '=', actor.id)
        .where('read_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!result || Number(result.numUpdatedRows) === 0) {
    const exists =
      isUuid(id) && (await ctx.db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', actor.id).executeTakeFirst());
    if (!exists) throw new AppError(404, 'NOT_FOUND', 'Notification not found');
  }
}

export async function markAllRead(ctx: AppContext, actor: UserRow): Promise<void> {
  await ctx.db.updateTable('notifications').set({ read_at: ctx.clock.now() }).where('user_id', '=', actor.id).where('read_at', 'is', null).execute();
}

/** Adds an in-app alert for a user, in the caller's transaction; `at` (the application's clock) dates it. */
export async function notify(
  db: Db,
  input: { userId: string; type: NotificationType; at: Date; bikeId?: string | null; theftReportId?: string | null; conversationId?: string | null },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      type: input.type,
      bike_id: input.bikeId ?? null,
      theft_report_id: input.theftReportId ?? null,
      conversation_id: input.conversationId ?? null,
      created_at: input.at,
    })
    .execute();
}
