import { z } from 'zod';
import { bikeTypes } from '../bike-limits.ts';
import { roleBadgeSchema } from '../role-badge.ts';
import { isValidTagUid, normalizeTagUid } from '../tag-uid.ts';
import { sightingPhotoSchema } from './photo.ts';

/** A UID field: normalised, then checked (spec §5: 'Invalid tag UID provided'). */
export const tagUidSchema = z
  .string({ error: 'validation.tag_uid_required' })
  .transform(normalizeTagUid)
  .refine((uid) => uid.length > 0, 'validation.tag_uid_required')
  .refine(isValidTagUid, 'validation.tag_uid_invalid');

/** Spec §3 Location, with the bounds of the globe. */
export const locationSchema = z.object({
  latitude: z.number({ error: 'validation.number' }).min(-90, 'validation.min_value').max(90, 'validation.max_value'),
  longitude: z.number({ error: 'validation.number' }).min(-180, 'validation.min_value').max(180, 'validation.max_value'),
  // NOTE: kept in whole metres: a phone's accuracy is no finer, and a value like 5e-324 would underflow the
  // database's `real` column (a 500 the fuzz tier found).
  accuracy: z
    .number({ error: 'validation.number' })
    .min(0, 'validation.min_value')
    .max(100_000, 'validation.max_value')
    .transform((metres) => Math.round(metres))
    .optional(),
});
export type Location = z.infer<typeof locationSchema>;

const shortText = (max: number) => z.string().max(max, 'validation.max_length').optional();

/**
 * What a page tells of its device at verification: only its language (`navigator.language`). The server
 * adds the kind of device from the User-Agent and keeps nothing else (issue #26 item 3); what an older
 * page also sends (a fingerprint, the screen, the referrer…) is dropped unread.
 */
