import type { Bike } from '@ritrova/shared';
import { ChevronDown, ImagePlus, Images } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePhotosQuery } from '../api/get-photos';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { photoLimitValues } from '../photo-rules';
import { PhotoViewer } from './photo-viewer';
import { UploadPanel } from './upload-panel';

/**
 * Spec §2 bike detail, Photos: the main photo large with its actions, the
 * thumbnails when there are several, the empty state, and the upload panel
 * behind a toggle. Uploads keep going (and are announced) with the panel closed.
 */
export function BikePhotos({ bike }: { bike: Bike }) {
  const { t } = useTranslation('photos');
  const photos = usePhotosQuery(bike.id);
  const photoCount = photos.data?.length ?? bike.photos.length;
  const uploads = usePhotoUploads(bike.id, photoCount);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const figure = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // After a delete the focus goes to the photo now shown, or to the upload button when none is left.
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ target: 'photo' | 'upload' } | null>(null);

  useEffect(() => {
    if (!focusAfterDelete) return;
    // NOTE: the dialog gives the focus back to its button in a timeout of its own, queued in the
    // render after this one (Radix unmounts the content one commit late); a second timeout comes after it.
    let inner = 0;
    const outer = window.setTimeout(() => {
      inner = window.setTimeout(() => (focusAfterDelete.target === 'photo' ? figure.current : toggle.current)?.focus(), 0);
    }, 0);
    return () => {
      window.clearTimeout(outer);
      window.clearTimeout(inner);
    };
  }, [focusAfterDelete]);

  return (
    <Card>
      <section aria-labelledby="photos-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="photos-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
            <Images aria-hidden="true" className="size-5 text-brand-700" />
            {t('title')}
          </h2>
          <Button
            ref={toggle}
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('upload.toggle')}
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', panelOpen && 'rotate-180')} />
          </Button>
        </div>

        {panelOpen && <UploadPanel id={panelId} remaining={uploads.remaining} items={uploads.items} notices={uploads.notices} onFiles={uploads.add} />}
        <p role="status" className="sr-only">
          {uploads.announcement}
        </p>

        {photos.isPending && <Spinner label={t('loading')} />}
        {photos.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void photos.refetch()} disabled={photos.isFetching}>
                {t('retry')}
              </Button>
            }
          >
            {t('load_failed')}
          </Alert>
        )}
        {photos.data?.length === 0 && (
          <div className="grid justify-items-center gap-1 rounded-xl bg-slate-50 p-6 text-center">
            <Images aria-hidden="true" className="size-8 text-muted" />
            <p className="font-semibold text-ink">{t('empty.title')}</p>
            <p className="text-sm text-muted">{t('empty.text', photoLimitValues)}</p>
          </div>
        )}
        {photos.data && photos.data.length > 0 && (
          <PhotoViewer
            bikeId={bike.id}
            bikeName={bike.name}
            photos={photos.data}
            figureRef={figure}
            onDeleted={(remaining) => setFocusAfterDelete({ target: remaining > 0 ? 'photo' : 'upload' })}
          />
        )}
      </section>
    </Card>
  );
}
