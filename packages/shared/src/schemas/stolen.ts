import { z } from 'zod';
import { bikeTypes } from '../bike-limits.ts';
import { STOLEN_RADIUS_KM } from '../stolen-limits.ts';
import { boundedDaySchema } from './bounds.ts';
import { parseSightingFields } from './sighting.ts';
import { locationSchema, publicBikeSchema } from './tag.ts';
import { publicTheftFactsSchema } from './theft.ts';

/**
 * A published theft (issue #19): the public stolen listing (`/rubate`), a theft's public page
 * (`/rubate/<publicId>`) and its printable poster. Only what the owner chose to publish: never the
 * exact place, the address, the lock, the police report or anything about the owner.
 */

/** The fragment of the public page where its sighting form is: the poster's QR code points there. */
export const STOLEN_SIGHTING_ANCHOR = 'segnala';

/** A published theft's public page, from the site's root. */
export const stolenPagePath = (publicId: string) => `/rubate/${publicId}`;

const variantUrls = z.object({ webp: z.string(), jpeg: z.string(), width: z.number().int(), height: z.number().int() });

/** The bike's main photo, in the sizes a card, the page and the poster use. */
export const stolenPhotoSchema = z.object({ small: variantUrls, medium: variantUrls, large: variantUrls });
export type StolenPhoto = z.infer<typeof stolenPhotoSchema>;

/** A published theft as a card of the listing. */
export const stolenCardSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  stolenAt: z.string(),
  /** "Milano (MI)", or null when the owner gave no place. */
  placeName: z.string().nullable(),
  /** What the finder (a Hunter) would receive, in cents: the Hunter's share of a funded reward; null without one. */
  rewardCents: z.number().int().nullable(),
  /** The whole reward the owner offered and paid, in cents (the small print "65% of the 200 € offered"); null without one. */
  rewardOfferedCents: z.number().int().nullable(),
  photo: stolenPhotoSchema.nullable(),
});
export type StolenCard = z.infer<typeof stolenCardSchema>;

/** A published theft's public page (and poster). */
export const stolenPageSchema = z.object({
  publicId: z.string(),
  bike: z.object({
    name: z.string(),
    brand: z.string(),
    model: z.string().nullable(),
    color: z.string().nullable(),
    secondColor: z.string().nullable(),
    type: z.enum(bikeTypes),
    year: z.number().int().nullable(),
    frameSize: z.string().nullable(),
    /** Only when the owner chose to show it (it helps shops spot the bike); hidden by default. */
    serialNumber: z.string().nullable(),
  }),
  theft: publicTheftFactsSchema,
  /** What the finder would receive, in cents (the Hunter's share of a funded reward); null without one. */
  rewardCents: z.number().int().nullable(),
  /** The whole reward the owner offered and paid, in cents; null without one. */
  rewardOfferedCents: z.number().int().nullable(),
  photo: stolenPhotoSchema.nullable(),
  /** The absolute address of the page's sighting form (what the poster's QR code encodes). */
  sightingUrl: z.string(),
});
export type StolenPage = z.infer<typeof stolenPageSchema>;

/**
 * `GET /api/public/stolen` (the used-bike check, issue #24): whether a serial number or a tag is
 * reported stolen, to anyone. Where, for how much and what the bike looks like are the owner's to
 * make public: an unpublished theft answers only `stolen: true`; a published one shows what its
 * public page shows and links it.
 */
export const stolenCheckSchema = z.object({
  success: z.literal(true),
  stolen: z.boolean(),
  /** The bike's public facts (municipality, reward, photo): only for a published theft; null otherwise. */
  bike: publicBikeSchema.nullable(),
  /** The published theft's public page (`/rubate/<publicId>`); null when not published. */
  publicPage: z.string().nullable(),
});
export type StolenCheck = z.infer<typeof stolenCheckSchema>;

/** `GET /api/stolen`: the listing's filters (all optional). Dates are Italian days (YYYY-MM-DD), both included. */
export const stolenListQuerySchema = z
  .object({
    /** A municipality, by name ("Milano" or "Milano (MI)"). */
    place: z.string().trim().max(100, 'validation.max_length').optional(),
    /** A point (the browser's position): with lng. */
    lat: z.coerce.number({ error: 'validation.number' }).min(-90, 'validation.min_value').max(90, 'validation.max_value').optional(),
    lng: z.coerce.number({ error: 'validation.number' }).min(-180, 'validation.min_value').max(180, 'validation.max_value').optional(),
    radiusKm: z.coerce
      .number({ error: 'validation.number' })
      .min(STOLEN_RADIUS_KM.min, 'validation.min_value')
      .max(STOLEN_RADIUS_KM.max, 'validation.max_value')
      .default(STOLEN_RADIUS_KM.default),
    from: boundedDaySchema.optional(),
    to: boundedDaySchema.optional(),
    page: z.coerce.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.min_value').max(10_000).default(1),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { path: ['lng'], message: 'validation.required' })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'validation.date_invalid' });
export type StolenListQuery = z.output<typeof stolenListQuerySchema>;

export const stolenListSchema = z.object({
  success: z.literal(true),
  items: z.array(stolenCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The municipality the `place` filter matched ("Milano (MI)"); null without one. */
  place: z.string().nullable(),
});
export type StolenList = z.infer<typeof stolenListSchema>;

/** Municipalities whose name starts with what was typed (the listing's area field suggests them). */
export const stolenPlacesSchema = z.object({ success: z.literal(true), places: z.array(z.string()) });

/** The owner's publication of a theft. */
export const theftPublicationSchema = z.object({
  /** The bike is stolen (an open report): it can be published. */
  publishable: z.boolean(),
  published: z.boolean(),
  /** The public page's id (kept after a withdrawal: publishing again reuses it). */
  publicId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  showSerial: z.boolean(),
});
export type TheftPublication = z.infer<typeof theftPublicationSchema>;

export const publishTheftSchema = z.object({ showSerial: z.boolean().default(false) });
export type PublishTheftBody = z.input<typeof publishTheftSchema>;

/**
 * A sighting reported on a published theft's page: the tag page's report without the tag (the page
 * names the bike). Same fields, same rules.
 */
export const stolenSightingSchema = z.object({
  location: locationSchema.optional(),
  shareExact: z.boolean().default(false),
  note: z.string().trim().max(1000, 'validation.max_length').optional(),
  contactConsent: z.boolean().default(false),
  contactEmail: z.email('validation.email_invalid').optional(),
});
// NOTE: an address is required with consent only from an anonymous finder (theft.service requireContactAddress).
export type StolenSighting = z.output<typeof stolenSightingSchema>;

/** Any well-formed tag UID: it stands in for the tag this form has not, so the tag form's checks apply unchanged. */
const NO_TAG = '04000000000000';

/**
 * A public page's sighting sent as a form (multipart): read by exactly the tag form's rules
 * (`parseSightingFields`), without its tag fields. Throws a `FieldValidationError` naming each refused field.
 */
export function parseStolenSightingFields(fields: Readonly<Record<string, string | undefined>>): StolenSighting {
  const { uid: _uid, scanId: _scanId, ...report } = parseSightingFields({ ...fields, uid: NO_TAG, scanId: undefined });
  return report;
}
