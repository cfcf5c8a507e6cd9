import { distanceKm, type Point } from '../../lib/geo.ts';

/**
 * Improbable travel: two authenticated taps of one tag farther apart than a
 * bicycle can go in the time between. A fast e-bike (speed pedelec) is limited
 * to 45 km/h; anything above 60 km/h is a tag copied onto two bikes, a bike on
 * a van, or a key in the wrong hands — for an admin to look at, never refused.
 */
export const IMPROBABLE_SPEED_KMH = 60;
/** Phone positions are uncertain: each tap's reported accuracy and this much more are given away first. */
const POSITION_SLACK_KM = 0.5;

export interface Tap extends Point {
  /** Accuracy radius in metres, when the phone said. */
  accuracy: number | null;
  at: Date;
}

export interface ImprobableTravel {
  distanceM: number;
  elapsedS: number;
  speedKmh: number;
}

/** The travel between two taps when no bicycle could have done it; null otherwise. */
export function improbableTravel(previous: Tap, next: Tap): ImprobableTravel | null {
  const distance = distanceKm(previous, next);
  const uncertainty = ((previous.accuracy ?? 0) + (next.accuracy ?? 0)) / 1000 + POSITION_SLACK_KM;
  const certain = Math.max(0, distance - uncertainty);
  // NOTE: taps in the same second still count as one second apart, so the speed stays finite.
  const elapsedS = Math.max(1, Math.round((next.at.getTime() - previous.at.getTime()) / 1000));
  const speedKmh = certain / (elapsedS / 3600);
  if (speedKmh <= IMPROBABLE_SPEED_KMH) return null;
  return { distanceM: Math.round(distance * 1000), elapsedS, speedKmh: Math.round(speedKmh * 10) / 10 };
}
