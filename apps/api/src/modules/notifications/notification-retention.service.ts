import type { Db } from '../../db/database.ts';
import { notificationRepository } from './notification.repository.ts';
import { sightingMailWindowRepository } from './sighting-mail-window.repository.ts';

// What the retention job (modules/privacy; issue #26, decision 049) does to the notifications module's
// tables: one batch per call (at most `limit` rows), returning how many rows it deleted.

/** `notifications`: deletes a batch of alerts made at or before `before`. */
export function deleteNotifications(db: Db, before: Date, limit: number): Promise<number> {
  return notificationRepository.deleteMadeBefore(db, before, limit);
}

/** `alert_mail_days`: deletes a batch of sighting mail windows (nothing waiting) that ended at or before `before`. */
export function deleteSightingMailWindows(db: Db, before: Date, limit: number): Promise<number> {
  return sightingMailWindowRepository.deleteEndedBefore(db, before, limit);
}
