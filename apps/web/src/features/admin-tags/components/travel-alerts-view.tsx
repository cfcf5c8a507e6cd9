import { Route } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useTravelAlertsQuery } from '../api/get-travel-alerts';
import type { TravelAlertState } from '../api/keys';
import { TravelAlertsTable } from './travel-alerts-table';

const states = ['open', 'all'] as const satisfies readonly TravelAlertState[];

/** /admin/alerts: authenticated taps of one tag too far apart for a bicycle, to look at and mark as seen. */
export function TravelAlertsView() {
  const { t } = useTranslation('adminTags');
  const [state, setState] = useState<TravelAlertState>('open');
  const alerts = useTravelAlertsQuery(state);
  const resultsRef = useRef<HTMLDivElement>(null);
  // NOTE: a reviewed alert's row (and its button) leaves the open list, so the focus goes to the results.
  const onReviewed = () => resultsRef.current?.focus();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('alerts.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Route aria-hidden="true" className="size-7 text-brand-700" />
          {t('alerts.title')}
        </h1>
        <p className="text-muted">{t('alerts.intro')}</p>
      </header>

      <Card className="grid min-w-0 gap-4">
        <SelectField
          className="max-w-xs"
          label={t('alerts.filter')}
          value={state}
          onChange={(event) => setState(event.target.value as TravelAlertState)}
          options={states.map((value) => ({ value, label: t(`alerts.states.${value}`) }))}
        />
        {alerts.isPending && <Spinner label={t('alerts.loading')} />}
        {alerts.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()} disabled={alerts.isFetching}>
                {t('alerts.retry')}
              </Button>
            }
          >
            {t('alerts.load_failed')}
          </Alert>
        )}
        {alerts.data && (
          <div ref={resultsRef} tabIndex={-1} className="grid min-w-0 gap-4 focus:outline-none">
            <p className="text-ink" aria-live="polite">
              {alerts.data.length === 0 ? t(`alerts.empty.${state}`) : t(`alerts.count.${state}`, { count: alerts.data.length })}
            </p>
            {alerts.data.length > 0 && <TravelAlertsTable alerts={alerts.data} onReviewed={onReviewed} />}
          </div>
        )}
      </Card>
    </div>
  );
}
