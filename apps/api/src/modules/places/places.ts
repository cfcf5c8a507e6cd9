import fs from 'node:fs';

/**
 * Places named without any outside service (issue #19, decision 035): the Italian municipalities
 * shipped in municipalities.json (ISTAT names and codes, GeoNames points; built by
 * scripts/build-municipalities.mjs), and the rounding that lets a point be shown to Hunters and the
 * public only to about a kilometre.
 */
export interface Municipality {
  /** ISTAT code, six digits. */
  istat: string;
  name: string;
  /** Province abbreviation (MI, TO…). */
  province: string;
  lat: number;
  lng: number;
}

type Row = [string, string, string, number, number];

let loaded: Municipality[] | undefined;
function municipalities(): Municipality[] {
  if (!loaded) {
    const data = JSON.parse(fs.readFileSync(new URL('./municipalities.json', import.meta.url), 'utf8')) as { rows: Row[] };
    loaded = data.rows.map(([istat, name, province, lat, lng]) => ({ istat, name, province, lat, lng }));
  }
  return loaded;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far from Italy's nearest municipality point a place may be and still be named after it. */
const NAMING_RADIUS_KM = 30;

/**
 * The municipality whose point is nearest, or undefined for a point farther than 30 km from all of
 * them (abroad, at sea). A point inside a municipality the dataset lacks (see the build script) is
 * named after its nearest neighbour.
 */
export function nearestMunicipality(point: { lat: number; lng: number }): Municipality | undefined {
  let best: Municipality | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  // Cheap filter first: 0.5° is more than 30 km in latitude anywhere.
  for (const m of municipalities()) {
    if (Math.abs(m.lat - point.lat) > 0.5 || Math.abs(m.lng - point.lng) > 0.7) continue;
    const km = distanceKm(point, m);
    if (km < bestKm) {
      best = m;
      bestKm = km;
    }
  }
  return bestKm <= NAMING_RADIUS_KM ? best : undefined;
}

/** "Milano (MI)": how a place is named on screen and in mails. */
export function placeName(m: Pick<Municipality, 'name' | 'province'>): string {
  return `${m.name} (${m.province})`;
}

/**
 * A point rounded to a grid of 0.01° (about 1.1 km north–south, 0.8 km east–west in Italy): what
 * Hunters and the public may see of a theft's exact place.
 */
export function approximatePoint(point: { lat: number; lng: number }): { lat: number; lng: number } {
  return { lat: Math.round(point.lat * 100) / 100, lng: Math.round(point.lng * 100) / 100 };
}
