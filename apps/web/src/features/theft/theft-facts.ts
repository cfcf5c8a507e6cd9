import { ITALY_BOUNDS, THEFT_FACT_LIMITS, THEFT_MAX_AGE_DAYS, type TheftFacts, type TheftFactsBody } from '@ritrova/shared';
import { z } from 'zod';
import { serviceTimeZone } from '@/lib/format';

/**
 * The theft's facts as the form holds them (issue #19): the time as Italy's date and time, the place as a point (my position or the map) and/or an address, the rest as text (empty
 * means not given). The API checks the same rules with its clock; the form checks them first so
 * the owner learns at the step where the field is.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const pointSchema = z.object({ lat: z.number(), lng: z.number() });

export const theftFactsFormObject = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'validation.date_time_invalid'),
  place: pointSchema.nullable(),
  address: z.string().max(THEFT_FACT_LIMITS.address, 'validation.max_length'),
  circumstances: z.string().max(THEFT_FACT_LIMITS.circumstances, 'validation.max_length'),
  lock: z.string().max(THEFT_FACT_LIMITS.lock, 'validation.max_length'),
  policeReportNumber: z.string().max(THEFT_FACT_LIMITS.policeReportNumber, 'validation.max_length'),
  policeStation: z.string().max(THEFT_FACT_LIMITS.policeStation, 'validation.max_length'),
  policeReportDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid')]),
});
export type TheftFactsFormValues = z.infer<typeof theftFactsFormObject>;

/** The fields of each step of the form: step 1 when and where, step 2 how and the police report. */
export const FACT_STEP_FIELDS = {
  whenWhere: ['date', 'time', 'place', 'address'],
  details: ['circumstances', 'lock', 'policeReportNumber', 'policeStation', 'policeReportDate'],
} as const satisfies Record<string, ReadonlyArray<keyof TheftFactsFormValues>>;

const pad = (n: number) => String(n).padStart(2, '0');

// A theft in Italy happened at an Italian time, and a police report is dated by the Italian day (as
// the API checks it): the form's date and time are Italy's wall clock, whatever the device's zone.
const italianClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: serviceTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Italy's date and time, as `<input type="date">`/`"time"` take them. */
export function localDateTime(at: Date): { date: string; time: string } {
  const parts = italianClock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** How far Italy's clock is ahead of UTC at an instant, in milliseconds (1 or 2 hours). */
function italianOffset(at: number): number {
  const { date, time } = localDateTime(new Date(at));
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0) - Math.floor(at / 60_000) * 60_000;
}

/**
 * Italy's date and time typed, as an instant (invalid when they are not a real time). An hour the
 * clocks skip in spring counts as the hour after; the hour that repeats in autumn, as its first.
 */
export function instantOf(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? Number.NaN, (m ?? Number.NaN) - 1, d ?? Number.NaN, hh ?? Number.NaN, mm ?? Number.NaN);
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  // Italy's offset read at the wall time taken as UTC less two hours, never later than the instant
  // sought: in the hour the clocks skip this gives the hour after, in the hour they repeat its first pass.
  return new Date(wall - italianOffset(wall - 2 * 60 * 60 * 1000));
}

/** Whether the device's clock reads differently from Italy's now (the form then says its time is Italy's). */
export function deviceClockDiffersFromItaly(now: Date): boolean {
  const own = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const { date, time } = localDateTime(now);
  return own !== `${date} ${time}`;
}

/** Whether a point is inside Italy's box, as the API requires. */
export function isInItaly(point: { lat: number; lng: number }): boolean {
  return point.lat >= ITALY_BOUNDS.minLat && point.lat <= ITALY_BOUNDS.maxLat && point.lng >= ITALY_BOUNDS.minLng && point.lng <= ITALY_BOUNDS.maxLng;
}

/**
 * What is wrong with the facts at `now`, field by field (validation keys): the theft not in the
 * future nor more than a year ago, the point in Italy, the police report not in the future nor
 * before the theft's day.
 */
export function theftFactsProblems(values: TheftFactsFormValues, now: Date): Array<{ field: keyof TheftFactsFormValues; message: string }> {
  const problems: Array<{ field: keyof TheftFactsFormValues; message: string }> = [];
  const stolenAt = instantOf(values.date, values.time);
  if (Number.isNaN(stolenAt.getTime())) problems.push({ field: 'date', message: 'validation.date_invalid' });
  else if (stolenAt.getTime() > now.getTime()) problems.push({ field: 'date', message: 'validation.date_in_future' });
  else if (stolenAt.getTime() < now.getTime() - THEFT_MAX_AGE_DAYS * DAY_MS) problems.push({ field: 'date', message: 'validation.date_too_old' });
  if (values.place && !isInItaly(values.place)) problems.push({ field: 'place', message: 'validation.place_outside_italy' });
  if (values.policeReportDate) {
    if (values.policeReportDate > localDateTime(now).date) problems.push({ field: 'policeReportDate', message: 'validation.date_in_future' });
    else if (/^\d{4}-\d{2}-\d{2}$/.test(values.date) && values.policeReportDate < values.date) {
      problems.push({ field: 'policeReportDate', message: 'validation.police_date_before_theft' });
    }
  }
  return problems;
}

/** The form's schema: shapes, then the rules that depend on the time now. */
export function refineTheftFacts<T extends TheftFactsFormValues>(values: T, ctx: z.RefinementCtx): void {
  for (const problem of theftFactsProblems(values, new Date())) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}
export const theftFactsFormSchema = theftFactsFormObject.superRefine(refineTheftFacts);

/** The form's values for facts already given, or (none yet) the time now and nothing else. */
export function theftFactsFormValues(facts: TheftFacts | null, now: Date): TheftFactsFormValues {
  const { date, time } = localDateTime(facts ? new Date(facts.stolenAt) : now);
  return {
    date,
    time,
    place: facts?.place ?? null,
    address: facts?.address ?? '',
    circumstances: facts?.circumstances ?? '',
    lock: facts?.lock ?? '',
    policeReportNumber: facts?.policeReportNumber ?? '',
    policeStation: facts?.policeStation ?? '',
    policeReportDate: facts?.policeReportDate ?? '',
  };
}

/**
 * The facts as the API takes them: Italy's time as an instant, empty text as null. A new report
 * whose time the owner left at its default sends none (`sendTime: false`): the server's now is
 * then the time, and a device clock a little ahead cannot make it "in the future".
 */
export function theftFactsBody(values: TheftFactsFormValues, { sendTime = true }: { sendTime?: boolean } = {}): TheftFactsBody {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(sendTime && { stolenAt: instantOf(values.date, values.time).toISOString() }),
    place: values.place,
    address: text(values.address),
    circumstances: text(values.circumstances),
    lock: text(values.lock),
    policeReportNumber: text(values.policeReportNumber),
    policeStation: text(values.policeStation),
    policeReportDate: values.policeReportDate === '' ? null : values.policeReportDate,
  };
}
