import type { Hunt } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { areaMapUrl, coarseCoordinates, formatKilometres, huntDistance, huntsOrigin, huntsWithStatus, latestSightings, originKey } from './hunt-display';

// NOTE: Intl may separate number and unit with a no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('huntsOrigin', () => {
  it('keeps only three decimals of the Hunter’s position', () => {
    expect(huntsOrigin({ latitude: 45.464_211, longitude: 9.189_982 })).toEqual({ lat: 45.464, lng: 9.19 });
  });

  it('names the origin in the query key, or null without one', () => {
    expect(originKey({ lat: 45.464, lng: 9.19 })).toBe('45.464,9.19');
    expect(originKey(null)).toBeNull();
  });
});

describe('huntDistance', () => {
  it('says only "near" under a kilometre, where the coarse sightings cannot say more', () => {
    expect(huntDistance(0)).toEqual({ near: true });
    expect(huntDistance(0.95)).toEqual({ near: true });
  });

  it('gives a tenth of a kilometre under 10 km and whole kilometres beyond', () => {
    expect(huntDistance(2.44)).toEqual({ near: false, km: 2.4, fractionDigits: 1 });
    expect(huntDistance(9.94)).toEqual({ near: false, km: 9.9, fractionDigits: 1 });
    expect(huntDistance(12.6)).toEqual({ near: false, km: 13, fractionDigits: 0 });
  });
});

describe('formatKilometres', () => {
  it('writes the distance in the reader’s language', () => {
    expect(plain(formatKilometres(2.4, 1, 'it'))).toBe('2,4 km');
    expect(plain(formatKilometres(13, 0, 'en'))).toBe('13 km');
  });
});

describe('coarseCoordinates', () => {
  it('shows a sighting to about a kilometre', () => {
    expect(coarseCoordinates(45.4642, 9.19)).toBe('45.46, 9.19');
    expect(areaMapUrl(45.4642, 9.19)).toBe('https://www.openstreetmap.org/?mlat=45.46&mlon=9.19#map=14/45.46/9.19');
  });
});

describe('huntsWithStatus', () => {
  const hunt = (theftReportId: string, status: Hunt['status']): Hunt => ({
    theftReportId,
    status,
    bike: { id: theftReportId, name: 'Bianchi', brand: null, model: null, type: null, color: null, mainPhoto: null },
    hasTag: false,
    stolenAt: '2026-11-01T10:00:00.000Z',
    rewardCents: 10_000,
    hunterShareCents: 6_500,
    lastSightings: [],
    distanceKm: null,
    area: null,
  });

  it('puts completed and closed hunts together, apart from the active ones', () => {
    const mine = [hunt('a', 'active'), hunt('b', 'completed'), hunt('c', 'closed')];
    expect(huntsWithStatus(mine, ['active'])?.map((h) => h.theftReportId)).toEqual(['a']);
    expect(huntsWithStatus(mine, ['completed', 'closed'])?.map((h) => h.theftReportId)).toEqual(['b', 'c']);
    expect(huntsWithStatus(undefined, ['active'])).toBeUndefined();
  });
});

describe('latestSightings', () => {
  it('keeps the newest ones, newest first', () => {
    const at = (day: number) => ({ at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`, latitude: 45.46, longitude: 9.19 });
    expect(latestSightings([at(3), at(9), at(1), at(5)], 3).map((s) => s.at.slice(8, 10))).toEqual(['09', '05', '03']);
    expect(latestSightings([], 3)).toEqual([]);
  });
});
