// The public surface of the notifications module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of notifications/ (scripts/architecture/module-surface.ts).
// What tells people things: in-app alerts, sighting alerts to the owner (budget, mail windows, pushes) and hunt alerts to Hunters; Web Push itself is push's (decisions 041, 056, 063, 068).
export { alertHuntersNear } from './hunt-alerts.ts';
export { markConversationAlertsRead, unreadCountsByConversation } from './notification.repository.ts';
export { countUnread, hadAlertSince, notify } from './notification.service.ts';
export { deleteNotifications, deleteSightingMailWindows } from './notification-retention.service.ts';
export { forgetNotificationsOf, forgetSightingMailWindowsOf, notificationsOf, sightingMailWindowsOf } from './personal-data.repository.ts';
export type { SightingReads } from './sighting-alerts.ts';
export { admitSightingAlert, alertOwnerOfSighting, withdrawSightingAlert } from './sighting-alerts.ts';
