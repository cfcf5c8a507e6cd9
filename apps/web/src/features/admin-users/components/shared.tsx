import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A table that scrolls sideways in its own focusable box on a narrow screen, with a visible or hidden caption. */
export function ScrollTable({
  caption,
  minWidth,
  children,
  hideCaption = true,
}: {
  caption: string;
  minWidth: string;
  children: ReactNode;
  hideCaption?: boolean;
}) {
  const captionId = useId();
  return (
    // NOTE: `relative` keeps the visually hidden caption inside the box instead of widening the page.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption id={captionId} className={hideCaption ? 'sr-only' : 'pb-2 text-left font-semibold text-ink'}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

export const cell = 'py-2.5 pr-4 align-top';
export const headCell = 'pr-4 pb-2 font-semibold text-muted last:pr-0';

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
