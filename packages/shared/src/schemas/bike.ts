import { z } from 'zod';
import { bikeLimits, bikeTypes } from '../bike-limits.ts';
import { emailSchema } from './account.ts';
import { pageQuerySchema } from './bounds.ts';

/** Spec §3: bike statuses. `stolen` and `recovered` are set by theft reports (issue #4). */
export const bikeStatuses = ['active', 'stolen', 'recovered', 'maintenance'] as const;
export type BikeStatus = (typeof bikeStatuses)[number];

/**
 * The serial number as compared in searches: upper case, without spaces, dashes,
 * dots, slashes or underscores, so "wtu 123-4567" finds "WTU1234567".
 */
export function normalizeSerialNumber(serial: string): string {
  return serial.toUpperCase().replace(/[\s\-_./]/g, '');
}

const requiredText = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.max_length');

/** An optional text field: blank becomes null, so clearing a field in the form clears it. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, 'validation.max_length')
    .nullish()
    .transform((v) => (v ? v : null));

const bikeFields = {
  name: requiredText(bikeLimits.nameMaxLength),
  brand: requiredText(bikeLimits.brandMaxLength),
  model: optionalText(bikeLimits.modelMaxLength),
  type: z.enum(bikeTypes, { error: 'validation.invalid_choice' }),
  color: optionalText(bikeLimits.colorMaxLength),
  serialNumber: optionalText(bikeLimits.serialMaxLength),
  notes: optionalText(bikeLimits.notesMaxLength),
  /** The model year, 1900 to next year (the upper bound: `latestBikeYear`, checked by the API). */
  year: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(bikeLimits.yearMin, 'validation.min_value')
    .nullish()
    .transform((v) => v ?? null),
  frameSize: optionalText(bikeLimits.frameSizeMaxLength),
  /** A second frame colour, with the same rules as the first. */
  secondColor: optionalText(bikeLimits.colorMaxLength),
  /** What the owner paid, in euro cents; the reward guidance suggests 10% of it. */
  purchaseValueCents: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(0, 'validation.min_value')
    .max(bikeLimits.purchaseValueMaxCents, 'validation.max_value')
    .nullish()
    .transform((v) => v ?? null),
};

/** Body of `POST /api/bikes` (an `owner` field sent by older clients is ignored: the owner is the caller). */
export const bikeCreateSchema = z.object(bikeFields);
export type BikeCreateInput = z.input<typeof bikeCreateSchema>;

/** Body of `PUT /api/bikes/{id}`: the fields to change, at least one. */
export const bikeUpdateSchema = z
  .object({
    name: bikeFields.name.optional(),
    brand: bikeFields.brand.optional(),
    model: optionalText(bikeLimits.modelMaxLength).optional(),
    type: bikeFields.type.optional(),
    color: optionalText(bikeLimits.colorMaxLength).optional(),
    serialNumber: optionalText(bikeLimits.serialMaxLength).optional(),
    notes: optionalText(bikeLimits.notesMaxLength).optional(),
    purchaseValueCents: bikeFields.purchaseValueCents.optional(),
    year: bikeFields.year.optional(),
    frameSize: optionalText(bikeLimits.frameSizeMaxLength).optional(),
    secondColor: optionalText(bikeLimits.colorMaxLength).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'validation.nothing_to_update' });
export type BikeUpdateInput = z.input<typeof bikeUpdateSchema>;

/** Query of `GET /api/bikes` and `GET /api/bikes/all` (spec §3 bike list query). */
export const bikeListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: z.coerce.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.min_value').max(100, 'validation.max_value').default(20),
  search: z.string().trim().max(100, 'validation.max_length').optional(),
  status: z.enum(bikeStatuses, { error: 'validation.invalid_choice' }).optional(),
  type: z.enum(bikeTypes, { error: 'validation.invalid_choice' }).optional(),
  /** Admins only: the owner's id. */
  owner: z.uuid({ error: 'validation.invalid' }).optional(),
  sortBy: z.enum(['createdAt', 'updatedAt', 'name', 'brand', 'type', 'status'], { error: 'validation.invalid_choice' }).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'validation.invalid_choice' }).default('desc'),
});
export type BikeListQuery = z.input<typeof bikeListQuerySchema>;

/** A bike as its owner sees it. */
export const bikeSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  type: z.enum(bikeTypes),
  color: z.string().nullable(),
  /** Issue #19: optional facts as Bike Index records them. */
  secondColor: z.string().nullable(),
  year: z.number().nullable(),
  frameSize: z.string().nullable(),
  serialNumber: z.string().nullable(),
  notes: z.string().nullable(),
  purchaseValueCents: z.number().nullable(),
  status: z.enum(bikeStatuses),
  /** Spec §3: the active reward in euros (0 until theft reports exist, issue #4). */
  reward: z.number(),
  stolenInfo: z.object({ dateStolen: z.string(), reward: z.number() }).nullable(),
  /** Tag UIDs on this bike (issue #4); `tagId` is the first one. */
  tags: z.array(z.object({ uid: z.string() })),
  tagId: z.string().nullable(),
  /** Photos (issue #6). */
  photos: z.array(z.object({ id: z.string(), thumbnailUrl: z.string(), isMain: z.boolean() })),
  mainPhoto: z.string().nullable(),
  owner: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Dates only: an owner never sees who owned the bike before. */
  ownershipHistory: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable(), via: z.enum(['registration', 'transfer']) })),
  /** The transfer this owner started and nobody has answered yet. */
  pendingTransfer: z.object({ id: z.string(), toEmail: z.string(), expiresAt: z.string(), createdAt: z.string() }).nullable(),
  /**
   * Why *Elimina* would be refused, said before any confirmation (issue #27): `stolen` while it is
   * reported stolen (mark it recovered first), `reward_history` once a reward was paid for it (the
   * ledger keeps it); null when it can be deleted. The same rules as DELETE.
   */
  deleteBlockedBy: z.enum(['stolen', 'reward_history']).nullable(),
});
export type Bike = z.infer<typeof bikeSchema>;

/** Body of `POST /api/bikes/{id}/transfers`. */
export const transferCreateSchema = z.object({ email: emailSchema });

/** Body of accept/decline: the token of the mailed link, when the recipient came from it. */
export const transferAnswerSchema = z.object({ token: z.string().trim().min(16, 'validation.token_invalid').max(200, 'validation.token_invalid').optional() });

export const transferStatuses = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;

/** A transfer as its recipient sees it: the bike, never the sender's identity. */
export const incomingTransferSchema = z.object({
  id: z.string(),
  status: z.enum(transferStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  bike: z.object({ name: z.string(), brand: z.string(), model: z.string().nullable(), type: z.enum(bikeTypes), color: z.string().nullable() }),
});
export type IncomingTransfer = z.infer<typeof incomingTransferSchema>;
