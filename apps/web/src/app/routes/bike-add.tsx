import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { AddBikeForm } from '@/features/bikes/components/add-bike-form';

/** /bikes/add and /dashboard/bikes/add. */
export function Component() {
  const { t } = useTranslation('bikes');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('add.title')} · Ritrova`}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('add.title')}</h1>
        <p className="mt-1 text-muted">{t('add.subtitle')}</p>
      </div>
      <Card>
        <AddBikeForm />
      </Card>
    </div>
  );
}
