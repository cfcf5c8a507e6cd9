import { useTranslation } from 'react-i18next';
import { SettingsOverview } from '@/features/account/components/settings-overview';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <title>{`${t('settings.title')} · Ritrova`}</title>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('settings.title')}</h1>
      <p className="mt-2 text-muted">{t('settings.subtitle')}</p>
      <div className="mt-8">
        <SettingsOverview />
      </div>
    </div>
  );
}
