import { PHOTO_LIMITS, type Photo, type PhotoErrorKey, photoVariants } from '@ritrova/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { BikePhotosTable } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { hitCounter } from '../../lib/rate-limit.js';
import type { Storage } from '../../lib/storage.js';
import { canEditBike } from '../bikes/bike.policy.js';
import { bikeRepository } from '../bikes/bike.repository.js';
import { bikeNotFound } from '../bikes/bike.service.js';
import type { UserRow } from '../users/user.repository.js';
import { PhotoRejected, type ProcessedImage, processImage, safeFilename } from './image-processing.js';

export type PhotoRow = Selectable<BikePhotosTable>;

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

/** The public URL of a stored file (served by `/media/*` with immutable caching). */
export const mediaUrl = (key: string) => `/media/${key}`;

export function presentPhoto(row: PhotoRow): Photo {
  const folder = `${row.bike_id}/${row.id}`;
  const variant = (name: keyof typeof photoVariants) => ({
    webp: mediaUrl(`${folder}/${name}.webp`),
    jpeg: mediaUrl(`${folder}/${name}.jpg`),
    ...photoVariants[name],
  });
  return {
    id: row.id,
    storageId: folder,
    isMain: row.is_main,
    uploadedAt: row.created_at.toISOString(),
    filename: row.filename,
    size: row.bytes,
    format: row.format,
    metadata: { width: row.width, height: row.height, bytes: row.bytes },
    thumbnailUrl: mediaUrl(`${folder}/thumbnail.jpg`),
    variants: {
      placeholder: variant('placeholder'),
      thumbnail: variant('thumbnail'),
      small: variant('small'),
      medium: variant('medium'),
      large: variant('large'),
    },
  };
}

/** The photos of bikes: main first, then upload order. */
export async function photosOf(db: Db, bikeIds: string[]): Promise<PhotoRow[]> {
  if (bikeIds.length === 0) return [];
  return db.selectFrom('bike_photos').selectAll().where('bike_id', 'in', bikeIds).orderBy('is_main', 'desc').orderBy('created_at').orderBy('id').execute();
}

async function ownBike(ctx: AppContext, actor: UserRow, bikeId: string) {
  const bike = isUuid(bikeId) ? await bikeRepository.findById(ctx.db, bikeId) : undefined;
  if (!bike || !canEditBike(actor, bike)) throw bikeNotFound();
  return bike;
}

export async function listPhotos(ctx: AppContext, actor: UserRow, bikeId: string): Promise<Photo[]> {
  const bike = await ownBike(ctx, actor, bikeId);
  return (await photosOf(ctx.db, [bike.id])).map(presentPhoto);
}

/**
 * An upload, in order: the bike is the caller's; the file is checked and
 * processed (nothing stored for a refused one); the per-bike quota and the
 * hourly limit are checked (only accepted images count); every file is
 * written; then the row is inserted under the bike's lock (the first photo
 * becomes main). A failure after the first file is written removes the
 * photo's folder, so nothing half-written remains.
 */
export async function uploadPhoto(
  ctx: AppContext,
  actor: UserRow,
  bikeId: string,
  file: { filename: string; bytes: Buffer; truncated: boolean },
): Promise<Photo> {
  const bike = await ownBike(ctx, actor, bikeId);
  if (file.truncated) throw photoError(413, 'file_too_large', 'The photo is larger than 5 MB');
  const filename = safeFilename(file.filename);
  if (!filename) throw photoError(400, 'unsafe_filename', 'The file name is not safe');
  const count = async (db: Db) =>
    Number(
      (
        await db
          .selectFrom('bike_photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bike_id', '=', bike.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count(ctx.db)) >= PHOTO_LIMITS.perBike) throw photoError(409, 'too_many_files', `A bike has at most ${PHOTO_LIMITS.perBike} photos`);

  const image = await processImage(file.bytes).catch(throwAsPhotoError);

  const now = ctx.clock.now();
  const { hits, resetInMs } = await hitCounter(ctx.db, `photo-uploads:${actor.id}`, HOUR_MS, now);
  if (hits > PHOTO_LIMITS.uploadsPerHour) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    throw photoError(429, 'rate_limit_exceeded', `Too many uploads. Maximum ${PHOTO_LIMITS.uploadsPerHour} photos per hour. Try again in ${minutes} minutes`, {
      retryAfterSeconds: Math.ceil(resetInMs / 1000),
    });
  }

  const id = crypto.randomUUID();
  const folder = `${bike.id}/${id}`;
  try {
    await storeImage(ctx.storage, folder, image);
    const row = await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('bikes').select('id').where('id', '=', bike.id).forUpdate().executeTakeFirstOrThrow();
      const existing = await count(trx);
      if (existing >= PHOTO_LIMITS.perBike) throw photoError(409, 'too_many_files', `A bike has at most ${PHOTO_LIMITS.perBike} photos`);
      return trx
        .insertInto('bike_photos')
        .values({
          id,
          bike_id: bike.id,
          uploaded_by: actor.id,
          filename,
          format: image.format,
          width: image.width,
          height: image.height,
          bytes: image.original.length,
          is_main: existing === 0,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
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

async function ownPhotoForUpdate(trx: Db, bikeId: string, photoId: string): Promise<PhotoRow> {
  const photo = isUuid(photoId)
    ? await trx.selectFrom('bike_photos').selectAll().where('id', '=', photoId).where('bike_id', '=', bikeId).forUpdate().executeTakeFirst()
    : undefined;
  if (!photo) throw photoError(404, 'photo_not_found', 'Photo not found');
  return photo;
}

/** Makes a photo the bike's main one (the dashboard thumbnail and the public page use it). */
export async function setMainPhoto(ctx: AppContext, actor: UserRow, bikeId: string, photoId: string): Promise<Photo> {
  const bike = await ownBike(ctx, actor, bikeId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('bikes').select('id').where('id', '=', bike.id).forUpdate().executeTakeFirstOrThrow();
    const photo = await ownPhotoForUpdate(trx, bike.id, photoId);
    await trx.updateTable('bike_photos').set({ is_main: false }).where('bike_id', '=', bike.id).where('is_main', '=', true).execute();
    return trx.updateTable('bike_photos').set({ is_main: true }).where('id', '=', photo.id).returningAll().executeTakeFirstOrThrow();
  });
  return presentPhoto(row);
}

/** Deletes a photo and its files; deleting the main one makes the next one (upload order) main. */
export async function deletePhoto(ctx: AppContext, actor: UserRow, bikeId: string, photoId: string): Promise<void> {
  const bike = await ownBike(ctx, actor, bikeId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('bikes').select('id').where('id', '=', bike.id).forUpdate().executeTakeFirstOrThrow();
    const photo = await ownPhotoForUpdate(trx, bike.id, photoId);
    await trx.deleteFrom('bike_photos').where('id', '=', photo.id).execute();
    if (photo.is_main) {
      const next = await trx
        .selectFrom('bike_photos')
        .select('id')
        .where('bike_id', '=', bike.id)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (next) await trx.updateTable('bike_photos').set({ is_main: true }).where('id', '=', next.id).execute();
    }
  });
  // After the commit: a failed file delete leaves orphan files, never a row without files.
  await ctx.storage.deletePrefix(`${bike.id}/${photoId}/`);
}