export const deviceInfoSchema = z.object({ language: shortText(35) }).strip();
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * The chip of a tag batch: the plain NTAG213, NTAG215 and NTAG216 say only their UID (mirrored into
 * their URL, issue #28), `ntag424` (NTAG 424 DNA) signs every tap (SUN).
 */
export const tagChips = ['ntag213', 'ntag215', 'ntag216', 'ntag424'] as const;
export type TagChip = (typeof tagChips)[number];
/** The plain chips, which carry `/nfc/verifica?uid=` with their UID. */
export const plainTagChips = ['ntag213', 'ntag215', 'ntag216'] as const;
export type PlainTagChip = (typeof plainTagChips)[number];
/** Whether a batch of this chip is plain (no keys, a programming sheet of its own). */
export function isPlainTagChip(chip: TagChip): chip is PlainTagChip {
  return chip !== 'ntag424';
}

/**
 * What a scan of a secure tag proved (issue #9): `authenticated` — a genuine tap,
 * newer than any before; `replayed` — a genuine link used before (or older than
 * the last); `forged` — not made by a genuine tag; `unauthenticated` — the UID
 * alone, without the tag's signed message. Plain tags prove nothing: null.
 */
export const scanAuthenticities = ['authenticated', 'replayed', 'forged', 'unauthenticated'] as const;
export type ScanAuthenticity = (typeof scanAuthenticities)[number];

/** The query a secure tag's URL carries (`e=…&c=…`, or `uid=…&ctr=…&c=…`), passed on as it came. */
const sunQuerySchema = z.string().max(600, 'validation.max_length');

/** Body of `POST /api/tags/verify` (public): a UID, or the SUN message of a secure tag's URL. */
export const verifyTagSchema = z
  .object({
    uid: z
      .string({ error: 'validation.tag_uid_required' })
      .transform(normalizeTagUid)
      .refine((uid) => uid.length > 0, 'validation.tag_uid_required')
      .optional(),
    sun: sunQuerySchema.optional(),
    deviceInfo: deviceInfoSchema.optional(),
    location: locationSchema.optional(),
  })
  .refine((body) => body.uid !== undefined || body.sun !== undefined, { path: ['uid'], message: 'validation.tag_uid_required' });

/**
 * What verification answers (spec §4): `verified` (on a bike), `assigned` (on an
 * account, not yet on a bike), `unassigned` (in inventory), `stolen`, `lost`,
 * `unregistered` (not in our inventory).
 */
export const verificationStatuses = ['verified', 'assigned', 'unassigned', 'stolen', 'lost', 'unregistered'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The public facts of a bike: never its owner, never a way to reach them. */
export const publicBikeSchema = z.object({
  name: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  type: z.enum(bikeTypes),
  color: z.string().nullable(),
  status: z.enum(['active', 'stolen', 'recovered', 'maintenance']),
  isStolen: z.boolean(),
  /** When the theft was reported (ISO), if stolen. */
  stolenAt: z.string().nullable(),
  /** The municipality nearest the theft's place ("Milano (MI)"), if the owner gave one; never the place. */
  stolenNear: z.string().nullable(),
  /** The reward in euros the owner set (0 when none). */
  reward: z.number(),
  /** Whether the reward has been paid into escrow (issue #5); until then it is a promise. */
  rewardFunded: z.boolean(),
  /** The reward the owner offered, in integer cents (0 when none): only the small print ("65% of the 200 € offered"). */
  rewardCents: z.number().int(),
  /** What the finder would receive, in integer cents: the Hunter's share (splitReward) of `rewardCents`; the headline. */
  finderRewardCents: z.number().int(),
  mainPhoto: z.string().nullable(),
});
export type PublicBike = z.infer<typeof publicBikeSchema>;

export const publicTagSchema = z.object({
  uid: z.string(),
  status: z.enum(verificationStatuses),
  type: z.literal('nfc'),
  /** An NTAG 424 DNA: its taps can prove the bike is really there. */
  secure: z.boolean(),
});

/** Body of a verification answer. */
export const verificationResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(verificationStatuses),
  tag: publicTagSchema.nullable(),
  bike: publicBikeSchema.nullable(),
  message: z.string(),
  isStolen: z.boolean(),
  /** Id of the recorded scan, to attach a sighting report to it. */
  scanId: z.string().nullable(),
  /** What this scan proved (secure tags, and SUN links that are not genuine); null for a plain tag's UID. */
  authenticity: z.enum(scanAuthenticities).nullable(),
  /**
   * The bike, when the one asking is its signed-in owner: her own tap leads to her bike's page (its
   * scan is recorded as hers, never as a sighting). Null for anyone else.
   */
  ownBikeId: z.string().nullable().optional(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** A tag as its owner sees it (spec §3 Tag). */
export const ownTagSchema = z.object({
  id: z.string(),
  _id: z.string(),
  uid: z.string(),
  /** `assigned` (yours), `lost` (you reported it lost). */
  status: z.enum(['assigned', 'lost']),
  type: z.literal('nfc'),
  bikeId: z.string().nullable(),
  bike: z.object({ id: z.string(), name: z.string() }).nullable(),
  assignedTo: z.object({ assignedAt: z.string() }),
  attachedAt: z.string().nullable(),
});
export type OwnTag = z.infer<typeof ownTagSchema>;

/** Body of `POST /api/tags/associate`: step 1 (to the account) and optionally step 2 (to a bike). */
export const associateTagSchema = z.object({ tagUid: tagUidSchema, bikeId: z.string().max(64).optional() });
/** Body of `POST /api/tags/assign-to-bike`. */
export const assignTagSchema = z.object({
  tagUid: tagUidSchema,
  bikeId: z.string({ error: 'validation.select_bike' }).min(1, 'validation.select_bike').max(64),
});
/** Body of `POST /api/tags/unpair` and `POST /api/tags/report-lost`. */
export const tagActionSchema = z.object({ tagUid: tagUidSchema });

/** Body of `POST /api/tags/create-pending-session`. */
export const createPendingSessionSchema = z.object({
  tagUid: tagUidSchema,
  tagData: z.record(z.string(), z.unknown()).optional(),
});
/** Body of `POST /api/tags/complete-pending-session`. */
export const completePendingSessionSchema = z.object({ sessionId: z.string().min(1, 'validation.required').max(64) });

// The report-stolen body (a reward in euros) is in schemas/reward.ts, with the one reward reader.

/**
 * Body of `POST /api/sightings` (public): somebody saw a stolen bike. Sent as
 * JSON, or as multipart/form-data with the same fields as text parts and an
 * optional photo (see `parseSightingFields` in schemas/sighting.ts).
 */
export const sightingReportSchema = z.object({
  uid: tagUidSchema,
  location: locationSchema.optional(),
  /** The finder lets the owner see the exact point (otherwise ~100 m). */
  shareExact: z.boolean().default(false),
  note: z.string().trim().max(1000, 'validation.max_length').optional(),
  /** The finder agrees to be contacted through Ritrova (never directly). */
  contactConsent: z.boolean().default(false),
  contactEmail: z.email('validation.email_invalid').optional(),
  scanId: z.string().max(40).optional(),
});
// NOTE: consent without an address is refused for an anonymous finder only (theft.service
// requireContactAddress): a signed-in finder is reached through their account (issue #27).

/** A sighting as the owner sees it. */
export const sightingSchema = z.object({
  id: z.string(),
  source: z.enum(['scan', 'report']),
  createdAt: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number(), exact: z.boolean() }).nullable(),
  note: z.string().nullable(),
  contactConsent: z.boolean(),
  /**
   * The signed-in finder, first name and initial (null for an anonymous finder): they can be messaged.
   * `badge`: a shop or Ritrova staff account (role-badge.ts).
   */
  reporter: z.object({ displayName: z.string(), badge: roleBadgeSchema }).nullable(),
  /** The owner marked it useful (counts for the finder's experience). */
  useful: z.boolean(),
  /** An authenticated tap of the bike's secure tag: somebody was really there. */
  verifiedPresence: z.boolean(),
  /** The relayed conversation with this finder about this theft, once started. */
  conversationId: z.string().nullable(),
  /** The finder's photo, for the owner only (signed, short-lived URLs). */
  photo: sightingPhotoSchema.nullable(),
});
export type Sighting = z.infer<typeof sightingSchema>;

export const notificationToneSchema = z.enum(['alert', 'warning', 'success', 'info']);
export type NotificationTone = z.infer<typeof notificationToneSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(['sighting', 'message', 'reward_funded', 'reward_released', 'payout_paid', 'expiry_notice', 'reward_refunded', 'dispute', 'hunt_nearby']),
  createdAt: z.string(),
  read: z.boolean(),
  bikeId: z.string().nullable(),
  bikeName: z.string().nullable(),
  /** The theft an alert is about (a hunt nearby opens that hunt). */
  theftReportId: z.string().nullable(),
  sightingId: z.string().nullable(),
  conversationId: z.string().nullable(),
  /** How many sightings a sighting alert stands for: unread ones about one bike are one entry; `createdAt` is the latest's. */
  count: z.number().int().min(1),
  /**
   * The latest sighting of a sighting alert, as the owner tells them apart: an
   * anonymous tap or report, one by a signed-in user, or a secure tag's signed
   * tap (somebody really was there); and whether it came with a position.
   */
  sighting: z
    .object({
      source: z.enum(['scan', 'report']),
      kind: z.enum(['anonymous', 'signed_in', 'verified_presence']),
      located: z.boolean(),
    })
    .nullable(),
  /**
   * How the alert is shown: `alert` for a theft (a sighting of a stolen bike, a new theft near a Hunter), `success` for good news
   * (a reward paid into escrow, released, paid out), `warning` for what asks for attention
   * (a dispute), `info` for the rest (a message, a refund notice). One map: notification.presenter.ts.
   */
  tone: notificationToneSchema,
  /** What the sightings of a sighting alert add up to (null for any other alert). */
  group: z
    .object({
      /** The first sighting's time (`createdAt` is the latest's). */
      firstAt: z.string(),
      /** By kind: a secure tag's signed tap, a signed-in user's (a Hunter's) scan, an anonymous scan, a finder's report. */
      kinds: z.object({
        verifiedPresence: z.number().int().min(0),
        hunterScan: z.number().int().min(0),
        anonymousScan: z.number().int().min(0),
        report: z.number().int().min(0),
      }),
      reportsWithPhoto: z.number().int().min(0),
      reportsWithNote: z.number().int().min(0),
      /** Whether the latest sighting (a finder's report) came with a note, with a photo. */
      latest: z.object({ note: z.boolean(), photo: z.boolean() }),
      /** The latest located sighting's place, named by the nearest municipality ("Milano (MI)"), and its time. */
      place: z.object({ name: z.string(), at: z.string() }).nullable(),
    })
    .nullable(),
  /**
   * What a hunt alert says (null for any other alert): the bike by make and colour, the finder's
   * share in cents, the distance from the Hunter's area in km and the municipality of the theft.
   */
  hunt: z.object({ bike: z.string(), rewardCents: z.number().int().min(0), distanceKm: z.number().min(0), placeName: z.string().nullable() }).nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
