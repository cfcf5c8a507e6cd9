/**
 * The bike's types and the limits of its form, in a module without zod: the bike page and its form's fields read
 * them without loading the schemas (issue #27 item 6); `schemas/bike.ts` validates with them.
 */

/** Spec §3: the nine bike types; labels live in the web app's translations (`bikes:types.<type>`). */
export const bikeTypes = ['city', 'mountain', 'road', 'electric', 'hybrid', 'folding', 'gravel', 'children', 'other'] as const;
export type BikeType = (typeof bikeTypes)[number];

/** Limits of the bike form; each is generous for real bikes and bounded for storage. */
export const bikeLimits = {
  nameMaxLength: 100,
  brandMaxLength: 60,
  modelMaxLength: 60,
  colorMaxLength: 40,
  serialMaxLength: 60,
  /** A frame size as people write it: "M", "54 cm", "17.5\"". */
  frameSizeMaxLength: 20,
  /** The oldest model year taken; the newest is next year's (`latestBikeYear`). */
  yearMin: 1900,
  notesMaxLength: 1000,
  /** A purchase value above 100,000 € is a typo, not a bicycle. */
  purchaseValueMaxCents: 10_000_000,
} as const;

/**
 * The newest model year a bike may have at `now`: next year's models are sold
 * from the autumn before. Not part of the schemas (they cannot know today); the
 * API checks it with its clock, the web form with the browser's.
 */
export function latestBikeYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

/** Days a transfer waits for an answer before it expires. */
export const transferLifetimeDays = 14;
