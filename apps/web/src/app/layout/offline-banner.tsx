import { useTranslation } from 'react-i18next';
import { useOffline } from '@/lib/offline/connection';

/** The line every page shows under the header while the app is offline (decision 064). */
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
