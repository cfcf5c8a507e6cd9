import { TriangleExclamationPoint, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePhotoText } from '../hooks/use-photo-text';
import type { UploadItem, UploadNotice } from '../hooks/use-photo-uploads';
import { acceptedPhotoTypes, photoLimitValues } from '../photo-rules';
import { UploadItemRow } from './upload-item-row';

/** The files that were not uploaded, each with its reason; not a live region (the section announces). */
function UploadNotices({ notices }: { notices: UploadNotice[] }) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  if (notices.length === 0) return null;
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleExclamationPoint aria-hidden="true" className="size-5 shrink-0" />
        {t('upload.not_uploaded')}
      </p>
      <ul className="mt-2 grid gap-1 pl-7">
        {notices.map((notice) => (
          <li key={notice.id} className="break-words">
            {notice.fileName ? `${notice.fileName}: ${photoText(notice.problem)}` : photoText(notice.problem)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The upload panel: a drop zone whose button opens the file picker (the keyboard
 * and phone path), the limits, the refused files and the uploads under way.
 */
export function UploadPanel({
  id,
  remaining,
  items,
  notices,
  onFiles,
}: {
  id: string;
  remaining: number;
  items: UploadItem[];
  notices: UploadNotice[];
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = remaining > 0 ? 'copy' : 'none';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div id={id} className="grid gap-4">
      {/* Dropping is a shortcut for pointer users; the button inside is the way for everyone. */}
      <section
        aria-label={t('upload.zone_label')}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          // Moving over the zone's own text or button is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-brand-700" />
        {remaining > 0 ? (
          <>
            <p className="text-sm text-ink">{t('upload.drop')}</p>
            <Button onClick={() => input.current?.click()} aria-describedby={hintId}>
              {t('upload.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={acceptedPhotoTypes.join(',')}
              multiple
              hidden
              aria-label={t('upload.choose')}
              onChange={(event) => {
                onFiles(Array.from(event.target.files ?? []));
                // The same file picked again (after fixing it) must fire a change too.
                event.target.value = '';
              }}
            />
          </>
        ) : (
          <p className="text-sm font-medium text-ink">{photoText({ key: 'errors.quota_exceeded' })}</p>
        )}
        <p id={hintId} className="text-sm text-muted">
          {t('upload.hint', photoLimitValues)} {t('upload.remaining', { count: remaining })}
        </p>
      </section>
      <UploadNotices notices={notices} />
      {items.length > 0 && (
        <ul className="grid gap-2" aria-label={t('upload.list_label')}>
          {items.map((item) => (
            <UploadItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
