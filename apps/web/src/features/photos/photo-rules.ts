import { PHOTO_LIMITS, type PhotoErrorKey } from '@ritrova/shared';

/** The types the file picker offers and the API accepts (spec §5). */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The values the photo messages mention ("at most {{maxMb}} MB"), taken from the shared limits. */
export const photoLimitValues = {
  maxMb: PHOTO_LIMITS.maxBytes / (1024 * 1024),
  minKb: PHOTO_LIMITS.minBytes / 1024,
  minPx: PHOTO_LIMITS.minDimension,
  maxPx: PHOTO_LIMITS.maxDimension,
  perBike: PHOTO_LIMITS.perBike,
  perHour: PHOTO_LIMITS.uploadsPerHour,
} as const;

/** How many more photos the bike takes, counting those already on their way. */
export function remainingSlots(photoCount: number, pendingCount = 0): number {
  return Math.max(0, PHOTO_LIMITS.perBike - photoCount - pendingCount);
}

/** Why a selection of `fileCount` files cannot be taken as a whole, or null when it can. */
export function selectionProblem(fileCount: number, remaining: number): PhotoErrorKey | null {
  if (fileCount === 0) return 'no_file_provided';
  if (remaining === 0) return 'quota_exceeded';
  if (fileCount > remaining) return 'too_many_files';
  return null;
}

/** The checks possible before reading the image: its type, and that it is not next to empty. */
export function fileProblem(file: { type: string; size: number }): PhotoErrorKey | null {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) return 'invalid_format';
  if (file.size < PHOTO_LIMITS.minBytes) return 'file_too_small';
  return null;
}

/** The checks on what is about to be sent: its size, and the image's dimensions and aspect ratio. */
export function preparedPhotoProblem(photo: { size: number; width: number; height: number }): PhotoErrorKey | null {
  if (photo.size > PHOTO_LIMITS.maxBytes) return 'file_too_large';
  if (photo.size < PHOTO_LIMITS.minBytes) return 'file_too_small';
  const { width, height } = photo;
  if (Math.min(width, height) < PHOTO_LIMITS.minDimension || Math.max(width, height) > PHOTO_LIMITS.maxDimension) return 'invalid_dimensions';
  const aspect = width / height;
  if (aspect < PHOTO_LIMITS.minAspect || aspect > PHOTO_LIMITS.maxAspect) return 'invalid_dimensions';
  return null;
}
