import { describe, expect, it } from 'vitest';
import { huntBikeLabel, presentHunts } from './hunt.presenter.ts';
import type { HuntRow, PlacedSightingRow } from './hunt.repository.ts';

const at = (iso: string) => new Date(iso);

const row = (theftReportId: string, changes: Partial<HuntRow> = {}): HuntRow => ({
  theft_report_id: theftReportId,
  stolen_at: at('2026-03-01T08:00:00Z'),
  reward_cents: 10_000,
  report_status: 'open',
  reward_status: 'funded',
  owner_id: 'owner-1',
  place_lat: null,
  place_lng: null,
  bike_id: `bike-${theftReportId}`,
  name: 'Graziella',
  brand: 'Bianchi',
  model: null,
  type: 'city',
  color: 'red',
  main_photo_id: null,
  has_tag: true,
  ...changes,
});

const sighting = (theftReportId: string, iso: string, latitude: number, longitude: number): PlacedSightingRow => ({
  theft_report_id: theftReportId,
  latitude,
  longitude,
  created_at: at(iso),
});

describe('presentHunts', () => {
  it('shows the bike, its main photo link, the stolen time and the Hunter share of the reward', () => {
    const [hunt] = presentHunts([row('r1', { main_photo_id: 'p1', reward_cents: 10_001 })], [], () => 'offered');
    expect(hunt).toEqual({
      theftReportId: 'r1',
      status: 'offered',
      bike: { id: 'bike-r1', name: 'Graziella', brand: 'Bianchi', model: null, type: 'city', color: 'red', mainPhoto: '/media/bike-r1/p1/small.jpg' },
      hasTag: true,
      stolenAt: '2026-03-01T08:00:00.000Z',
      rewardCents: 10_001,
      hunterShareCents: 6500,
      lastSightings: [],
      distanceKm: null,
      area: null,
    });
  });

  it('keeps the rows order and asks the status of each report', () => {
    const hunts = presentHunts([row('r2'), row('r1')], [], (id) => (id === 'r1' ? 'active' : 'closed'));
    expect(hunts.map((h) => [h.theftReportId, h.status])).toEqual([
      ['r2', 'closed'],
      ['r1', 'active'],
    ]);
  });

  it("shows a report's five first sightings as given (newest first), rounded to two decimals, and no other report's", () => {
    const sightings = [
      sighting('r1', '2026-03-06T00:00:00Z', 45.46789, 9.18123),
      sighting('r2', '2026-03-05T12:00:00Z', 41.9, 12.5),
      ...[5, 4, 3, 2, 1].map((day) => sighting('r1', `2026-03-0${day}T00:00:00Z`, 45.4, 9.1)),
    ];
    const [hunt] = presentHunts([row('r1')], sightings, () => 'offered');
    expect(hunt?.lastSightings).toHaveLength(5);
    expect(hunt?.lastSightings[0]).toEqual({ at: '2026-03-06T00:00:00.000Z', latitude: 45.47, longitude: 9.18 });
    expect(hunt?.lastSightings.at(-1)?.at).toBe('2026-03-02T00:00:00.000Z');
  });

  it('gives the distance in km (one decimal) from the given point to the latest sighting, as rounded', () => {
    const sightings = [sighting('r1', '2026-03-06T00:00:00Z', 45.104, 9.0), sighting('r1', '2026-03-05T00:00:00Z', 50, 9.0)];
    const [near] = presentHunts([row('r1')], sightings, () => 'offered', { latitude: 45.0, longitude: 9.0 });
    expect(near?.distanceKm).toBe(11.1);
    const [unknown] = presentHunts([row('r1')], [], () => 'offered', { latitude: 45.0, longitude: 9.0 });
    expect(unknown?.distanceKm).toBeNull();
  });

  it("shows the theft's place only to 0.01° and named after the nearest municipality, never exactly", () => {
    const [hunt] = presentHunts([row('r1', { place_lat: 45.464213, place_lng: 9.189627 })], [], () => 'offered');
    expect(hunt?.area).toEqual({ latitude: 45.46, longitude: 9.19, placeName: 'Milano (MI)' });
    expect(JSON.stringify(hunt)).not.toMatch(/45\.4642|9\.1896/);
  });

  it("measures the distance to the theft's approximate place before any sighting", () => {
    const sightings = [sighting('r1', '2026-03-06T00:00:00Z', 50, 9.0)];
    const [hunt] = presentHunts([row('r1', { place_lat: 45.104, place_lng: 9.0 })], sightings, () => 'offered', { latitude: 45.0, longitude: 9.0 });
    expect(hunt?.distanceKm).toBe(11.1);
  });
});

describe('huntBikeLabel', () => {
  it('is brand and model, then the colour, skipping what is missing', () => {
    expect(huntBikeLabel({ brand: 'Bianchi', model: 'Impulso', color: 'celeste' })).toBe('Bianchi Impulso, celeste');
    expect(huntBikeLabel({ brand: 'Carnielli', model: null, color: null })).toBe('Carnielli');
    expect(huntBikeLabel({ brand: 'Carnielli', model: ' ', color: 'rossa' })).toBe('Carnielli, rossa');
  });
});
