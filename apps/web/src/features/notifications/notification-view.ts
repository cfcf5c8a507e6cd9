import type { AppNotification } from '@ritrova/shared';
import { conversationPath, paths } from '@/app/paths';

/** Where an alert leads, and the key (under `item`) of the link's words. */
export interface NotificationLink {
  to: string;
  label: 'open_bike' | 'open_conversation' | 'open_messages' | 'open_rewards';
}

/**
 * A message opens its conversation; a released reward or a paid payout (only
 * ever a Hunter's) opens their rewards; everything else opens the bike it is
 * about, when it names one (the server names it only to the bike's owner).
 */
export function notificationLink(notification: Pick<AppNotification, 'type' | 'bikeId' | 'conversationId'>): NotificationLink | null {
  if (notification.type === 'message') {
    return notification.conversationId
      ? { to: conversationPath(notification.conversationId), label: 'open_conversation' }
      : { to: paths.messages, label: 'open_messages' };
  }
  if (notification.type === 'payout_paid' || notification.type === 'reward_released') return { to: paths.hunter.rewards, label: 'open_rewards' };
  return notification.bikeId ? { to: paths.bike(notification.bikeId), label: 'open_bike' } : null;
}

/**
 * The key (under `item`) of the alert's sentence: with the bike's name, or the
 * form without it; a sighting alert standing for several says how many.
 */
export function notificationTextKey(notification: Pick<AppNotification, 'type' | 'bikeName' | 'count'>): string {
  const base = notification.bikeName ? notification.type : `${notification.type}_unnamed`;
  return notification.type === 'sighting' && notification.count > 1 ? `${base}_many` : base;
}
