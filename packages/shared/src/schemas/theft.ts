import { z } from 'zod';
import { boundedDateTimeSchema, boundedDaySchema } from './bounds.ts';

/**
 * The facts of a theft (issue #19): when, where, how, and the police report
 * (*denuncia*). All optional. What depends on the time (not in the future, not
 * older than a year, the report not before the theft) the API checks with its
 * clock; the shapes and lengths are checked here, for both apps.
 */

/** How far back a theft may be reported: older is a typo, not a theft to hunt. */
export const THEFT_MAX_AGE_DAYS = 366;

/** Italy's bounding box (with Lampedusa, Pantelleria and the Alps): a theft's point must be in it. */
export const ITALY_BOUNDS = { minLat: 35.2, maxLat: 47.2, minLng: 6.6, maxLng: 18.6 } as const;

export const THEFT_FACT_LIMITS = {
  address: 200,
  circumstances: 1000,
  lock: 200,
  policeReportNumber: 50,
  policeStation: 120,
} as const;

/** Text a field may leave out: trimmed; empty, null or left out all mean not given. */
const optionalText = (max: number) => z.string().trim().max(max, 'validation.max_length').nullable().optional();

/** A point where the bike was stolen, inside Italy. */
export const theftPointSchema = z
  .object({ lat: z.number().finite(), lng: z.number().finite() })
  .refine(
    (p) => p.lat >= ITALY_BOUNDS.minLat && p.lat <= ITALY_BOUNDS.maxLat && p.lng >= ITALY_BOUNDS.minLng && p.lng <= ITALY_BOUNDS.maxLng,
    'validation.place_outside_italy',
  );
export type TheftPoint = z.infer<typeof theftPointSchema>;

/** The theft's facts as a body (report-stolen, or their edit while the bike is stolen). */
export const theftFactsInputSchema = z.object({
  /** When the bike was stolen (ISO 8601 with a time zone); left out when reporting: now. */
  stolenAt: boundedDateTimeSchema.optional(),
  /** Where: a point on the map… */
  place: theftPointSchema.nullable().optional(),
  /** …and/or an address as typed. */
  address: optionalText(THEFT_FACT_LIMITS.address),
  circumstances: optionalText(THEFT_FACT_LIMITS.circumstances),
  /** How the bike was locked. */
  lock: optionalText(THEFT_FACT_LIMITS.lock),
  policeReportNumber: optionalText(THEFT_FACT_LIMITS.policeReportNumber),
  policeStation: optionalText(THEFT_FACT_LIMITS.policeStation),
  /** The day the police report was filed (YYYY-MM-DD). */
  policeReportDate: boundedDaySchema.nullable().optional(),
});
export type TheftFactsInput = z.output<typeof theftFactsInputSchema>;
export type TheftFactsBody = z.input<typeof theftFactsInputSchema>;

/** The facts as the owner sees them: exactly as given. */
export const theftFactsSchema = z.object({
  stolenAt: z.string(),
  place: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  address: z.string().nullable(),
  /** "Milano (MI)": the municipality nearest the point, if any. */
  placeName: z.string().nullable(),
  circumstances: z.string().nullable(),
  lock: z.string().nullable(),
  policeReportNumber: z.string().nullable(),
  policeStation: z.string().nullable(),
  policeReportDate: z.string().nullable(),
});
export type TheftFacts = z.infer<typeof theftFactsSchema>;

/** What Hunters and the public may see of a theft: the area to about a kilometre, no address, no police data. */
export const publicTheftFactsSchema = z.object({
  stolenAt: z.string(),
  area: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  placeName: z.string().nullable(),
  circumstances: z.string().nullable(),
});
export type PublicTheftFacts = z.infer<typeof publicTheftFactsSchema>;
