import type { AppNotification } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { notificationLink, notificationTextKey } from './notification-view';

const alert = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n-1',
  type: 'sighting',
  createdAt: '2026-11-21T10:00:00Z',
  read: false,
  bikeId: 'bike-1',
  bikeName: 'Corsa della domenica',
  sightingId: null,
  conversationId: null,
  count: 1,
  sighting: null,
  ...overrides,
});

describe('notificationLink', () => {
  it('opens the conversation of a message, or the messages without one', () => {
    expect(notificationLink(alert({ type: 'message', conversationId: 'c-1' }))).toEqual({ to: '/messages/c-1', label: 'open_conversation' });
    expect(notificationLink(alert({ type: 'message' }))).toEqual({ to: '/messages', label: 'open_messages' });
  });

  it('opens the bike of a sighting or a reward event, when it names one', () => {
    for (const type of ['sighting', 'reward_funded', 'expiry_notice', 'reward_refunded', 'dispute'] as const) {
      expect(notificationLink(alert({ type }))).toEqual({ to: '/bikes/bike-1', label: 'open_bike' });
      expect(notificationLink(alert({ type, bikeId: null }))).toBeNull();
    }
  });

  it('sends a Hunter credited or paid a reward to their rewards, not to someone else’s bike', () => {
    expect(notificationLink(alert({ type: 'payout_paid' }))).toEqual({ to: '/hunter/rewards', label: 'open_rewards' });
    expect(notificationLink(alert({ type: 'reward_released' }))).toEqual({ to: '/hunter/rewards', label: 'open_rewards' });
  });
});

describe('notificationTextKey', () => {
  it('uses the sentence with the bike’s name when there is one', () => {
    expect(notificationTextKey(alert({ type: 'reward_funded' }))).toBe('reward_funded');
    expect(notificationTextKey(alert({ type: 'reward_funded', bikeName: null }))).toBe('reward_funded_unnamed');
  });

  it('says how many sightings a grouped sighting alert stands for', () => {
    expect(notificationTextKey(alert({ type: 'sighting' }))).toBe('sighting');
    expect(notificationTextKey(alert({ type: 'sighting', count: 4 }))).toBe('sighting_many');
    expect(notificationTextKey(alert({ type: 'sighting', count: 4, bikeName: null }))).toBe('sighting_unnamed_many');
  });
});
