import { type AppNotification, notificationSchema } from '@ritrova/shared';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@/locales/catalogues';
import { huntAlertParams, notificationLink, notificationTextKey, relativeTime, sightingGroupText, toneStyles } from './notification-view';

const alert = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n-1',
  type: 'sighting',
  createdAt: '2026-11-21T10:00:00Z',
  read: false,
  bikeId: 'bike-1',
  bikeName: 'Corsa della domenica',
  sightingId: null,
  conversationId: null,
  theftReportId: null,
  count: 1,
  sighting: null,
  tone: 'alert',
  group: null,
  hunt: null,
  ...overrides,
});

type Group = NonNullable<AppNotification['group']>;
const group = (overrides: Partial<Group>): Group => ({
  firstAt: '2026-11-21T09:50:00Z',
  kinds: { verifiedPresence: 0, hunterScan: 0, anonymousScan: 1, report: 0 },
  reportsWithPhoto: 0,
  reportsWithNote: 0,
  latest: { note: false, photo: false },
  place: null,
  ...overrides,
});

const translators = {} as Record<'it' | 'en' | 'zh', TFunction<'notifications'>>;
beforeAll(async () => {
  for (const lng of ['it', 'en', 'zh'] as const) {
    const instance = createInstance();
    await instance.init({ lng, resources: catalogues, ns: ['notifications'], defaultNS: 'notifications', interpolation: { escapeValue: false } });
    translators[lng] = instance.getFixedT(lng, 'notifications');
  }
});

/** Ten minutes after the latest sighting, at 11:10 in Rome. */
const now = new Date('2026-11-21T10:10:00Z');
const text = (lng: 'it' | 'en' | 'zh', notification: AppNotification) => sightingGroupText(notification, translators[lng], lng, now, 'Europe/Rome');

describe('notificationLink', () => {
  it('opens the conversation of a message, or the messages without one', () => {
    expect(notificationLink(alert({ type: 'message', conversationId: 'c-1' }))).toEqual({ to: '/messages/c-1', label: 'open_conversation' });
    expect(notificationLink(alert({ type: 'message' }))).toEqual({ to: '/messages', label: 'open_messages' });
  });

  it('opens a sighting at the bike page’s sightings, and the bike of a reward event, when it names one', () => {
    expect(notificationLink(alert({ type: 'sighting' }))).toEqual({ to: '/bikes/bike-1#sightings-heading', label: 'open_sightings' });
    for (const type of ['reward_funded', 'expiry_notice', 'reward_refunded', 'dispute'] as const) {
      expect(notificationLink(alert({ type }))).toEqual({ to: '/bikes/bike-1', label: 'open_bike' });
    }
    for (const type of ['sighting', 'reward_funded', 'expiry_notice', 'reward_refunded', 'dispute'] as const) {
      expect(notificationLink(alert({ type, bikeId: null }))).toBeNull();
    }
  });

  it('sends a Hunter credited or paid a reward to their rewards, and a new theft nearby to the hunts', () => {
    expect(notificationLink(alert({ type: 'payout_paid' }))).toEqual({ to: '/hunter/rewards', label: 'open_rewards' });
    expect(notificationLink(alert({ type: 'reward_released' }))).toEqual({ to: '/hunter/rewards', label: 'open_rewards' });
    expect(notificationLink(alert({ type: 'hunt_nearby', bikeId: null }))).toEqual({ to: '/hunter/hunts', label: 'open_hunts' });
    expect(notificationLink(alert({ type: 'hunt_nearby', theftReportId: 'r-1' }))).toEqual({ to: '/hunter/hunts#hunt-r-1', label: 'open_hunts' });
  });
});

describe('notificationTextKey', () => {
  it('uses the sentence with the bike’s name when there is one', () => {
    expect(notificationTextKey(alert({ type: 'reward_funded' }))).toBe('reward_funded');
    expect(notificationTextKey(alert({ type: 'reward_funded', bikeName: null }))).toBe('reward_funded_unnamed');
  });

  it('leaves the count to the grouped summary, and says it only for an alert without one', () => {
    expect(notificationTextKey(alert({ type: 'sighting', count: 4, group: group({}) }))).toBe('sighting');
    expect(notificationTextKey(alert({ type: 'sighting', count: 4 }))).toBe('sighting_many');
    expect(notificationTextKey(alert({ type: 'sighting', count: 4, bikeName: null }))).toBe('sighting_unnamed_many');
  });
});

describe('toneStyles', () => {
  it('has a style for every tone, and only the alert tone uses the alert colour', () => {
    const tones = notificationSchema.shape.tone.options;
    expect(Object.keys(toneStyles).sort()).toEqual([...tones].sort());
    for (const tone of tones) {
      const style = toneStyles[tone];
      const red = [style.accent, style.icon].some((c) => c.includes('red')) || style.badge === 'red';
      expect([tone, red]).toEqual([tone, tone === 'alert']);
    }
    expect(toneStyles.success).toMatchObject({ badge: 'green', icon: 'text-brand-700' });
  });
});

