import { z } from 'zod';
import { calendarDay } from '../calendar-day.ts';
import { limits } from '../limits.ts';

/**
 * The maintenance log of a bike (issue #6, spec §3/§5/§7). Amounts travel in
 * euros with two decimals as the spec has them (`cost.parts` …) and are stored
 * by the API as integer cents; the distance unit is always km.
 */

/**
 * Spec §3: the service types of the add form (the second of the two lists the
 * spec shows); labels live in the web app's translations (`maintenance:service_types.<type>`).
 */
export const maintenanceServiceTypes = [
  'general_maintenance',
  'repair',
  'component_upgrade',
  'tune_up',
  'inspection',
  'tire_replacement',
  'brake_service',
  'drivetrain_service',
  'wheel_service',
  'suspension_service',
  'other',
] as const;
export type MaintenanceServiceType = (typeof maintenanceServiceTypes)[number];

/** Spec §6: a record says whether a shop or the user made it. */
export const maintenanceCreatorTypes = ['user', 'shop'] as const;
export type MaintenanceCreatorType = (typeof maintenanceCreatorTypes)[number];

/** Limits of the maintenance form; each is generous for real records and bounded for storage. */
export const maintenanceLimits = {
  /** Spec §5/§9: the description has at most 1000 characters. */
  descriptionMaxLength: 1000,
  /** A list of parts ("catena, cassetta 11-32"), not an essay. */
  componentsMaxLength: 500,
  issuesMaxLength: 1000,
  recommendationsMaxLength: 1000,
  technicianNameMaxLength: limits.nameMaxLength,
  /** Parts or labour above 100,000 € (the bikes' purchase-value cap) is a typo, not a service. */
  amountMaxCents: 10_000_000,
  /** A million kilometres is more than any bike rides: anything above is a typo. */
  odometerMaxKm: 1_000_000,
  /** Bikes have been serviced since the nineteenth century; earlier dates are typos. */
  earliestServiceDate: '1900-01-01',
} as const;

/**
 * Spec §5: a number field left empty or holding something that is not a number
 * counts as 0. A decimal comma ("12,50") reads as a point; a negative stays
 * negative so that the schema refuses it.
 */
export function lenientNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '') return 0;
  const n = Number(/^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text);
  return Number.isFinite(n) ? n : 0;
}

