import type { Bike } from '@ritrova/shared';
import { ChevronDown, Plus, Wrench } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { maintenanceAddPath } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMaintenanceQuery } from '../api/get-maintenance';
import { maintenanceHistoryId } from '../maintenance-form';
import { MaintenanceRecordItem } from './maintenance-record-item';

/**
 * Spec §2 maintenance history: a collapsible section that loads on its first
 * expand, with the button to add a record. It opens by itself when the page is
 * opened at it (`#maintenance-history`, where the add page returns).
 */
export function MaintenanceHistory({ bike }: { bike: Bike }) {
  const { t } = useTranslation('maintenance');
  const { hash } = useLocation();
  const targeted = hash === `#${maintenanceHistoryId}`;
  const [open, setOpen] = useState(targeted);
  // Once loaded, collapsing only hides the list: expanding again does not wait for it.
  const [requested, setRequested] = useState(targeted);
  const history = useMaintenanceQuery(bike.id, requested);
  const panelId = useId();

  useEffect(() => {
    if (!targeted) return;
    setOpen(true);
    setRequested(true);
  }, [targeted]);

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    setRequested(true);
  };

  return (
    <Card>
      <section id={maintenanceHistoryId} aria-labelledby={`${maintenanceHistoryId}-heading`} className="scroll-mt-20">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${maintenanceHistoryId}-heading`} className="text-lg font-bold text-ink">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={toggle}
              className="-mx-2 flex items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-slate-100"
            >
              <Wrench aria-hidden="true" className="size-5 text-brand-700" />
              {t('history.title')}
              <ChevronDown aria-hidden="true" className={cn('size-5 text-muted transition-transform', open && 'rotate-180')} />
            </button>
          </h2>
          <Link to={maintenanceAddPath(bike.id)} className={buttonClasses('secondary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('history.add')}
          </Link>
        </div>
        <div id={panelId} hidden={!open} className="mt-4 grid gap-4">
          <p className="text-sm text-muted">{t('history.intro')}</p>
          {history.isPending && <Spinner label={t('history.loading')} />}
          {history.isError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void history.refetch()} disabled={history.isFetching}>
                  {t('history.retry')}
                </Button>
              }
            >
              {t('history.load_failed')}
            </Alert>
          )}
          {history.data?.length === 0 && <p className="text-sm text-ink">{t('history.empty')}</p>}
          {history.data && history.data.length > 0 && (
            <>
              <p className="text-sm text-ink">{t('history.count', { count: history.data.length })}</p>
              <ol className="grid gap-3">
                {history.data.map((record) => (
                  <MaintenanceRecordItem key={record.id} record={record} />
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </Card>
  );
}
