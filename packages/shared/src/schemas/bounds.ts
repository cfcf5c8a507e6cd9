import { z } from 'zod';

/**
 * Dates and numbers a request may name, bounded once for every route (issue #24): a date outside
 * them, or a page past them, is refused with a 400 naming the field before any query or date
 * arithmetic sees it (year 0 reached PostgreSQL and answered 500). Domain rules come on top
 * (a theft is not in the future by the application's clock, nor older than a year).
 */

/**
 * The days any date of a request falls within: every date Ritrova holds is of this century, so
 * anything outside is a typo or a probe. Both bounds included.
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

const FIRST_INSTANT = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const LAST_INSTANT = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

/** Whether a calendar day `YYYY-MM-DD` is within DATE_RANGE (text order is calendar order for four-digit years). */
export function dayInRange(day: string): boolean {
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
}

// NOTE: `when` runs the range check only on a well-formed value, so a malformed one gets one error, not two.
const onlyIfWellFormed = { message: 'validation.date_out_of_range', when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30) and is within DATE_RANGE: every day filter and day field. */
export const boundedDaySchema = z.iso.date('validation.date_invalid').refine(dayInRange, onlyIfWellFormed);

/** An instant in ISO 8601 with a time zone, within DATE_RANGE (read in UTC): every date-time field. */
export const boundedDateTimeSchema = z.iso.datetime({ offset: true, error: 'validation.date_time_invalid' }).refine((text) => {
  const at = Date.parse(text);
  return at >= FIRST_INSTANT && at <= LAST_INSTANT;
}, onlyIfWellFormed);

/** The last page number a listing accepts: far past any real listing, far before an offset could overflow. */
export const PAGE_MAX = 100_000;

/** A `page` query parameter: a whole number from 1 to PAGE_MAX, 1 when left out. */
export const pageQuerySchema = z.coerce
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(1, 'validation.min_value')
  .max(PAGE_MAX, 'validation.max_value')
  .default(1);
