import type { Photo } from '@ritrova/shared';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PhotoPicture } from './photo-picture';

/** The thumbnails, when there is more than one photo: each button shows its photo large. */
export function PhotoStrip({
  photos,
  shownId,
  altOf,
  onShow,
}: {
  photos: Photo[];
  shownId: string;
  altOf: (index: number) => string;
  onShow: (photoId: string) => void;
}) {
  const { t } = useTranslation('photos');
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('strip_label')}>
      {photos.map((photo, index) => {
        const shown = photo.id === shownId;
        return (
          <li key={photo.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={shown}
              onClick={() => onShow(photo.id)}
              className={cn(
                'relative block size-20 overflow-hidden rounded-lg border-2 bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none',
                shown ? 'border-brand-700' : 'border-transparent hover:border-slate-300',
              )}
            >
              <PhotoPicture photo={photo} variants={['thumbnail']} sizes="80px" alt={altOf(index)} className="size-full object-cover" />
              {photo.isMain && (
                <span className="absolute bottom-1 left-1 rounded-full bg-white/90 p-0.5">
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-700" />
                  <span className="sr-only">{t('main.badge')}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
