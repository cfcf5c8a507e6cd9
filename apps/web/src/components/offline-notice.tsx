import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useOffline } from '@/lib/offline/connection';

/** Whether a failed load failed for want of a network while the app is offline (decision 064). */
export function useFailedOffline(error: unknown): boolean {
  const offline = useOffline();
  return offline && isApiError(error) && error.code === 'NETWORK_ERROR';
}

/** A page whose data was never loaded on this device, opened offline: there is no copy to show. */
export function NeverLoadedOffline() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="never-loaded-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="never-loaded-title" className="flex items-center gap-2 font-semibold">
        <WifiOff aria-hidden="true" className="size-5 shrink-0" />
        {t('offline.never_loaded_title')}
      </h2>
      <p className="mt-1 text-sm">{t('offline.never_loaded')}</p>
    </section>
  );
}
