import { PHOTO_LIMITS, type PhotoVariant, photoVariants, type SightingPhoto } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../lib/ids.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { sightingPhotoFolder } from '../../lib/storage.ts';
import { clientUploader, inspectImage, type ProcessedImage, photoError, processInTurn, startUpload, storeImage, throwAsPhotoError } from '../photos/index.ts';
import { sightingRepository } from './sighting.repository.ts';

/** The photo part of a sighting as read from the request. */
export interface SightingPhotoFile {
  bytes: Buffer;
  /** The part was cut at the size limit: the file is larger than allowed. */
  truncated: boolean;
  /**
   * Who sent it, for the image pool (its turn; one photo in flight each):
   * `clientUploader(address)`. Unset, all such photos share one turn.
   */
  uploader?: string;
}

/** A processed photo already in storage, waiting for its row in the sighting's transaction. */
export interface StoredSightingPhoto {
  id: string;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
  /** Removes the files: for a transaction that did not commit. */
  discard(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
/** A client's photos waiting for its photo in processing (each one read, up to 5 MB); more: 429 `UPLOAD_IN_PROGRESS`. */
export const SIGHTING_PHOTOS_WAITING = 2;

/** How long a signed link works: enough to look through the list; a link that leaks soon dies. */
export const SIGHTING_PHOTO_URL_LIFETIME_MS = HOUR_MS;
/**
 * Expiries are rounded up to this step, so the links the list gives stay the
 * same for a while and the browser reuses the image it has.
 */
const EXPIRY_STEP_MS = 10 * 60 * 1000;

/** The variants a signed link may name; all are JPEG (every browser shows it). */
const servedVariants: readonly PhotoVariant[] = Object.keys(photoVariants) as PhotoVariant[];

/**
 * The checks that cost no decoding, in order: this client's photos in the hour
 * (counted before any work, so refused files count too), the size, the real
 * format (magic bytes) and the header's dimensions. The caller has already
 * checked that the tag is a stolen bike's.
 */
export async function admitSightingPhoto(ctx: AppContext, clientKey: string, file: SightingPhotoFile): Promise<void> {
  const { hits, resetInMs } = await hitCounter(ctx.db, `sighting-photos:${clientKey}`, HOUR_MS, ctx.clock.now());
  const max = PHOTO_LIMITS.sightingPhotosPerHour;
  if (hits > max) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    throw photoError(429, 'rate_limit_exceeded', `Too many photos. Maximum ${max} photos per hour. Try again in ${minutes} minutes`, {
      retryAfterSeconds: Math.ceil(resetInMs / 1000),
    });
  }
  if (file.truncated) throw photoError(413, 'file_too_large', 'The photo is larger than 5 MB');
  await inspectImage(file.bytes).catch(throwAsPhotoError);
}

/**
 * Decodes and processes the photo as a bike photo is (EXIF and GPS stripped,
 * the same variants), one photo of a sender at a time (the others wait their
 * turn; past `SIGHTING_PHOTOS_WAITING`, 429 `UPLOAD_IN_PROGRESS`), in the
 * shared image pool in the sender's turn (decision 031), and writes its files
 * under the bike's `sightings/` folder. Files written before a failure are removed.
 */
export async function storeSightingPhoto(ctx: AppContext, bikeId: string, file: SightingPhotoFile): Promise<StoredSightingPhoto> {
  const uploader = file.uploader ?? clientUploader('unknown');
  const release = await startUpload(ctx, uploader, SIGHTING_PHOTOS_WAITING);
  let image: ProcessedImage;
  try {
    image = await processInTurn(ctx, uploader, file.bytes).catch(throwAsPhotoError);
  } finally {
    release();
  }
  const id = crypto.randomUUID();
  const folder = sightingPhotoFolder(bikeId, id);
  const discard = () => ctx.storage.deletePrefix(`${folder}/`).catch(() => {});
  try {
    await storeImage(ctx.storage, folder, image);
  } catch {
    await discard();
    throw photoError(500, 'upload_failed', 'The photo could not be stored');
  }
  return { id, format: image.format, width: image.width, height: image.height, bytes: image.original.length, discard };
}

/** The photo's row, in the transaction that writes its sighting. */
export async function insertSightingPhoto(trx: Db, sightingId: string, photo: StoredSightingPhoto, now: Date): Promise<void> {
  await sightingRepository.insertPhoto(trx, {
    id: photo.id,
    sighting_id: sightingId,
    format: photo.format,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
    created_at: now,
  });
}

const photoPath = (sightingId: string, variant: PhotoVariant) => `/api/sighting-photos/${sightingId}/${variant}`;

/** The photo as its owner sees it: links signed for about an hour by the application's clock. */
export function presentSightingPhoto(ctx: AppContext, sightingId: string, photo: { width: number; height: number }): SightingPhoto {
  const now = ctx.clock.now().getTime();
  const expiresAt = new Date(Math.ceil((now + SIGHTING_PHOTO_URL_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS);
  return {
    thumbnailUrl: ctx.urlSigner.sign(photoPath(sightingId, 'thumbnail'), expiresAt),
    largeUrl: ctx.urlSigner.sign(photoPath(sightingId, 'large'), expiresAt),
    width: photo.width,
    height: photo.height,
  };
}

/**
 * The file a signed link names, with how long it may be cached; null (404)
 * for a link that is not signed, altered or expired, or names nothing.
 */
export async function readSightingPhoto(
  ctx: AppContext,
  link: { sightingId: string; variant: string; exp?: string | undefined; sig?: string | undefined },
): Promise<{ body: Buffer; contentType: string; maxAgeSeconds: number } | null> {
  const variant = servedVariants.find((v) => v === link.variant);
  if (!variant || !isUuid(link.sightingId)) return null;
  const now = ctx.clock.now();
  if (!ctx.urlSigner.verify(photoPath(link.sightingId, variant), link.exp, link.sig, now)) return null;
  const photo = await sightingRepository.findPhotoOf(ctx.db, link.sightingId);
  const file = photo ? await ctx.storage.get(`${sightingPhotoFolder(photo.bike_id, photo.id)}/${variant}.jpg`) : null;
  if (!file) return null;
  const maxAgeSeconds = Math.max(0, Math.floor((Number(link.exp) * 1000 - now.getTime()) / 1000));
  return { ...file, maxAgeSeconds };
}
