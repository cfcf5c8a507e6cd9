import type { Bike } from '@ritrova/shared';
import { ArrowLeft, FileText, Pencil } from 'lucide-react';
import { Fragment, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { BikeStatusBadges } from '@/components/bike/bike-status-badges';
import { NeverLoadedOffline, useFailedOffline } from '@/components/offline-notice';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useFormat } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';
import { useBikeQuery } from '../api/get-bike';
import { type BikePageSection, bikePagePlan, bikePageSections } from '../bike-page-plan';
import { BikeDetails } from './bike-details';
import { BikeStatusCard } from './bike-status-card';
import { DeleteBikeDialog } from './delete-bike-dialog';
import { OwnershipHistory } from './ownership-history';
import { TransferSection } from './transfer-section';

// The form (react-hook-form, zod) loads when "Modifica" is pointed at, focused or pressed (issue #27 item 6).
const EditBikeForm = lazyComponent(() => import('./edit-bike-form'), 'EditBikeForm');
const preloadEditForm = () => void EditBikeForm.preload().catch(() => undefined);

function BackToDashboard() {
  const { t } = useTranslation('bikes');
  return (
    <Link to={paths.dashboard} className={buttonClasses('link', 'md', 'justify-self-start')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

/**
 * What other features add to a bike's page; the route supplies them (features do
 * not import each other). The page shows them in the order of `bikePageSections`:
 * - `status`: status and the next action (a `BikeStatusCard`; the route knows the reward);
 * - `photos`: before the details;
 * - `theft`: the theft of a stolen or recovered bike (its facts, reward, sightings);
 * - `maintenance`, `shops`: after the theft, before the transfer and the history.
 */
export interface BikeDetailSlots {
  status?: (bike: Bike) => ReactNode;
  photos?: (bike: Bike) => ReactNode;
  theft?: (bike: Bike) => ReactNode;
  maintenance?: (bike: Bike) => ReactNode;
  shops?: (bike: Bike) => ReactNode;
}

/** /bikes/{id}: loading, not found, load failure, or the bike. */
export function BikeDetailView({ bikeId, ...slots }: { bikeId: string } & BikeDetailSlots) {
  const { t } = useTranslation('bikes');
  const bike = useBikeQuery(bikeId);
  const failedOffline = useFailedOffline(bike.error);

  if (bike.isPending) return <PageSpinner label={t('detail.loading')} />;
  if (bike.isError) {
    // An id that is not a bike of this user is a 404 (or a 400 for an id that cannot be one).
    const notFound = isApiError(bike.error) && (bike.error.status === 404 || bike.error.code === 'VALIDATION_ERROR');
    return (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-10">
        <title>{`${notFound ? t('detail.not_found') : t('detail.load_failed')} · Ritrova`}</title>
        <BackToDashboard />
        {failedOffline ? (
          <>
            <h1 className="sr-only">{t('detail.load_failed')}</h1>
            <NeverLoadedOffline />
          </>
        ) : notFound ? (
          <Card>
            <h1 className="text-2xl font-bold text-ink">{t('detail.not_found')}</h1>
            <p className="mt-2 text-muted">{t('detail.not_found_text')}</p>
          </Card>
        ) : (
          <>
            <h1 className="sr-only">{t('detail.load_failed')}</h1>
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void bike.refetch()}>
                  {t('detail.retry')}
                </Button>
              }
            >
              {t('detail.load_failed')}
            </Alert>
          </>
        )}
      </div>
    );
  }
  return <BikeDetail bike={bike.data} {...slots} />;
}

/** The details, edited in place: the card turns into the form and back. */
function DetailsCard({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode puts the focus back on the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card>
      <section aria-labelledby="bike-details-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="bike-details-heading" className="text-lg font-bold text-ink">
            {editing ? t('edit.title') : t('detail.details_title')}
          </h2>
          {!editing && (
            <div className="flex flex-wrap gap-2">
              {/* Issue #28: the details as a sheet to print, for a police report or the insurer. */}
              <Link to={paths.bikeRecord(bike.id)} className={buttonClasses('secondary', 'sm')}>
                <FileText aria-hidden="true" className="size-4" />
                {t('record.open')}
              </Link>
              <Button
                ref={editButton}
                variant="secondary"
                size="sm"
                onPointerEnter={preloadEditForm}
                onFocus={preloadEditForm}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('actions.edit')}
              </Button>
            </div>
          )}
        </div>
        <div className="mt-4">
          {editing ? (
            <Suspense fallback={<BikeDetails bike={bike} />}>
              <EditBikeForm bike={bike} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <BikeDetails bike={bike} />
          )}
        </div>
      </section>
    </Card>
  );
}

function BikeDetail({ bike, ...slots }: { bike: Bike } & BikeDetailSlots) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  const section = (name: BikePageSection): ReactNode => {
    switch (name) {
      case 'status':
        return slots.status ? slots.status(bike) : <BikeStatusCard bike={bike} plan={bikePagePlan({ status: bike.status, rewardAwaitingPayment: false })} />;
      case 'photos':
        return slots.photos?.(bike);
      case 'details':
        return <DetailsCard bike={bike} />;
      case 'theft':
        return slots.theft?.(bike);
      case 'maintenance':
        return slots.maintenance?.(bike);
      case 'shops':
        return slots.shops?.(bike);
      case 'transfer':
        return <TransferSection bike={bike} />;
      case 'history':
        return <OwnershipHistory periods={bike.ownershipHistory} />;
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${bike.name} · Ritrova`}</title>
      <BackToDashboard />
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{bike.name}</h1>
        <p className="text-muted">{[bike.brand, bike.model].filter(Boolean).join(' ')}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <BikeStatusBadges bike={bike} showRecovered />
          {bike.status === 'stolen' && bike.stolenInfo && (
            <span className="text-sm font-semibold text-red-800">{t('detail.stolen_on', { date: format.date(bike.stolenInfo.dateStolen) })}</span>
          )}
        </div>
      </header>

      {bikePageSections.map((name) => (
        <Fragment key={name}>{section(name)}</Fragment>
      ))}

      {/* Rarely wanted and not undoable: last on the page. */}
      <div className="flex justify-end">
        <DeleteBikeDialog bike={bike} />
      </div>
    </div>
  );
}