describe('relativeTime', () => {
  it('says how long ago in the reader’s language', () => {
    expect(relativeTime('2026-11-21T10:00:00Z', now, 'it')).toBe('10 minuti fa');
    expect(relativeTime('2026-11-21T10:00:00Z', now, 'en')).toBe('10 minutes ago');
    expect(relativeTime('2026-11-20T10:10:00Z', now, 'it')).toBe('ieri');
    expect(relativeTime('2026-11-21T10:09:50Z', now, 'en')).toBe('now');
  });
});

describe('sightingGroupText', () => {
  const milano = { name: 'Milano (MI)', at: '2026-11-21T10:00:00Z' };

  it('one sighting: when and near where, in Italian and English', () => {
    const one = alert({ count: 1, group: group({ firstAt: '2026-11-21T10:00:00Z', place: milano }) });
    expect(text('it', one)?.summary).toBe('1 avvistamento, 10 minuti fa vicino a Milano (MI)');
    expect(text('en', one)?.summary).toBe('1 sighting, 10 minutes ago near Milano (MI)');
    expect(text('it', one)?.kinds.map((k) => k.text)).toEqual(['1 scansione anonima']);
  });

  it('five sightings since yesterday: how many, the latest when and where, and the kinds with their plurals', () => {
    const five = alert({
      count: 5,
      group: group({
        firstAt: '2026-11-20T18:00:00Z',
        kinds: { verifiedPresence: 1, hunterScan: 1, anonymousScan: 2, report: 1 },
        reportsWithPhoto: 1,
        reportsWithNote: 1,
        place: milano,
      }),
    });
    expect(text('it', five)?.summary).toBe("5 avvistamenti da ieri, l'ultimo 10 minuti fa vicino a Milano (MI)");
    expect(text('en', five)?.summary).toBe('5 sightings since yesterday, the latest 10 minutes ago near Milano (MI)');
    expect(text('it', five)?.kinds.map((k) => k.text)).toEqual([
      '1 presenza verificata',
      '1 scansione di un Hunter',
      '2 scansioni anonime',
      '1 segnalazione',
      '1 con foto',
      '1 con nota',
    ]);
    expect(text('en', five)?.kinds.map((k) => k.text)).toEqual([
      '1 verified presence',
      '1 Hunter scan',
      '2 anonymous scans',
      '1 report',
      '1 with a photo',
      '1 with a note',
    ]);
    expect(text('zh', five)?.summary).toBe('5 次目击（自昨天起），最近一次 10分钟前，在 Milano (MI) 附近');
  });

  it('today or since a date; a latest sighting without a position gives the last known place on its own line', () => {
    const today = alert({ count: 3, group: group({ firstAt: '2026-11-21T08:00:00Z', place: { name: 'Monza (MB)', at: '2026-11-21T08:10:00Z' } }) });
    expect(text('it', today)).toMatchObject({
      summary: "3 avvistamenti oggi, l'ultimo 10 minuti fa",
      lastPlace: 'Ultima posizione nota: vicino a Monza (MB), 2 ore fa',
    });
    const older = alert({ count: 12, group: group({ firstAt: '2026-11-17T08:00:00Z' }) });
    expect(text('it', older)).toMatchObject({ summary: "12 avvistamenti dal 17 novembre, l'ultimo 10 minuti fa", lastPlace: null });
  });

  it('says which report has a photo: the count of reports with one, and whether the latest has one', () => {
    const photo = alert({
      count: 2,
      group: group({ kinds: { verifiedPresence: 0, hunterScan: 0, anonymousScan: 1, report: 1 }, reportsWithPhoto: 1, latest: { note: false, photo: true } }),
    });
    expect(text('it', photo)?.latestPhoto).toBe("L'ultima segnalazione ha una foto");
    expect(text('en', photo)?.kinds.find((k) => k.key === 'withPhoto')?.text).toBe('1 with a photo');
    expect(text('en', alert({ count: 2, group: group({}) }))?.latestPhoto).toBeNull();
  });

  it('has nothing to say for an alert without grouped figures', () => {
    expect(text('it', alert({ type: 'reward_funded', tone: 'success' }))).toBeNull();
  });
});

describe('a hunt alert’s words', () => {
  const hunt = { bike: 'Bianchi Impulso, celeste', rewardCents: 13000, distanceKm: 3.4, placeName: 'Milano (MI)' };
  it('say the bike, the distance, the place and the finder’s amount in the reader’s language', () => {
    expect(notificationTextKey({ type: 'hunt_nearby', bikeName: 'x', count: 1, group: null, hunt })).toBe('hunt_nearby_facts');
    expect(huntAlertParams(hunt, 'it')).toEqual({ bike: 'Bianchi Impulso, celeste', distance: '3,4 km', place: 'Milano (MI)', amount: '130\u00a0€' });
    expect(huntAlertParams(hunt, 'en')).toMatchObject({ distance: '3.4 km', amount: '€130' });
  });
});
