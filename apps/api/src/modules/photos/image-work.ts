import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { FairPool, OneAtATime } from '../../lib/image-pool.ts';
import { encodeImage, type InspectedImage, type ProcessedImage, processImage } from './image-processing.ts';

/**
 * The image work of one application (decision 031): the pool that decodes and
 * encodes uploads, `IMAGE_CONCURRENCY` jobs at once, taking users in turn; and
 * the uploads in flight, one per user or client.
 */
export interface ImageWork {
  pool: FairPool;
  uploads: OneAtATime;
}

const works = new WeakMap<AppContext, ImageWork>();

/** This application's image work, made on first use. */
export function imageWork(ctx: AppContext): ImageWork {
  let work = works.get(ctx);
  if (!work) {
    work = { pool: new FairPool(ctx.config.images.concurrency), uploads: new OneAtATime() };
    works.set(ctx, work);
  }
  return work;
}

/** The key of a signed-in user's uploads, and of an anonymous client's (its address). */
export const userUploader = (userId: string) => `user:${userId}`;
export const clientUploader = (address: string) => `client:${address}`;

/**
 * Waits until no other upload of `uploader` is in flight, then marks this one
 * as in flight until the returned release is called. With `maxWaiting` of
 * theirs already waiting, refuses at once with 429 `UPLOAD_IN_PROGRESS`.
 */
export async function startUpload(ctx: AppContext, uploader: string, maxWaiting: number): Promise<() => void> {
  const turn = imageWork(ctx).uploads.enter(uploader, maxWaiting);
  if (!turn) {
    throw new AppError(429, 'UPLOAD_IN_PROGRESS', 'Too many of your uploads at once: send the next one when one has finished');
  }
  return turn;
}

/** Decodes and encodes an inspected image in the pool, in `uploader`'s turn. */
export function encodeInTurn(ctx: AppContext, uploader: string, bytes: Buffer, inspected: InspectedImage): Promise<ProcessedImage> {
  return imageWork(ctx).pool.run(uploader, () => encodeImage(bytes, inspected));
}

/** Checks, decodes and encodes an image in the pool, in `uploader`'s turn. */
export function processInTurn(ctx: AppContext, uploader: string, bytes: Buffer): Promise<ProcessedImage> {
  return imageWork(ctx).pool.run(uploader, () => processImage(bytes));
}
