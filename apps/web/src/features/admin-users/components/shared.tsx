import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The cells of this area's tables: a little denser than the shared `tableCell`. */
export const cell = 'py-2.5 pr-4 align-top';

/** The load failure of a query, with a retry. */
export function LoadFailed({ text, onRetry, pending }: { text: string; onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={pending}>
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** Previous and next page, with where the list is. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('adminUsers');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="text-sm text-ink">{t('common.page_of', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
