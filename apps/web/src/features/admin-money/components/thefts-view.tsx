import type { AdminTheftsQuery } from '@ritrova/shared';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useTheftsQuery } from '../api/get-thefts';
import { Pager } from './pager';
import { TheftDetail } from './theft-detail';
import { TheftsTable } from './thefts-table';

const statuses = ['open', 'recovered', 'all'] as const;

/** /admin/thefts: theft reports with reward, sightings, hunts and disputes; one at a time in detail. */
export function TheftsView() {
  const { t } = useTranslation('adminMoney');
  const [status, setStatus] = useState<AdminTheftsQuery['status']>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const thefts = useTheftsQuery({ status, page, limit: 25 });
  return (
    <div className="grid gap-6">
      <title>{`${t('thefts.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <ShieldAlert aria-hidden="true" className="size-7 text-brand-700" />
          {t('thefts.title')}
        </h1>
        <p className="text-muted">{t('thefts.intro')}</p>
      </header>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
        <SelectField
          className="max-w-xs"
          label={t('thefts.filter_status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminTheftsQuery['status']);
            setPage(1);
          }}
          options={statuses.map((value) => ({ value, label: t(`thefts.status.${value}`) }))}
        />
        {thefts.isPending && <Spinner label={t('thefts.loading')} />}
        {thefts.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void thefts.refetch()} disabled={thefts.isFetching}>
                {t('retry')}
              </Button>
            }
          >
            {t('thefts.load_failed')}
          </Alert>
        )}
        {thefts.data && (
          <>
            <p className="text-ink" aria-live="polite">
              {t('thefts.count', { count: thefts.data.pagination.total })}
            </p>
            {thefts.data.thefts.length > 0 && <TheftsTable thefts={thefts.data.thefts} selectedId={selected} onSelect={setSelected} />}
            <Pager page={page} pages={thefts.data.pagination.pages} onPage={setPage} label={t('thefts.pages')} />
          </>
        )}
      </Card>
      {selected && <TheftDetail theftId={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
