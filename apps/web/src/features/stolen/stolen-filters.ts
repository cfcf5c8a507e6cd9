import { STOLEN_RADIUS_KM } from '@ritrova/shared';

/** The listing's filters, as the page's address keeps them (so a filtered listing can be shared). */
export interface StolenFilters {
  /** A municipality by name ("Milano (MI)"). */
  place: string;
  /** The visitor's position ("near me"), rounded to about 100 m. */
  near: { lat: number; lng: number } | null;
  radiusKm: number;
  from: string;
  to: string;
  page: number;
}

export const radiusChoices = [2, 5, 10, 25, 50, 100] as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Reads the filters from the page's query (anything odd is left out). */
export function filtersFromSearch(search: URLSearchParams): StolenFilters {
  const radius = Number(search.get('km'));
  const lat = Number(search.get('lat'));
  const lng = Number(search.get('lng'));
  const page = Number(search.get('pagina'));
  const hasNear = search.has('lat') && search.has('lng') && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    place: (search.get('comune') ?? '').slice(0, 100),
    near: hasNear ? { lat: round3(lat), lng: round3(lng) } : null,
    radiusKm: radius >= STOLEN_RADIUS_KM.min && radius <= STOLEN_RADIUS_KM.max ? radius : STOLEN_RADIUS_KM.default,
    from: day.test(search.get('dal') ?? '') ? (search.get('dal') ?? '') : '',
    to: day.test(search.get('al') ?? '') ? (search.get('al') ?? '') : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The page's query for the filters (Italian names, as the path). */
export function searchFromFilters(f: StolenFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.near) {
    out.set('lat', String(round3(f.near.lat)));
    out.set('lng', String(round3(f.near.lng)));
  } else if (f.place.trim()) out.set('comune', f.place.trim());
  if ((f.near || f.place.trim()) && f.radiusKm !== STOLEN_RADIUS_KM.default) out.set('km', String(f.radiusKm));
  if (f.from) out.set('dal', f.from);
  if (f.to) out.set('al', f.to);
  if (f.page > 1) out.set('pagina', String(f.page));
  return out;
}

/** The API's query for the filters (`GET /api/stolen`). */
export function stolenListSearch(f: StolenFilters): string {
  const out = new URLSearchParams();
  if (f.near) {
    out.set('lat', String(f.near.lat));
    out.set('lng', String(f.near.lng));
    out.set('radiusKm', String(f.radiusKm));
  } else if (f.place.trim()) {
    out.set('place', f.place.trim());
    out.set('radiusKm', String(f.radiusKm));
  }
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  out.set('page', String(f.page));
  return out.toString();
}
