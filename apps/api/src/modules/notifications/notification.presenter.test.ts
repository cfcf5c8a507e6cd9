import { notificationSchema } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { notificationTones, presentNotification } from './notification.presenter.ts';
import type { NotificationListRow } from './notification.repository.ts';

const at = new Date('2026-11-21T10:00:00Z');
const row = (overrides: Partial<NotificationListRow>): NotificationListRow => ({
  id: 'n1',
  type: 'sighting',
  created_at: at,
  read_at: null,
  bike_id: 'b1',
  theft_report_id: 'r1',
  sighting_id: 's1',
  conversation_id: null,
  count: 5,
  bike_name: 'Corsa della domenica',
  owner_id: 'owner',
  source: 'report',
  reporter_id: null,
  latitude: null,
  note: 'Legata al palo',
  authenticity: null,
  has_photo: true,
  first_at: new Date('2026-11-20T18:00:00Z'),
  verified_count: 1,
  signed_in_count: 1,
  anonymous_count: 2,
  report_count: 1,
  report_photo_count: 1,
  report_note_count: 1,
  place_lat: 45.4642,
  place_lng: 9.19,
  place_at: new Date('2026-11-21T09:00:00Z'),
  hunt_distance_km: null,
  hunt_place_name: null,
  hunt_reward_cents: null,
  bike_brand: 'Bianchi',
  bike_model: 'Impulso',
  bike_color: 'celeste',
  ...overrides,
});

describe('notificationTones', () => {
  it('gives every notification type a tone: only a theft is an alarm, money that arrived is good news', () => {
    expect(Object.keys(notificationTones).sort()).toEqual([...notificationSchema.shape.type.options].sort());
    expect(notificationTones).toEqual({
      sighting: 'alert',
      hunt_nearby: 'alert',
      message: 'info',
      reward_funded: 'success',
      reward_released: 'success',
      payout_paid: 'success',
      expiry_notice: 'info',
      reward_refunded: 'info',
      dispute: 'warning',
    });
  });
});

describe('presentNotification', () => {
  it('a grouped sighting alert: its kinds, reports with a photo or a note, the latest point named by its municipality', () => {
    const alert = presentNotification(row({}));
    expect(notificationSchema.parse(alert)).toEqual(alert);
    expect(alert).toMatchObject({
      type: 'sighting',
      tone: 'alert',
      count: 5,
      createdAt: '2026-11-21T10:00:00.000Z',
      sighting: { source: 'report', kind: 'anonymous', located: false },
      group: {
        firstAt: '2026-11-20T18:00:00.000Z',
        kinds: { verifiedPresence: 1, hunterScan: 1, anonymousScan: 2, report: 1 },
        reportsWithPhoto: 1,
        reportsWithNote: 1,
        latest: { note: true, photo: true },
        place: { name: 'Milano (MI)', at: '2026-11-21T09:00:00.000Z' },
      },
    });
  });

  it('names no place for sightings without a position or far from any municipality', () => {
    expect(presentNotification(row({ place_lat: null, place_lng: null, place_at: null })).group?.place).toBeNull();
    expect(presentNotification(row({ place_lat: 48.8566, place_lng: 2.3522 })).group?.place).toBeNull();
  });

  it('tells a secure tag’s signed tap and someone else’s scan from an anonymous one (the owner’s own is anonymous)', () => {
    const scan = { source: 'scan' as const, note: null, has_photo: false };
    expect(presentNotification(row({ ...scan, authenticity: 'authenticated' })).sighting?.kind).toBe('verified_presence');
    expect(presentNotification(row({ ...scan, reporter_id: 'finder' })).sighting?.kind).toBe('signed_in');
    expect(presentNotification(row({ ...scan, reporter_id: 'owner' })).sighting?.kind).toBe('anonymous');
  });

  it('a reward paid into escrow is good news, with no grouped figures', () => {
    const funded = presentNotification(
      row({
        type: 'reward_funded',
        sighting_id: null,
        count: 1,
        source: null,
        note: null,
        has_photo: false,
        first_at: null,
        place_lat: null,
        place_lng: null,
        place_at: null,
      }),
    );
    expect(funded).toMatchObject({ tone: 'success', sighting: null, group: null });
  });
});

describe('a hunt alert', () => {
  it('names the bike by make and colour, the finder’s 65% share, the distance and the municipality; other alerts carry none', () => {
    const hunt = row({
      type: 'hunt_nearby',
      sighting_id: null,
      first_at: null,
      hunt_distance_km: 3.4,
      hunt_place_name: 'Milano (MI)',
      hunt_reward_cents: 20000,
    });
    expect(presentNotification(hunt).hunt).toEqual({ bike: 'Bianchi Impulso, celeste', rewardCents: 13000, distanceKm: 3.4, placeName: 'Milano (MI)' });
    expect(JSON.stringify(presentNotification(hunt).hunt)).not.toContain('Corsa della domenica');
    expect(presentNotification(row({})).hunt).toBeNull();
  });
});
