import { z } from 'zod';
import { bikeSchema } from './bike.ts';
import { tagChips } from './tag.ts';

/** The photos a bike's printed record shows: the main one large, the next few small (one A4 page). */
export const bikeRecordPhotoLimit = 4;

/**
 * The bike's printable record ("Scheda della bici", issue #28): what a police station or an insurer
 * asks for after a theft, for its owner only (`GET /api/bikes/{id}/record`). `verification` is the
 * bike's public verification page (its tag's) with the QR code the server drew of it; null for a
 * bike without a tag. `printedAt` is the server's clock, `registeredAt` the bike's registration.
 */
export const bikeRecordSchema = z.object({
  bike: bikeSchema.pick({
    id: true,
    name: true,
    brand: true,
    model: true,
    type: true,
    color: true,
    secondColor: true,
    year: true,
    frameSize: true,
    serialNumber: true,
    status: true,
  }),
  registeredAt: z.string(),
  /** Since when the current owner holds it (the registration, or the transfer that gave it to her). */
  ownedSince: z.string(),
  /** The owner's first and last name, as in her profile: the sheet is hers, printed by her. */
  ownerName: z.string(),
  /** Main photo first, at most `bikeRecordPhotoLimit`; `url` is the large JPEG (prints everywhere). */
  photos: z.array(z.object({ id: z.string(), isMain: z.boolean(), url: z.string(), width: z.number(), height: z.number() })),
  tags: z.array(z.object({ uid: z.string(), chip: z.enum(tagChips) })),
  verification: z.object({ url: z.string(), qrSvg: z.string() }).nullable(),
  printedAt: z.string(),
});
export type BikeRecord = z.infer<typeof bikeRecordSchema>;
