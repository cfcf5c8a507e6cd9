import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useOffline } from '@/lib/offline/connection';

/**
 * What the app says offline (decision 064). In the shell's chunk (vite.config.ts): every page shows the
 * banner, and the owner's pages and the tag page ask whether their load failed offline.
 */

/** Whether a failed load failed for want of a network while the app is offline. */
export function useFailedOffline(error: unknown): boolean {
  const offline = useOffline();
  return offline && isApiError(error) && error.code === 'NETWORK_ERROR';
}

/** A page whose data was never loaded on this device, opened offline: there is no copy to show. */
export function NeverLoadedOffline() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="never-loaded-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="never-loaded-title" className="font-semibold">
        {t('offline.never_loaded_title')}
      </h2>
      <p className="mt-1 text-sm">{t('offline.never_loaded')}</p>
    </section>
  );
}

/** The line every page shows under the header while the app is offline. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
      <p className="mx-auto max-w-6xl text-sm">
        <strong className="font-semibold">{t('offline.banner')}</strong> {t('offline.banner_text')}
      </p>
    </div>
  );
}
