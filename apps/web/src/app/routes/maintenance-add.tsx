import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useBikeQuery } from '@/features/bikes/api/get-bike';
import { AddMaintenanceForm } from '@/features/maintenance/components/add-maintenance-form';
import { isApiError } from '@/lib/api-error';
import { paths } from '../paths';

/** /bikes/{bikeId}/maintenance/add: the bike's brand, model and name, then the form of spec §5. */
export function Component() {
  const { bikeId = '' } = useParams();
  const { t } = useTranslation('maintenance');
  const bike = useBikeQuery(bikeId);

  if (bike.isPending) return <PageSpinner label={t('add.loading')} />;
  if (bike.isError) {
    // An id that is not a bike of this user is a 404 (or a 400 for an id that cannot be one).
    const notFound = isApiError(bike.error) && (bike.error.status === 404 || bike.error.code === 'VALIDATION_ERROR');
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
        <title>{`${notFound ? t('add.not_found') : t('add.load_failed')} · Ritrova`}</title>
        <Link to={paths.dashboard} className={buttonClasses('link', 'md', 'justify-self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('add.back_dashboard')}
        </Link>
        {notFound ? (
          <Card>
            <h1 className="text-2xl font-bold text-ink">{t('add.not_found')}</h1>
            <p className="mt-2 text-muted">{t('add.not_found_text')}</p>
          </Card>
        ) : (
          <>
            <h1 className="sr-only">{t('add.load_failed')}</h1>
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void bike.refetch()}>
                  {t('add.retry')}
                </Button>
              }
            >
              {t('add.load_failed')}
            </Alert>
          </>
        )}
      </div>
    );
  }

  const { data } = bike;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('add.title')} · ${data.name} · Ritrova`}</title>
      <Link to={paths.bike(data.id)} className={buttonClasses('link', 'md', 'justify-self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('add.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('add.title')}</h1>
        <p className="mt-1 text-lg font-semibold break-words text-ink">{data.name}</p>
        <p className="text-muted">{[data.brand, data.model].filter(Boolean).join(' ')}</p>
        <p className="mt-2 text-muted">{t('add.subtitle')}</p>
      </div>
      <Card>
        <AddMaintenanceForm key={data.id} bike={data} />
      </Card>
    </div>
  );
}
