import type { Hunt } from '@ritrova/shared';
import { splitReward } from '@ritrova/shared';
import { distanceKm, type Point } from '../../lib/geo.ts';
import { approximatePoint, nearestMunicipality, placeName } from '../places/index.ts';
import type { HuntRow, PlacedSightingRow } from './hunt.repository.ts';

/** How many of a theft's latest sightings a hunt shows. */
const SHOWN_SIGHTINGS = 5;

/** Sightings shown to Hunters are rounded to two decimals of a degree (~1 km). */
const coarse = (x: number) => Math.round(x * 100) / 100;

/** Where a theft happened as Hunters may see it: the 0.01° point and the nearest municipality's name; never the exact place. */
function theftArea(r: Pick<HuntRow, 'place_lat' | 'place_lng'>): Hunt['area'] {
  if (r.place_lat === null || r.place_lng === null) return null;
  const point = approximatePoint({ lat: r.place_lat, lng: r.place_lng });
  const town = nearestMunicipality(point);
  return { latitude: point.lat, longitude: point.lng, placeName: town ? placeName(town) : null };
}

/**
 * Hunts as they leave the server, in the rows' order: each bike with its main
 * photo's link, the Hunter's share of the reward, the theft's approximate area
 * (to ~1 km, named), its latest sightings (newest first, as given; to ~1 km)
 * and, when `from` is known (where the Hunter is, or their area's centre), the
 * distance to the theft's area, else to the latest sighting. Pure: `sightings`
 * are the placed sightings of these reports, newest first; `status` says each
 * hunt's status.
 */
export function presentHunts(rows: HuntRow[], sightings: PlacedSightingRow[], status: (theftReportId: string) => Hunt['status'], from?: Point): Hunt[] {
  return rows.map((r) => {
    const last = sightings
      .filter((s) => s.theft_report_id === r.theft_report_id)
      .slice(0, SHOWN_SIGHTINGS)
      .map((s) => ({ at: s.created_at.toISOString(), latitude: coarse(s.latitude as number), longitude: coarse(s.longitude as number) }));
    const area = theftArea(r);
    const target = area ?? last[0];
    return {
      theftReportId: r.theft_report_id,
      status: status(r.theft_report_id),
      bike: {
        id: r.bike_id,
        name: r.name,
        brand: r.brand,
        model: r.model,
        type: r.type,
        color: r.color,
        mainPhoto: r.main_photo_id ? `/media/${r.bike_id}/${r.main_photo_id}/small.jpg` : null,
      },
      hasTag: r.has_tag,
      stolenAt: r.stolen_at.toISOString(),
      rewardCents: r.reward_cents,
      hunterShareCents: splitReward(r.reward_cents).share,
      lastSightings: last,
      distanceKm: from && target ? Math.round(distanceKm(from, target) * 10) / 10 : null,
      area,
    };
  });
}

/**
 * A stolen bike as a Hunter's alert names it: brand and model, then the colour ("Bianchi Impulso,
 * celeste") — what one recognises in the street —, never the owner's own name for it.
 */
export function huntBikeLabel(bike: { brand: string | null; model: string | null; color: string | null }): string {
  const make = [bike.brand, bike.model].filter((x): x is string => Boolean(x?.trim())).join(' ');
  return [make, bike.color?.trim()].filter(Boolean).join(', ');
}
