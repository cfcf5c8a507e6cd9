import { describe, expect, it } from 'vitest';
import { approximatePoint, distanceKm, nearestMunicipality, placeName } from './places.ts';

describe('places', () => {
  it('names a point in Milan after Milano and one in Turin after Torino (GeoNames calls them Milan and Turin)', () => {
    expect(nearestMunicipality({ lat: 45.4642, lng: 9.19 })).toMatchObject({ name: 'Milano', province: 'MI', istat: '015146' });
    expect(nearestMunicipality({ lat: 45.0703, lng: 7.6869 })).toMatchObject({ name: 'Torino', province: 'TO' });
  });

  it('names a point after the municipality nearest to it, not the biggest nearby', () => {
    // Sesto San Giovanni's centre, 9 km from Milan's.
    expect(nearestMunicipality({ lat: 45.5347, lng: 9.2347 })?.name).toBe('Sesto San Giovanni');
  });

  it('names nothing far from every municipality (at sea, abroad)', () => {
    expect(nearestMunicipality({ lat: 40.0, lng: 5.0 })).toBeUndefined();
    expect(nearestMunicipality({ lat: 48.8566, lng: 2.3522 })).toBeUndefined();
  });

  it('writes a place as name and province', () => {
    expect(placeName({ name: 'Milano', province: 'MI' })).toBe('Milano (MI)');
  });

  it('rounds a point to about a kilometre, never farther than 0.8 km from the exact one', () => {
    const exact = { lat: 45.478123, lng: 9.186789 };
    const shown = approximatePoint(exact);
    expect(shown).toEqual({ lat: 45.48, lng: 9.19 });
    expect(distanceKm(exact, shown)).toBeLessThan(0.8);
  });

  it('measures Milan to Turin as about 126 km', () => {
    expect(distanceKm({ lat: 45.4642, lng: 9.19 }, { lat: 45.0703, lng: 7.6869 })).toBeCloseTo(126, -1);
  });
});
