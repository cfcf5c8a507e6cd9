import { describe, expect, it } from 'vitest';
import { sightingPushMessage, timeAgo } from './sighting-push.ts';

const at = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const MINUTE = 60_000;

describe('the owner’s push about a sighting', () => {
  it('tells when, counted at send time, in the owner’s language', () => {
    expect(timeAgo(at, later(59_000), 'it')).toBe('adesso');
    expect(timeAgo(at, later(2 * MINUTE + 5_000), 'it')).toBe('2 minuti fa');
    expect(timeAgo(at, later(MINUTE), 'it')).toBe('1 minuto fa');
    expect(timeAgo(at, later(2 * MINUTE), 'en')).toBe('2 minutes ago');
    expect(timeAgo(at, later(2 * MINUTE), 'zh')).toBe('2分钟前');
    expect(timeAgo(at, later(3 * 60 * MINUTE), 'it')).toBe('3 ore fa');
    expect(timeAgo(at, later(2 * 24 * 60 * MINUTE), 'en')).toBe('2 days ago');
    // A clock a little behind the sighting's is "now", never "in 1 minute".
    expect(timeAgo(at, later(-5_000), 'en')).toBe('just now');
  });

  it('says where and when, opens the bike’s sightings and replaces the bike’s earlier notification', () => {
    const facts = { bikeId: 'b1', bikeName: 'Freccia', place: 'Milano (MI)', sightedAt: at, now: later(2 * MINUTE) };
    expect(sightingPushMessage(facts, 'it')).toEqual({
      title: 'La tua bici “Freccia” è stata avvistata',
      body: 'Avvistata 2 minuti fa vicino a Milano (MI). Apri per vedere dove e quando.',
      url: '/bikes/b1#sightings-heading',
      tag: 'sighting-b1',
    });
    expect(sightingPushMessage({ ...facts, place: null }, 'en').body).toBe('Sighted 2 minutes ago. Open to see the details.');
    expect(sightingPushMessage(facts, 'zh').body).toBe('2分钟前在Milano (MI)附近被看到。打开查看时间和地点。');
  });
});
