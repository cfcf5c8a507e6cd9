import { type PublicBike, splitReward } from '@ritrova/shared';
import { nearestMunicipality, placeName } from '../places/index.ts';
import type { PublicBikeRow } from './tag-view-rows.ts';

/** "Milano (MI)": the municipality nearest the theft's point; null without a point (or far from any). */
function nearTown(row: Pick<PublicBikeRow, 'place_lat' | 'place_lng'>): string | null {
  const town = row.place_lat === null || row.place_lng === null ? undefined : nearestMunicipality({ lat: row.place_lat, lng: row.place_lng });
  return town ? placeName(town) : null;
}

/**
 * The public facts of a bike: never the owner, never a way to reach them. It copies named
 * columns only, so whatever else a loaded row carries (owner, serial, notes…) stays here.
 */
export function presentPublicBike(row: PublicBikeRow): PublicBike {
  const isStolen = row.report_id !== null;
  const rewardCents = isStolen ? (row.reward_cents ?? 0) : 0;
  return {
    name: row.name,
    brand: row.brand,
    model: row.model,
    type: row.type,
    color: row.color,
    status: row.bike_status,
    isStolen,
    stolenAt: row.stolen_at?.toISOString() ?? null,
    // The municipality nearest the theft's place, never the place itself (as theft.presenter.ts names it).
    stolenNear: isStolen && row.stolen_at ? nearTown(row) : null,
    reward: rewardCents / 100,
    rewardFunded: row.reward_status === 'funded',
    rewardCents,
    finderRewardCents: splitReward(rewardCents).share,
    mainPhoto: row.bike_id && row.main_photo_id ? `/media/${row.bike_id}/${row.main_photo_id}/medium.jpg` : null,
  };
}
