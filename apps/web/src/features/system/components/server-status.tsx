import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useServerStatus } from '../hooks/use-server-status';

const dots = {
  checking: 'bg-amber-400',
  online: 'bg-brand-500',
  offline: 'bg-red-600',
} as const;

/** The footer's server indicator: visible text and a colour dot. */
export function ServerStatusIndicator() {
  // `errors` is not in the entry: loaded when the server is found offline, without suspending the footer.
  const { t, ready } = useTranslation(['status', 'errors'], { useSuspense: false });
  const status = useServerStatus();
  return (
    <div className="text-sm" aria-live="polite">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full', dots[status], status === 'checking' && 'animate-pulse')} />
        <span>{t(`server_${status}`)}</span>
      </p>
      {status === 'offline' && ready && <p className="mt-1 text-slate-300">{t('SERVER_OFFLINE', { ns: 'errors' })}</p>}
    </div>
  );
}
