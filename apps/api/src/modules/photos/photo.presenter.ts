import { type Photo, photoVariantSize, type photoVariants } from '@ritrova/shared';
import { bikePhotoFolder, bikePhotoUrl } from '../../lib/storage.ts';
import type { PhotoRow } from './photo.repository.ts';

/** A bike's photo as the API answers it: its variants' public URLs (WebP and JPEG) and sizes, and its facts. */
export function presentPhoto(row: PhotoRow): Photo {
  const variant = (name: keyof typeof photoVariants) => ({
    webp: bikePhotoUrl(row.bike_id, row.id, name, 'webp'),
    jpeg: bikePhotoUrl(row.bike_id, row.id, name, 'jpg'),
    ...photoVariantSize(name, row),
  });
  return {
    id: row.id,
    storageId: bikePhotoFolder(row.bike_id, row.id),
    isMain: row.is_main,
    uploadedAt: row.created_at.toISOString(),
    filename: row.filename,
    size: row.bytes,
    format: row.format,
    metadata: { width: row.width, height: row.height, bytes: row.bytes },
    thumbnailUrl: bikePhotoUrl(row.bike_id, row.id, 'thumbnail', 'jpg'),
    variants: {
      placeholder: variant('placeholder'),
      thumbnail: variant('thumbnail'),
      small: variant('small'),
      medium: variant('medium'),
      large: variant('large'),
    },
  };
}
