import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** Fills the content area while a page or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