/** Euros as integer cents, rounded to the cent (the form's step is 0.01). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** The total of a service in euros: parts plus labour, added in cents so that 0.1 + 0.2 is 0.3. */
export function maintenanceTotal(parts: unknown, labor: unknown): number {
  return (eurosToCents(lenientNumber(parts)) + eurosToCents(lenientNumber(labor))) / 100;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a service date names: `YYYY-MM-DD` as it is, or an ISO date
 * with time and offset as the day it was in Italy (the service's home). Null
 * for anything else, including impossible days like 2026-02-30.
 */
export function serviceDayOf(text: string): string | null {
  if (DAY_ONLY.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
  }
  if (!z.iso.datetime({ offset: true }).safeParse(text).success) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : calendarDay(date, 'Europe/Rome');
}

/**
 * The latest day a service can have happened: today where it is already latest
 * on Earth (UTC+14). NOTE: the check is this loose so that no client is refused
 * for its time zone; the form's date picker stops at the user's own today.
 */
function latestServiceDay(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const amountEuros = z
  .preprocess(
    lenientNumber,
    z
      .number()
      .min(0, 'validation.min_value')
      .max(maintenanceLimits.amountMaxCents / 100, 'validation.max_value')
      .transform((euros) => eurosToCents(euros) / 100),
  )
  .default(0);

/** An optional text: blank becomes null, so clearing a field clears it. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, 'validation.max_length')
    .nullish()
    .transform((v) => (v ? v : null));

const maintenanceFields = {
  serviceType: z.enum(maintenanceServiceTypes, { error: 'validation.invalid_choice' }).default('general_maintenance'),
  /** `YYYY-MM-DD` (the form's date field) or an ISO date-time; stored as the calendar day. */
  serviceDate: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .transform((text, ctx): string => {
      const day = serviceDayOf(text);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return day;
    })
    .refine((day) => day >= maintenanceLimits.earliestServiceDate, 'validation.min_value')
    .refine((day) => day <= latestServiceDay(), 'validation.max_value'),
  description: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(maintenanceLimits.descriptionMaxLength, 'validation.max_length'),
  componentsReplaced: optionalText(maintenanceLimits.componentsMaxLength),
  issuesFound: optionalText(maintenanceLimits.issuesMaxLength),
  recommendations: optionalText(maintenanceLimits.recommendationsMaxLength),
  cost: z
    .object(
      {
        parts: amountEuros,
        labor: amountEuros,
        /**
         * NOTE: the total is always parts + labour, computed here (and so by the
         * server). A client's total that disagrees is overwritten, not refused:
         * clients that add in floating point send 0.30000000000000004, and that
         * must not stop a record from being saved.
         */
        total: z.unknown().optional(),
        currency: z.literal('EUR', { error: 'validation.invalid_choice' }).default('EUR'),
      },
      { error: 'validation.invalid' },
    )
    .transform(({ parts, labor, currency }) => ({ parts, labor, total: maintenanceTotal(parts, labor), currency }))
    .prefault({}),
  technician: z.object({ name: optionalText(maintenanceLimits.technicianNameMaxLength) }, { error: 'validation.invalid' }).prefault({}),
  odometer: z
    .object(
      {
        /** Whole kilometres (a fraction is rounded). */
        current: z
          .preprocess(
            lenientNumber,
            z
              .number()
              .min(0, 'validation.min_value')
              .max(maintenanceLimits.odometerMaxKm, 'validation.max_value')
              .transform((km) => Math.round(km)),
          )
          .default(0),
        unit: z.literal('km', { error: 'validation.invalid_choice' }).default('km'),
      },
      { error: 'validation.invalid' },
    )
    .prefault({}),
};

/** Body of `PUT /api/maintenance/{id}`: the whole record again (a `bike` sent along is ignored: a record never moves). */
export const maintenanceUpdateSchema = z.object(maintenanceFields);
export type MaintenanceUpdateInput = z.input<typeof maintenanceUpdateSchema>;

/**
 * Body of `POST /api/maintenance` (spec §7) and the add form (spec §5). Its
 * output is itself a valid body: what the form submits is what the server reads.
 */
export const maintenanceCreateSchema = z.object({
  bike: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.invalid'),
  ...maintenanceFields,
});
export type MaintenanceCreateInput = z.input<typeof maintenanceCreateSchema>;
export type MaintenanceCreateOutput = z.output<typeof maintenanceCreateSchema>;

/** A maintenance record as the bike's owner sees it (spec §3). */
export const maintenanceRecordSchema = z.object({
  id: z.string(),
  _id: z.string(),
  /** The bike's id. */
  bike: z.string(),
  serviceType: z.enum(maintenanceServiceTypes),
  /** The calendar day of the service, `YYYY-MM-DD`. */
  serviceDate: z.string(),
  description: z.string(),
  /** As typed, comma separated. */
  componentsReplaced: z.string().nullable(),
  issuesFound: z.string().nullable(),
  recommendations: z.string().nullable(),
  /** Euros with two decimals; `total` is always parts + labour. */
  cost: z.object({ parts: z.number(), labor: z.number(), total: z.number(), currency: z.literal('EUR') }),
  technician: z.object({ name: z.string().nullable() }),
  odometer: z.object({ current: z.number(), unit: z.literal('km') }),
  createdByType: z.enum(maintenanceCreatorTypes),
  /**
   * Who wrote the record: a name, or first and last name, or e-mail. Null for a
   * record a previous owner wrote (an owner never learns who owned the bike before).
   */
  createdBy: z.object({ name: z.string().nullable() }),
  /** Whether the viewer wrote it, and so may change or delete it. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;
