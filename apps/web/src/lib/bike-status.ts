import type { Bike } from '@ritrova/shared';

/** What a bike's badge says (spec §2): the theft state first, then whether a tag protects it. */
export type BikeDisplayStatus = 'stolen' | 'recovered' | 'protected' | 'needs_nfc';

/**
 * The badge of a bike. The dashboard list shows stolen, protected or needs-NFC;
 * the detail page also tells a recovered bike apart (`showRecovered`).
 */
export function bikeDisplayStatus(bike: Pick<Bike, 'status' | 'tags'>, { showRecovered = false } = {}): BikeDisplayStatus {
  if (bike.status === 'stolen') return 'stolen';
  if (showRecovered && bike.status === 'recovered') return 'recovered';
  return bike.tags.length > 0 ? 'protected' : 'needs_nfc';
}

/** The active reward in euros, shown only for a stolen bike (0 when there is none). */
export function activeReward(bike: Pick<Bike, 'status' | 'reward' | 'stolenInfo'>): number {
  if (bike.status !== 'stolen') return 0;
  return bike.reward > 0 ? bike.reward : (bike.stolenInfo?.reward ?? 0);
}
