import { describe, expect, it } from 'vitest';
import { IMPROBABLE_SPEED_KMH, improbableTravel, type Tap } from './travel.ts';

const milan = { latitude: 45.4642, longitude: 9.19 };
const rome = { latitude: 41.9028, longitude: 12.4964 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, 0) + minutes * 60_000);
const tap = (point: { latitude: number; longitude: number }, minutes: number, accuracy: number | null = 20): Tap => ({ ...point, accuracy, at: at(minutes) });

describe('improbable travel between two authenticated taps', () => {
  it('flags Milan then Rome an hour later (about 477 km)', () => {
    const travel = improbableTravel(tap(milan, 0), tap(rome, 60));
    expect(travel).not.toBeNull();
    expect(travel?.distanceM).toBeGreaterThan(470_000);
    expect(travel?.distanceM).toBeLessThan(485_000);
    expect(travel?.elapsedS).toBe(3600);
    expect(travel?.speedKmh).toBeGreaterThan(400);
  });

  it('lets a cyclist ride 10 km in half an hour', () => {
    const tenKmNorth = { latitude: milan.latitude + 10 / 111.2, longitude: milan.longitude };
    expect(improbableTravel(tap(milan, 0), tap(tenKmNorth, 30))).toBeNull();
  });

  it('gives the positions their accuracy: 2 km in a minute with 800 m uncertain on each side is not flagged', () => {
    const near = { latitude: milan.latitude + 2 / 111.2, longitude: milan.longitude };
    expect(improbableTravel(tap(milan, 0, 800), tap(near, 1, 800))).toBeNull();
    expect(improbableTravel(tap(milan, 0, 10), tap(near, 1, 10))).not.toBeNull();
  });

  it('flags just above the limit and not just below it', () => {
    // 30 km in 30 minutes is 60 km/h before the slack: below; 40 km is 79 km/h after it: above.
    const km = (n: number) => ({ latitude: milan.latitude + n / 111.2, longitude: milan.longitude });
    expect(improbableTravel(tap(milan, 0, null), tap(km(30), 30, null))).toBeNull();
    expect(improbableTravel(tap(milan, 0, null), tap(km(40), 30, null))?.speedKmh).toBeGreaterThan(IMPROBABLE_SPEED_KMH);
  });

  it('treats two taps in the same second as one second apart', () => {
    expect(improbableTravel(tap(milan, 0), tap(rome, 0))?.elapsedS).toBe(1);
  });
});
