import type { TagBatchResult } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** What a new batch did: how many tags were added, which were already there, which lines were refused. */
export function BatchResult({ result }: { result: TagBatchResult }) {
  const { t } = useTranslation('adminTags');
  const skipped = result.duplicates.length + result.invalidLines.length;
  return (
    <div className="grid gap-3">
      <Alert tone={result.created.length > 0 ? 'success' : 'warning'} title={t('result.added', { count: result.created.length })}>
        {skipped > 0 ? t('result.skipped', { count: skipped }) : t('result.none_skipped')}
      </Alert>
      {result.duplicates.length > 0 && (
        <section className="grid gap-1 text-sm">
          <h3 className="font-semibold text-ink">{t('result.duplicates', { count: result.duplicates.length })}</h3>
          <p className="font-mono break-all text-ink">{result.duplicates.join(', ')}</p>
        </section>
      )}
      {result.invalidLines.length > 0 && (
        <section className="grid gap-1 text-sm">
          <h3 className="font-semibold text-ink">{t('result.invalid', { count: result.invalidLines.length })}</h3>
          <ul className="grid gap-0.5">
            {result.invalidLines.map((entry) => (
              <li key={`${entry.line}-${entry.value}`} className="break-all text-ink">
                {t('result.invalid_line', { line: entry.line, value: entry.value })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
