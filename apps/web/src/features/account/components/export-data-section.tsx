import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { downloadJson, exportMyData } from '../api/export-data';

/** GDPR arts. 15 and 20: the user downloads everything Ritrova holds about them, as JSON. */
export function ExportDataSection() {
  const { t } = useTranslation('account');
  const apiErrorText = useApiErrorText();
  const download = useMutation({
    mutationFn: exportMyData,
    onSuccess: ({ data }) => downloadJson(data, `ritrova-dati-${data.exportedAt.slice(0, 10)}.json`),
  });
  return (
    <section aria-labelledby="export-data-title" className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="export-data-title" className="text-lg font-bold text-ink">
        {t('export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('export.text')}</p>
      {download.isError && (
        <Alert tone="error" title={t('export.failed')} className="mt-3">
          {apiErrorText(download.error)}
        </Alert>
      )}
      <p role="status" className="sr-only">
        {download.isSuccess ? t('export.done') : ''}
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <ButtonSpinner /> : <Download aria-hidden="true" className="size-4" />}
        {t('export.button')}
      </Button>
    </section>
  );
}
