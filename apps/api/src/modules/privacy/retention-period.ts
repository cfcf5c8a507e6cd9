import type { RetentionPeriod } from '@ritrova/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last moment from which a period has run out at `now`: data whose period counts from this moment
 * or earlier is due (`count` days of 24 hours; months and years as calendar months in UTC, the day
 * kept or, past the target month's end, its last day).
 */
export function periodCutoff(period: Pick<RetentionPeriod, 'count' | 'unit'>, now: Date): Date {
  if (period.unit === 'days') return new Date(now.getTime() - period.count * DAY_MS);
  return monthsBefore(now, period.unit === 'years' ? period.count * 12 : period.count);
}

/** `at` moved back `months` calendar months (UTC), clamped to the end of a shorter month (31 March − 1 month: 28/29 February). */
function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(at);
  moved.setUTCDate(1);
  moved.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return moved;
}
