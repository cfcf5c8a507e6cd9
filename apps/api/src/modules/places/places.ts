import fs from 'node:fs';

/**
 * Places named without any outside service (issue #19, decision 035; issue #27, decision 053): all
 * 7,904 Italian municipalities shipped in municipalities.json (ISTAT names, codes and populations;
 * GeoNames points, openpolis' centroids (CC BY 4.0) for the municipalities GeoNames lacks; built by
 * scripts/build-municipalities.mjs), the naming of a point after the municipality most likely to
 * contain it, and the rounding that lets a point be shown to Hunters and the public only to about a
 * kilometre.
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

type Row = [string, string, string, number, number, number];

interface Site extends Municipality {
  /** population ** WEIGHT_EXPONENT: how far the municipality's territory reaches from its point. */
  weight: number;
}

/**
 * How strongly a municipality's population widens its territory (decision 053, amended): a point is
 * named after the candidate with the least distance² / population ** 0.5. Measured on border-points.json
 * (1,211 points within 5 km of the borders of Milano, Napoli and Bologna, named after the ISTAT boundary
 * that contains them): 0.5 names 978 right (80.8%), 0.4 966, 0.6 988 but fewer in Bologna (378 of 466
 * against 380) and one more of the 268 main-town points of the former evaluation set in a neighbour,
 * 0.7 972; the nearest point alone 804 (66.4%).
 */
const WEIGHT_EXPONENT = 0.5;
/**
 * Only the nearest points compete, so a big city never names a place beyond the ring of its
 * neighbours: ten (a big city's point is often the ninth or tenth nearest to a place inside its own
 * edge; six named 958 of 1,211 right).
 */
const CANDIDATES = 10;
/** Grid cells of 0.1° (about 11 km × 8 km), so a lookup reads a few dozen points, not 7,904. */
const CELL = 0.1;
/** The cells searched around a point: ±3 rows (≥ 33 km) and ±4 columns (≥ 31 km up to 46.5° N). */
const ROWS = 3;
const COLUMNS = 4;

const cellKey = (row: number, column: number) => row * 10_000 + column;

let index: Map<number, Site[]> | undefined;
function grid(): Map<number, Site[]> {
  if (!index) {
    const data = JSON.parse(fs.readFileSync(new URL('./municipalities.json', import.meta.url), 'utf8')) as { rows: Row[] };
    index = new Map();
    for (const [istat, name, province, lat, lng, population] of data.rows) {
      const key = cellKey(Math.floor(lat / CELL), Math.floor(lng / CELL));
      const site: Site = { istat, name, province, lat, lng, weight: Math.max(1, population) ** WEIGHT_EXPONENT };
      const cell = index.get(key);
      if (cell) cell.push(site);
      else index.set(key, [site]);
    }
  }
  return index;
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

/** How far from Italy's nearest municipality point a place may be and still be named (abroad, at sea: not). */
const NAMING_RADIUS_KM = 30;

/**
 * The municipality whose territory most likely contains the point, or undefined for a point farther
 * than 30 km from every municipality point (abroad, at sea). Without boundary data the territory is
 * approximated (decision 053): among the ten nearest municipality points, the one with the least
 * distance² / population^0.5 — so Via Padova 120, 3.9 km from Milano's point and 3.1 km from Sesto San
 * Giovanni's, is in Milano, while Sesto's own centre stays Sesto's. The name is kept from the
 * nearest-point version (decision 035) so callers did not change.
 */
export function nearestMunicipality(point: { lat: number; lng: number }): Municipality | undefined {
  const cells = grid();
  const row = Math.floor(point.lat / CELL);
  const column = Math.floor(point.lng / CELL);
  // Squared equirectangular distances (exact enough within 30 km), kept sorted, at most CANDIDATES.
  const kx = Math.cos(rad(point.lat));
  const nearest: { site: Site; d2: number }[] = [];
  for (let r = row - ROWS; r <= row + ROWS; r++) {
    for (let c = column - COLUMNS; c <= column + COLUMNS; c++) {
      for (const site of cells.get(cellKey(r, c)) ?? []) {
        const dx = (site.lng - point.lng) * kx;
        const dy = site.lat - point.lat;
        const d2 = dx * dx + dy * dy;
        if (nearest.length === CANDIDATES && d2 >= (nearest[CANDIDATES - 1]?.d2 ?? 0)) continue;
        let i = nearest.length;
        while (i > 0 && (nearest[i - 1]?.d2 ?? 0) > d2) i--;
        nearest.splice(i, 0, { site, d2 });
        if (nearest.length > CANDIDATES) nearest.pop();
      }
    }
  }
  const closest = nearest[0];
  if (!closest || distanceKm(point, closest.site) > NAMING_RADIUS_KM) return undefined;
  let best = closest;
  for (const candidate of nearest) if (candidate.d2 / candidate.site.weight < best.d2 / best.site.weight) best = candidate;
  const { istat, name, province, lat, lng } = best.site;
  return { istat, name, province, lat, lng };
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
