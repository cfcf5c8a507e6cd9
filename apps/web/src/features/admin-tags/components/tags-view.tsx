import { Download, Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExportTagsMutation } from '../api/export-tags';
import { useBatchesQuery } from '../api/get-batches';
import { useTagsQuery } from '../api/get-tags';
import { BatchesTable } from './batches-table';
import { NewBatchDialog } from './new-batch-dialog';
import { type FilterValues, TagsFilters } from './tags-filters';
import { TagsTable } from './tags-table';

const noFilters: FilterValues = { status: '', batch: '', q: '', owner: '' };

/** The filters as the API takes them (typed text waits for a pause). */
function useAppliedFilters(values: FilterValues) {
  const q = useDebouncedValue(values.q.trim(), 300);
  const owner = useDebouncedValue(values.owner.trim(), 300);
  return { status: values.status || undefined, batch: values.batch || undefined, q: q || undefined, owner: owner || undefined };
}

/** /admin/tags: the tag inventory, its batches, new batches, export, and each tag's status and scans. */
export function TagsView() {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const [values, setValues] = useState(noFilters);
  const [page, setPage] = useState(1);
  const filters = useAppliedFilters(values);
  const tags = useTagsQuery({ ...filters, page });
  const batches = useBatchesQuery();
  const exportTags = useExportTagsMutation();
  const pagination = tags.data?.pagination;
  const onFilters = (next: FilterValues) => {
    setValues(next);
    setPage(1);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('title')} · Ritrova`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
            <Tags aria-hidden="true" className="size-7 text-brand-700" />
            {t('title')}
          </h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <NewBatchDialog />
          <Button variant="secondary" onClick={() => exportTags.mutate(filters)} disabled={exportTags.isPending}>
            {exportTags.isPending ? <ButtonSpinner /> : <Download aria-hidden="true" className="size-4" />}
            {t('export.button')}
          </Button>
        </div>
      </header>
      <FormError error={exportTags.error} />

      <Card className="grid min-w-0 gap-4">
        <h2 className="text-lg font-bold text-ink">{t('inventory.title')}</h2>
        <TagsFilters values={values} batches={batches.data ?? []} onChange={onFilters} />
        {tags.isPending && <Spinner label={t('inventory.loading')} />}
        {tags.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void tags.refetch()} disabled={tags.isFetching}>
                {t('inventory.retry')}
              </Button>
            }
          >
            {t('inventory.load_failed')}
          </Alert>
        )}
        {tags.data?.tags.length === 0 && <p className="text-ink">{t('inventory.empty')}</p>}
        {tags.data && tags.data.tags.length > 0 && (
          <>
            <p className="text-ink" aria-live="polite">
              {t('inventory.total', { count: tags.data.pagination.total, formatted: format.number(tags.data.pagination.total) })}
            </p>
            <TagsTable tags={tags.data.tags} />
          </>
        )}
        {pagination && pagination.pages > 1 && (
          <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="secondary" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
              {t('pagination.previous')}
            </Button>
            <span className="text-sm text-ink">{t('pagination.page', { page: pagination.page, pages: pagination.pages })}</span>
            <Button variant="secondary" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pagination.pages}>
              {t('pagination.next')}
            </Button>
          </nav>
        )}
      </Card>

      <Card className="grid min-w-0 gap-4">
        <h2 className="text-lg font-bold text-ink">{t('batches.title')}</h2>
        <p className="text-sm text-muted">{t('batches.intro')}</p>
        {batches.isPending && <Spinner label={t('batches.loading')} />}
        {batches.isError && <FormError error={batches.error} />}
        {batches.data?.length === 0 && <p className="text-ink">{t('batches.empty')}</p>}
        {batches.data && batches.data.length > 0 && <BatchesTable batches={batches.data} />}
      </Card>
    </div>
  );
}
