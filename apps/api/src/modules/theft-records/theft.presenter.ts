import type { PublicTheftFacts, TheftFacts } from '@ritrova/shared';
import { approximatePoint, nearestMunicipality, placeName } from '../places/index.ts';
import type { TheftFactsColumn } from './theft.repository.ts';
import type { TheftReportRow } from './theft-row.ts';

/** The columns of a theft report its facts are read from (any module's query may select them). */
export type TheftFactsRow = Pick<TheftReportRow, TheftFactsColumn>;

const pointOf = (row: Pick<TheftFactsRow, 'place_lat' | 'place_lng'>) =>
  row.place_lat === null || row.place_lng === null ? null : { lat: row.place_lat, lng: row.place_lng };

/** "Milano (MI)": the municipality nearest the theft's point, or null without a point (or far from any). */
function nameOfPlace(row: Pick<TheftFactsRow, 'place_lat' | 'place_lng'>): string | null {
  const point = pointOf(row);
  const municipality = point ? nearestMunicipality(point) : undefined;
  return municipality ? placeName(municipality) : null;
}

/** The theft's facts for its owner: everything, exactly as given. */
export function ownerTheftFacts(row: TheftFactsRow): TheftFacts {
  return {
    stolenAt: row.stolen_at.toISOString(),
    place: pointOf(row),
    address: row.place_address,
    placeName: nameOfPlace(row),
    circumstances: row.circumstances,
    lock: row.lock_description,
    policeReportNumber: row.police_report_number,
    policeStation: row.police_station,
    policeReportDate: row.police_report_date,
  };
}

/**
 * What Hunters and the public may see of a theft (hunts, the public tag page, a poster): when, the
 * area rounded to about a kilometre, the municipality's name and the circumstances. Never the exact
 * point, the address, the lock or the police report.
 */
export function publicTheftFacts(row: Pick<TheftFactsRow, 'stolen_at' | 'place_lat' | 'place_lng' | 'circumstances'>): PublicTheftFacts {
  const point = pointOf(row);
  return {
    stolenAt: row.stolen_at.toISOString(),
    area: point ? approximatePoint(point) : null,
    placeName: nameOfPlace(row),
    circumstances: row.circumstances,
  };
}
