import type { Photo } from '@ritrova/shared';
import { Star } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useSetMainPhotoMutation } from '../api/set-main-photo';
import { usePhotoText } from '../hooks/use-photo-text';
import { photoFailureMessage } from '../photo-errors';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { MainPhoto } from './main-photo';
import { PhotoStrip } from './photo-strip';

/**
 * The photos of a bike that has some: one shown large with its actions (set as
 * main, delete), and the thumbnails to pick another. The main photo is shown first.
 * `figureRef` takes the focus after a delete, when the next photo appears in its place.
 */
export function PhotoViewer({
  bikeId,
  bikeName,
  photos,
  figureRef,
  onDeleted,
}: {
  bikeId: string;
  bikeName: string;
  photos: Photo[];
  figureRef: Ref<HTMLElement>;
  onDeleted: (remaining: number) => void;
}) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  const [shownId, setShownId] = useState<string | null>(null);
  const setMain = useSetMainPhotoMutation(bikeId);
  const index = Math.max(
    0,
    photos.findIndex((photo) => photo.id === shownId),
  );
  const shown = photos[index];
  if (!shown) return null;
  const altOf = (i: number) => t('alt', { name: bikeName, n: i + 1, total: photos.length });

  const makeMain = () =>
    setMain.mutate(shown.id, {
      onSuccess: () => toast.success(t('main.done')),
    });

  return (
    <div className="grid gap-4">
      <figure ref={figureRef} tabIndex={-1} className="grid gap-2 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none">
        <MainPhoto key={shown.id} photo={shown} alt={altOf(index)} />
        <figcaption className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{t('position', { n: index + 1, total: photos.length })}</span>
          {shown.isMain && (
            <Badge tone="yellow">
              <Star aria-hidden="true" className="size-3.5" />
              {t('main.badge')}
            </Badge>
          )}
        </figcaption>
      </figure>

      <div className="flex flex-wrap gap-3">
        {!shown.isMain && (
          <Button variant="secondary" onClick={makeMain} disabled={setMain.isPending}>
            {setMain.isPending ? <ButtonSpinner /> : <Star aria-hidden="true" className="size-4" />}
            {t('main.button')}
          </Button>
        )}
        <DeletePhotoDialog
          bikeId={bikeId}
          photoId={shown.id}
          isMain={shown.isMain}
          position={{ name: bikeName, n: index + 1, total: photos.length }}
          onDeleted={() => onDeleted(photos.length - 1)}
        />
      </div>
      {setMain.isError && (
        <Alert tone="error" title={t('main.failed')}>
          {photoText(photoFailureMessage(setMain.error, 'update_failed'))}
        </Alert>
      )}

      {photos.length > 1 && (
        <PhotoStrip
          photos={photos}
          shownId={shown.id}
          altOf={altOf}
          onShow={(photoId) => {
            setShownId(photoId);
            setMain.reset();
          }}
        />
      )}
    </div>
  );
}
