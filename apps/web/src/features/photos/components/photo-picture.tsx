import type { Photo, PhotoVariant } from '@ritrova/shared';
import type { ComponentProps } from 'react';
import { variantSrcSet } from '../photo-sources';

/**
 * A photo as a `<picture>`: WebP where the browser takes it, JPEG otherwise,
 * from the given variants; loaded lazily (it starts once near the screen).
 */
export function PhotoPicture({
  photo,
  variants,
  sizes,
  alt,
  ...img
}: { photo: Photo; variants: readonly PhotoVariant[]; sizes: string; alt: string } & Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  const fallback = photo.variants[variants[0] ?? 'medium'];
  return (
    <picture>
      <source type="image/webp" srcSet={variantSrcSet(photo, variants, 'webp')} sizes={sizes} />
      <img
        src={fallback.jpeg}
        srcSet={variantSrcSet(photo, variants, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading="lazy"
        decoding="async"
        {...img}
      />
    </picture>
  );
}
