import { PHOTO_LIMITS, type Photo, type PhotoErrorKey } from '@ritrova/shared';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { BikePhotosTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { countedSoFar, enforceLimit, hitCounter } from '../../lib/rate-limit.ts';
import type { Storage } from '../../lib/storage.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { bikeNotFound, canEditBike, findBike, lockBike } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';
import { inspectImage, PhotoRejected, type ProcessedImage, safeFilename } from './image-processing.ts';
import { encodeInTurn, startUpload, userUploader } from './image-work.ts';
import { presentPhoto } from './photo.presenter.ts';
import { type PhotoRow, photoRepository } from './photo.repository.ts';

export type { PhotoRow };

const HOUR_MS = 60 * 60 * 1000;
const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** A refused upload or photo action, answered with the spec's `photos.<key>`. */
export function photoError(status: number, key: PhotoErrorKey, message: string, extra: { retryAfterSeconds?: number } = {}): AppError {
  return new AppError(status, status === 429 ? 'RATE_LIMITED' : key === 'photo_not_found' ? 'PHOTO_NOT_FOUND' : 'PHOTO_REJECTED', message, {
    i18nKey: `photos.${key}`,
    ...extra,
  });
}

/** Rethrows an image refused by image-processing as the API answers it: 413 for a file too large, else 400. */
export function throwAsPhotoError(err: unknown): never {
  if (err instanceof PhotoRejected) throw photoError(err.key === 'file_too_large' ? 413 : 400, err.key, err.message);
  throw err;
}

/** The photos of bikes: main first, then upload order. */
export async function photosOf(db: Db, bikeIds: string[]): Promise<PhotoRow[]> {
  if (bikeIds.length === 0) return [];
  return photoRepository.listOfBikes(db, bikeIds);
}

async function ownBike(ctx: AppContext, actor: UserRow, bikeId: string) {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  return bike;
}

export async function listPhotos(ctx: AppContext, actor: UserRow, bikeId: string): Promise<Photo[]> {
  const bike = await ownBike(ctx, actor, bikeId);
  return (await photosOf(ctx.db, [bike.id])).map(presentPhoto);
}

/** The file of an upload as read from the request. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/**
 * Upload requests one account may make in 15 minutes, whatever comes of them:
 * each may read a 5 MB file (the hourly limit counts only images that are
 * decoded). The web app sends a selection one file after another.
 */
const UPLOAD_REQUESTS = { max: 30, windowMs: 15 * 60 * 1000 } as const;

/**
 * Uploads of one account waiting for its upload in flight, their bodies not
 * yet read; more at once is not a person (429 `UPLOAD_IN_PROGRESS`).
 */
export const UPLOADS_WAITING = 16;

function tooManyUploads(resetInMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return photoError(429, 'rate_limit_exceeded', `Too many uploads. Maximum ${PHOTO_LIMITS.uploadsPerHour} photos per hour. Try again in ${minutes} minutes`, {
    retryAfterSeconds: Math.ceil(resetInMs / 1000),
  });
}

/**
 * An upload, in order (decision 031): its turn — one upload of an account at
 * a time, the others waiting with their files unread (past `UPLOADS_WAITING`,
 * 429 `UPLOAD_IN_PROGRESS`); then everything that costs no decoding, before
 * the file is even read: the account's request rate, the bike is the caller's,
 * the per-bike quota, the hourly limit as counted so far. Then the file is
 * read (`readFile`) and its cheap checks run (name, size, magic bytes, header
 * dimensions); the upload is counted against the hourly limit (so a file
 * refused by the decode counts: it cost one); the image is decoded and
 * encoded in the shared pool, in the user's turn; every file is written; the
 * row is inserted under the bike's lock (the first photo becomes main). A
 * failure after the first file is written removes the photo's folder.
 */
export async function uploadPhoto(ctx: AppContext, actor: UserRow, bikeId: string, readFile: () => Promise<UploadedFile>): Promise<Photo> {
  const uploader = userUploader(actor.id);
  const release = await startUpload(ctx, uploader, UPLOADS_WAITING);
  try {
    await enforceLimit(ctx.db, `photo-requests:${actor.id}`, UPLOAD_REQUESTS.max, UPLOAD_REQUESTS.windowMs, ctx.clock.now());
    const bike = await ownBike(ctx, actor, bikeId);
    const count = (db: Db) => photoRepository.countOfBike(db, bike.id);
    if ((await count(ctx.db)) >= PHOTO_LIMITS.perBike) throw photoError(409, 'too_many_files', `A bike has at most ${PHOTO_LIMITS.perBike} photos`);
    const quotaKey = `photo-uploads:${actor.id}`;
    const sofar = await countedSoFar(ctx.db, quotaKey, HOUR_MS, ctx.clock.now());
    if (sofar.hits >= PHOTO_LIMITS.uploadsPerHour) throw tooManyUploads(sofar.resetInMs);

    const file = await readFile();
    if (file.truncated) throw photoError(413, 'file_too_large', 'The photo is larger than 5 MB');
    const filename = safeFilename(file.filename);
    if (!filename) throw photoError(400, 'unsafe_filename', 'The file name is not safe');
    const inspected = await inspectImage(file.bytes).catch(throwAsPhotoError);

    const { hits, resetInMs } = await hitCounter(ctx.db, quotaKey, HOUR_MS, ctx.clock.now());
    if (hits > PHOTO_LIMITS.uploadsPerHour) throw tooManyUploads(resetInMs);
    const image = await encodeInTurn(ctx, uploader, file.bytes, inspected).catch(throwAsPhotoError);
    return await storePhoto(ctx, actor, bike.id, filename, image, count);
  } finally {
    release();
  }
}

/** Writes the files of an accepted photo, then its row under the bike's lock; nothing half-written remains. */
async function storePhoto(
  ctx: AppContext,
  actor: UserRow,
  bikeId: string,
  filename: string,
  image: ProcessedImage,
  count: (db: Db) => Promise<number>,
): Promise<Photo> {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const folder = `${bikeId}/${id}`;
  try {
    await storeImage(ctx.storage, folder, image);
    const row = await runTransaction(ctx.db, async (trx) => {
      await lockOwnedBike(trx, bikeId);
      const existing = await count(trx);
      if (existing >= PHOTO_LIMITS.perBike) throw photoError(409, 'too_many_files', `A bike has at most ${PHOTO_LIMITS.perBike} photos`);
      return photoRepository.insert(trx, {
        id,
        bike_id: bikeId,
        uploaded_by: actor.id,
        filename,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.original.length,
        is_main: existing === 0,
        created_at: now,
      });
    });
    return presentPhoto(row);
  } catch (err) {
    await ctx.storage.deletePrefix(`${folder}/`).catch(() => {});
    if (err instanceof AppError) throw err;
    throw photoError(500, 'upload_failed', 'The photo could not be stored');
  }
}

/** Writes a processed image's original and variants under `<bike id>/<photo id>/`. */
export async function storeImage(storage: Storage, folder: string, image: ProcessedImage): Promise<void> {
  await storage.put(`${folder}/original.${extensions[image.format]}`, image.original, `image/${image.format}`);
  for (const [name, variant] of Object.entries(image.variants)) {
    await storage.put(`${folder}/${name}.webp`, variant.webp, 'image/webp');
    await storage.put(`${folder}/${name}.jpg`, variant.jpeg, 'image/jpeg');
  }
}

/**
 * Locks the bike's row for the rest of the transaction (photo changes of one bike wait for each
 * other). The caller found it before; gone since (deleted meanwhile), the transaction fails.
 */
async function lockOwnedBike(trx: Db, bikeId: string): Promise<void> {
  if (!(await lockBike(trx, bikeId))) throw new Error(`Bike ${bikeId} disappeared before its photos were changed`);
}

async function ownPhotoForUpdate(trx: Db, bikeId: string, photoId: string): Promise<PhotoRow> {
  const photo = isUuid(photoId) ? await photoRepository.lockOfBike(trx, bikeId, photoId) : undefined;
  if (!photo) throw photoError(404, 'photo_not_found', 'Photo not found');
  return photo;
}

/** Makes a photo the bike's main one (the dashboard thumbnail and the public page use it). */
export async function setMainPhoto(ctx: AppContext, actor: UserRow, bikeId: string, photoId: string): Promise<Photo> {
  const bike = await ownBike(ctx, actor, bikeId);
  const row = await runTransaction(ctx.db, async (trx) => {
    await lockOwnedBike(trx, bike.id);
    const photo = await ownPhotoForUpdate(trx, bike.id, photoId);
    await photoRepository.clearMain(trx, bike.id);
    return photoRepository.setMain(trx, photo.id);
  });
  return presentPhoto(row);
}

/** Deletes a photo and its files; deleting the main one makes the next one (upload order) main. */
export async function deletePhoto(ctx: AppContext, actor: UserRow, bikeId: string, photoId: string): Promise<void> {
  const bike = await ownBike(ctx, actor, bikeId);
  await runTransaction(ctx.db, async (trx) => {
    await lockOwnedBike(trx, bike.id);
    const photo = await ownPhotoForUpdate(trx, bike.id, photoId);
    await photoRepository.delete(trx, photo.id);
    if (photo.is_main) {
      const next = await photoRepository.firstOfBike(trx, bike.id);
      if (next) await photoRepository.setMain(trx, next);
    }
  });
  // After the commit: a failed file delete leaves orphan files, never a row without files.
  await ctx.storage.deletePrefix(`${bike.id}/${photoId}/`);
}

/**
 * For the purge of a deleted account (privacy/account-retention.ts), in its transaction: the photos of bikes it
 * leaves behind (kept only for the money) go. Answers the folders of their files, to delete once the
 * transaction has committed (a rollback keeps rows and files together).
 */
export async function forgetBikePhotos(trx: Db, bikeIds: string[]): Promise<string[]> {
  return (await photoRepository.deleteOfBikes(trx, bikeIds)).map((p) => `${p.bike_id}/${p.id}/`);
}

/** The demo seed (modules/demo): a bike photo row written as given (its image stored by the caller). */
export async function seedBikePhoto(db: Db, photo: Insertable<BikePhotosTable>): Promise<void> {
  await photoRepository.insert(db, photo);
}

/** The id of each bike's main photo, by bike (a bike without one has no entry). */
export async function mainPhotoIdsOf(db: Db, bikeIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await photoRepository.mainOfBikes(db, [...new Set(bikeIds)]);
  return new Map(rows.map((photo) => [photo.bike_id, photo.id]));
}
