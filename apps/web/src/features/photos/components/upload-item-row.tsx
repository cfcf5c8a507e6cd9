import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePhotoText } from '../hooks/use-photo-text';
import type { UploadItem } from '../hooks/use-photo-uploads';
import { stageText } from '../upload-progress';

function StageIcon({ stage }: { stage: UploadItem['stage'] }) {
  if (stage.name === 'complete') return <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />;
  if (stage.name === 'failed') return <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700" />;
  if (stage.name === 'waiting') return <Clock aria-hidden="true" className="size-5 shrink-0 text-muted" />;
  return <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-700" />;
}

/** One file on its way (spec §4): its name, what is happening in words, and the bar. */
export function UploadItemRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  const stage = stageText(item.stage);
  const failed = item.stage.name === 'failed';
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex min-w-0 items-center gap-2">
        <StageIcon stage={item.stage} />
        <span className="min-w-0 truncate text-sm font-semibold text-ink">{item.fileName}</span>
      </div>
      <p className={cn('text-sm', failed ? 'font-medium text-red-800' : 'text-muted')}>
        {t(stage.key, stage.values)}
        {item.problem && `: ${photoText(item.problem)}`}
      </p>
      {!failed && (
        <div
          role="progressbar"
          aria-label={t('upload.progress_label', { name: item.fileName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          aria-valuetext={`${item.progress}%`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width] duration-200" style={{ width: `${item.progress}%` }} />
        </div>
      )}
    </li>
  );
}
