import type { Photo } from '@ritrova/shared';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { mainPhotoSizes, mainPhotoVariants } from '../photo-sources';
import { PhotoPicture } from './photo-picture';

/**
 * The large photo, shown whole (issue #19): it is fitted inside a 3:2 frame on a
 * neutral background, never cropped to it, so a 4:3 or upright photo keeps its
 * edges. Its tiny placeholder, blurred, until the real one arrives; a text in
 * its place if it cannot load. Keyed by photo, so each starts afresh.
 */
export function MainPhoto({ photo, alt }: { photo: Photo; alt: string }) {
  const { t } = useTranslation('photos');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-slate-100">
      {state === 'loading' && (
        <img src={photo.variants.placeholder.jpeg} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover blur-xl" />
      )}
      {state === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted">
          <ImageOff aria-hidden="true" className="size-8" />
          <p>
            <span className="sr-only">{alt}: </span>
            {t('image_load_failed')}
          </p>
        </div>
      ) : (
        <PhotoPicture
          photo={photo}
          variants={mainPhotoVariants}
          sizes={mainPhotoSizes}
          alt={alt}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn('absolute inset-0 size-full object-contain transition-opacity', state === 'loading' ? 'opacity-0' : 'opacity-100')}
        />
      )}
    </div>
  );
}
