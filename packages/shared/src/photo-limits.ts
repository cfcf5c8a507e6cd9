/**
 * The photo limits, free of zod: the public tag page's sighting form reads them
 * without pulling the schemas (and their evaluation) into its chunk.
 */

/** Spec §5/§9 photo limits. */
export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  minBytes: 1024,
  minDimension: 300,
  maxDimension: 4000,
  /** width / height between 1:2 and 2:1. */
  minAspect: 0.5,
  maxAspect: 2,
  perBike: 5,
  uploadsPerHour: 5,
  /**
   * Photos attached to sightings per client (IP address) per hour. Anyone may
   * send one without an account, and each costs a full decode: counted before
   * decoding, a little above the owners' 5 because finders may share a network.
   */
  sightingPhotosPerHour: 10,
  /** Client-side compression of files above this size: max dimension 1920, quality 0.8, JPEG. */
  compressAboveBytes: 2 * 1024 * 1024,
  compressMaxDimension: 1920,
  compressQuality: 0.8,
} as const;

/**
 * The `i18nKey` of every refused upload or photo action (spec §8 photo keys),
 * answered as `photos.<key>`.
 */
export const photoErrorKeys = [
  'file_too_large',
  'file_too_small',
  'invalid_format',
  'no_file_provided',
  'invalid_dimensions',
  'image_corrupted',
  'processing_failed',
  'unsafe_filename',
  'photo_not_found',
  'quota_exceeded',
  'too_many_files',
  'rate_limit_exceeded',
  'upload_failed',
] as const;
export type PhotoErrorKey = (typeof photoErrorKeys)[number];
