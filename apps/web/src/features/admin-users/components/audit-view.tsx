import type { AdminAuditQuery } from '@ritrova/shared';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuditQuery } from '../api/get-audit';
import { AuditFilters, type AuditFilterValues, auditFilterKeys } from './audit-filters';
import { AuditTable } from './audit-table';
import { LoadFailed, Pager } from './shared';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The log's filters, read from the address (a link can open it filtered, e.g. on one user). */
function filtersOf(params: URLSearchParams): AdminAuditQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const date = (key: string) => (day.test(params.get(key) ?? '') ? (params.get(key) as string) : undefined);
  const page = Number(params.get('page'));
  return {
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    actorId: text('actorId'),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** /admin/audit: every change an admin made, newest first, read only. */
export function AuditView() {
  const { t } = useTranslation('adminUsers');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const audit = useAuditQuery(filters);

  const apply = (values: AuditFilterValues) => {
    const next = new URLSearchParams();
    for (const key of auditFilterKeys) if (values[key]) next.set(key, values[key]);
    // A filter on one target (from a user's page) stays until cleared.
    for (const key of ['targetId', 'actorId'] as const) if (filters[key]) next.set(key, filters[key]);
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  const onPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(page));
      return next;
    });

  return (
    <div className="grid min-w-0 gap-6">
      <title>{`${t('audit.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <History aria-hidden="true" className="size-7 text-brand-700" />
          {t('audit.title')}
        </h1>
        <p className="text-muted">{t('audit.intro')}</p>
      </header>
      <Card className="grid min-w-0 gap-4">
        <AuditFilters
          key={params.toString()}
          initial={{ action: filters.action ?? '', targetType: filters.targetType ?? '', from: filters.from ?? '', to: filters.to ?? '' }}
          narrowedTo={filters.targetId ?? filters.actorId}
          onApply={apply}
          onClear={clear}
        />
        {audit.isPending && <Spinner label={t('audit.loading')} />}
        {audit.isError && <LoadFailed text={t('audit.load_failed')} onRetry={() => void audit.refetch()} pending={audit.isFetching} />}
        {audit.data && (
          <>
            <p className="text-ink" aria-live="polite">
              {t('audit.count', { count: audit.data.total })}
            </p>
            {audit.data.entries.length > 0 && <AuditTable entries={audit.data.entries} />}
            <Pager page={audit.data.page} pageSize={audit.data.pageSize} total={audit.data.total} onPage={onPage} />
          </>
        )}
      </Card>
    </div>
  );
}
