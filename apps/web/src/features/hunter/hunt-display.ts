import type { Hunt } from '@ritrova/shared';

/** A point to sort hunts from, as sent to `GET /api/hunts`. */
export interface HuntsOrigin {
  lat: number;
  lng: number;
}

/**
 * The Hunter's position reduced to 3 decimals (~100 m) before it leaves the device.
 * NOTE: the sightings it is compared with are kept to ~1 km, so more precision
 * would tell the server where the Hunter is without sorting any better.
 */
export function huntsOrigin(location: { latitude: number; longitude: number }): HuntsOrigin {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { lat: round(location.latitude), lng: round(location.longitude) };
}

/** The origin as part of a query key (and of the query string), or null without one. */
export function originKey(origin: HuntsOrigin | null): string | null {
  return origin ? `${origin.lat},${origin.lng}` : null;
}

export type HuntDistance = { near: true } | { near: false; km: number; fractionDigits: 0 | 1 };

/**
 * How far a hunt is, as worded on its card. The last sightings are coarse (~1 km),
 * so under a kilometre it only says "near"; under 10 km to a tenth, beyond in whole kilometres.
 */
export function huntDistance(km: number): HuntDistance {
  if (km < 1) return { near: true };
  if (km < 10) return { near: false, km: Math.round(km * 10) / 10, fractionDigits: 1 };
  return { near: false, km: Math.round(km), fractionDigits: 0 };
}

/** Kilometres in the reader's language ("2,4 km", "12 km"). */
export function formatKilometres(km: number, fractionDigits: 0 | 1, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: fractionDigits }).format(km);
}

/** A coarse sighting's point to 2 decimals (~1 km), the precision the API keeps for Hunters. */
export function coarseCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
}

/** OpenStreetMap around a coarse point, zoomed out to show the area rather than a street corner. */
export function areaMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(2);
  const lng = longitude.toFixed(2);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}

/** The hunts of one tab of the hunts page: offered ones come from their own list; mine are split by status. */
export function huntsWithStatus(hunts: Hunt[] | undefined, statuses: ReadonlyArray<Hunt['status']>): Hunt[] | undefined {
  return hunts?.filter((hunt) => statuses.includes(hunt.status));
}

/** The newest `max` of a hunt's last sightings, newest first (the API does not promise an order). */
export function latestSightings(sightings: Hunt['lastSightings'], max: number): Hunt['lastSightings'] {
  return [...sightings].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, max);
}
