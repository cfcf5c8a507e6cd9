import { z } from 'zod';

/** The stored sizes of every photo (spec §7), each in WebP and JPEG. */
export const photoVariants = {
  placeholder: { width: 50, height: 50 },
  thumbnail: { width: 150, height: 150 },
  small: { width: 300, height: 200 },
  medium: { width: 600, height: 400 },
  large: { width: 1200, height: 800 },
} as const;
export type PhotoVariant = keyof typeof photoVariants;

/** The sizes a photo is looked at: the whole photo fitted inside the box, never cropped or enlarged.
 * The smaller ones are cut to fill their box (grids and lists line them up). */
export const wholePhotoVariants: readonly PhotoVariant[] = ['medium', 'large'];

/** The pixel size of a variant of a photo of the given size (what `srcset` must announce). */
export function photoVariantSize(name: PhotoVariant, original: { width: number; height: number }): { width: number; height: number } {
  const box = photoVariants[name];
  if (!wholePhotoVariants.includes(name) || original.width <= 0 || original.height <= 0) return { width: box.width, height: box.height };
  const scale = Math.min(box.width / original.width, box.height / original.height, 1);
  return { width: Math.round(original.width * scale), height: Math.round(original.height * scale) };
}

const variantUrls = z.object({ webp: z.string(), jpeg: z.string(), width: z.number().int(), height: z.number().int() });

/** Spec §3 Photo, with the URLs of its variants (long-lived, immutable). */
export const photoSchema = z.object({
  id: z.string(),
  /** The storage id (spec: cloudinaryId): `<bikeId>/<photoId>`. */
  storageId: z.string(),
  isMain: z.boolean(),
  uploadedAt: z.string(),
  /** The sanitised original file name. */
  filename: z.string(),
  /** Bytes of the stored original (metadata stripped). */
  size: z.number().int(),
  format: z.enum(['jpeg', 'png', 'webp']),
  metadata: z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
  thumbnailUrl: z.string(),
  variants: z.object({
    placeholder: variantUrls,
    thumbnail: variantUrls,
    small: variantUrls,
    medium: variantUrls,
    large: variantUrls,
  }),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * The photo of a sighting as the bike's owner sees it. Never public: the URLs
 * are signed and expire (an hour or so), so they are fetched again with the list.
 */
export const sightingPhotoSchema = z.object({
  thumbnailUrl: z.string(),
  largeUrl: z.string(),
  /** The picture as sent (after EXIF orientation), in pixels. */
  width: z.number().int(),
  height: z.number().int(),
});
export type SightingPhoto = z.infer<typeof sightingPhotoSchema>;
