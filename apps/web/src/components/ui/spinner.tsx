import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  // Never suspends: the spinner is itself the fallback while translations load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** Fills the content area while a page or the session loads; `label` says what is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" label={label} />
    </div>
  );
}

/** The busy mark inside a disabled button; the button's own text stays its name. */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
}
