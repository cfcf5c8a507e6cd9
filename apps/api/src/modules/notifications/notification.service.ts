import type { AppNotification } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationType } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../users/index.ts';
import { presentNotification } from './notification.presenter.ts';
import { type AlertSubject, notificationRepository } from './notification.repository.ts';
import { withSubjects } from './notification-rows.ts';

/** The caller's alerts, newest first, and how many are unread. */
export async function listNotifications(ctx: AppContext, actor: UserRow): Promise<{ notifications: AppNotification[]; unread: number }> {
  const rows = await withSubjects(ctx.db, actor.id, await notificationRepository.listOf(ctx.db, actor.id, 100));
  return {
    notifications: rows.map(presentNotification),
    unread: await countUnread(ctx, actor.id),
  };
}

/** Whether the user was alerted about this bike or conversation after `since` (mails are spaced out by it). */
export function hadAlertSince(db: Db, userId: string, about: AlertSubject, since: Date): Promise<boolean> {
  return notificationRepository.anySince(db, userId, about, since);
}

export function countUnread(ctx: AppContext, userId: string): Promise<number> {
  return notificationRepository.countUnreadOf(ctx.db, userId);
}

/** Marks one of the caller's alerts read; anyone else's answers 404. */
export async function markRead(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(404, 'NOT_FOUND', 'Notification not found');
  if (await notificationRepository.markRead(ctx.db, actor.id, id, ctx.clock.now())) return;
  // Already read is fine; anyone else's (or none) is not found.
  if (!(await notificationRepository.existsFor(ctx.db, actor.id, id))) throw new AppError(404, 'NOT_FOUND', 'Notification not found');
}

export async function markAllRead(ctx: AppContext, actor: UserRow): Promise<void> {
  await notificationRepository.markAllRead(ctx.db, actor.id, ctx.clock.now());
}

/** Adds an in-app alert for a user, in the caller's transaction; `at` (the application's clock) dates it. */
export async function notify(
  db: Db,
  input: { userId: string; type: NotificationType; at: Date; bikeId?: string | null; theftReportId?: string | null; conversationId?: string | null },
): Promise<void> {
  await notificationRepository.insert(db, {
    user_id: input.userId,
    type: input.type,
    bike_id: input.bikeId ?? null,
    theft_report_id: input.theftReportId ?? null,
    conversation_id: input.conversationId ?? null,
    created_at: input.at,
  });
}
