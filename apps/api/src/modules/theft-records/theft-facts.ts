import { type FieldError, FieldValidationError, fieldError, THEFT_MAX_AGE_DAYS, type TheftFactsInput } from '@ritrova/shared';
import { nearestMunicipality } from '../places/index.ts';
import type { TheftFactsColumns } from './theft.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in Italy (YYYY-MM-DD): a police report is dated by it. */
export function italianDay(at: Date): string {
  return romeDay.format(at);
}

/**
 * A theft's facts as columns, or the fields refused (400 naming each). The theft happened no
 * later than `reportedAt` (when it was reported: now, for a new report) and at most a year
 * before; the police report is dated between the theft's day and today (`now`), in Italy.
 * Left out, `stolenAt` is `defaultStolenAt` (now for a new report, the stored time for an edit).
 * The place is kept exactly as given; its municipality is the one nearest the point.
 */
export function theftFactsColumns(
  input: TheftFactsInput,
  times: { now: Date; reportedAt: Date; defaultStolenAt: Date },
): TheftFactsColumns & { stolen_at: Date } {
  const errors: FieldError[] = [];
  const stolenAt = input.stolenAt === undefined ? times.defaultStolenAt : new Date(input.stolenAt);
  if (input.stolenAt !== undefined) {
    if (stolenAt.getTime() > times.reportedAt.getTime()) errors.push(fieldError('stolenAt', 'validation.date_in_future'));
    else if (stolenAt.getTime() < times.reportedAt.getTime() - THEFT_MAX_AGE_DAYS * DAY_MS) errors.push(fieldError('stolenAt', 'validation.date_too_old'));
  }
  const policeDate = input.policeReportDate ?? null;
  if (policeDate !== null) {
    if (policeDate > italianDay(times.now)) errors.push(fieldError('policeReportDate', 'validation.date_in_future'));
    else if (policeDate < italianDay(stolenAt)) errors.push(fieldError('policeReportDate', 'validation.police_date_before_theft'));
  }
  if (errors.length > 0) throw new FieldValidationError(errors);
  const place = input.place ?? null;
  return {
    stolen_at: stolenAt,
    place_lat: place?.lat ?? null,
    place_lng: place?.lng ?? null,
    place_address: input.address || null,
    place_istat: place ? (nearestMunicipality(place)?.istat ?? null) : null,
    circumstances: input.circumstances || null,
    lock_description: input.lock || null,
    police_report_number: input.policeReportNumber || null,
    police_station: input.policeStation || null,
    police_report_date: policeDate,
  };
}
