import type { Photo, PhotoVariant } from '@ritrova/shared';

export type ImageFormat = 'webp' | 'jpeg';

/** A `srcset` of the given variants in one format, each with its real width ("…/medium.webp 600w, …"). */
export function variantSrcSet(photo: Pick<Photo, 'variants'>, variants: readonly PhotoVariant[], format: ImageFormat): string {
  return variants.map((name) => `${photo.variants[name][format]} ${photo.variants[name].width}w`).join(', ');
}

/** The large photo on the bike's page: medium on phones, large where it is shown wide or on dense screens. */
export const mainPhotoVariants = ['medium', 'large'] as const satisfies readonly PhotoVariant[];

/** The card is at most 56rem wide less its padding; on a phone the photo spans the screen less the margins. */
export const mainPhotoSizes = '(min-width: 56rem) 50rem, calc(100vw - 5rem)';
