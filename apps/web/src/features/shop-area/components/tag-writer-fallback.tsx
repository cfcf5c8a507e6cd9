import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProgrammingTemplateQuery } from '../api/get-programming-template';
import { useShopTagsQuery } from '../api/get-shop-tags';
import { useDownloadShopBatchProgramMutation } from '../api/provisioning-sheet';

/** A value to copy by hand into another app: labelled, selectable, wrapping on a phone. */
function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <span className="text-sm font-semibold text-ink">{label}</span>
      <code className="block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-ink select-all">{value}</code>
    </div>
  );
}

/** The programming exports of the shop's batches (decision 061), else the way to ask for one. */
function PrintableSheets() {
  const { t } = useTranslation('shopArea');
  const apiErrorText = useApiErrorText();
  const tags = useShopTagsQuery();
  const download = useDownloadShopBatchProgramMutation();
  const batches = [...new Set((tags.data ?? []).map((tag) => tag.batch).filter((batch): batch is string => batch !== null))];
  return (
    <section aria-labelledby="program-sheet-heading" className="grid gap-2">
      <h3 id="program-sheet-heading" className="font-bold text-ink">
        {t('program.fallback.sheet_title')}
      </h3>
      <p className="text-sm text-muted">{t('program.fallback.inventory_note')}</p>
      {batches.length > 0 ? (
        <ul className="grid gap-2">
          {batches.map((batch) => (
            <li key={batch} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{t('program.fallback.sheet_link', { batch })}</span>
              {(['csv', 'json'] as const).map((format) => (
                <Button
                  key={format}
                  variant="secondary"
                  size="sm"
                  aria-label={t(`program.fallback.sheet_download_${format}`, { batch })}
                  disabled={download.isPending}
                  onClick={() => download.mutate({ batch, format })}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink">
          {t('program.fallback.sheet_ask')}{' '}
          <Link to={paths.contact} className="font-semibold text-brand-800 underline">
            {t('program.fallback.contact')}
          </Link>
        </p>
      )}
      {download.isError && <Alert tone="error">{apiErrorText(download.error)}</Alert>}
    </section>
  );
}

/** No Web NFC here (any browser but Chrome for Android): how to write the same URL with NXP TagWriter. */
export function TagWriterFallback() {
  const { t } = useTranslation('shopArea');
  const template = useProgrammingTemplateQuery();
  return (
    <Card className="grid min-w-0 gap-4">
      <section aria-labelledby="program-fallback-heading" className="grid gap-4">
        <h2 id="program-fallback-heading" className="text-lg font-bold text-ink">
          {t('program.fallback.title')}
        </h2>
        <p className="text-ink">{t('program.fallback.text')}</p>
        <ol className="grid list-decimal gap-2 pl-5 text-ink">
          <li>{t('program.fallback.step_install')}</li>
          <li>{t('program.fallback.step_url')}</li>
          <li>{t('program.fallback.step_mirror')}</li>
          <li>{t('program.fallback.step_check')}</li>
        </ol>
        {template.isPending && <Spinner label={t('program.fallback.loading')} />}
        {template.isError && (
          <Alert
            tone="error"
            action={
              <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => void template.refetch()}>
                {t('retry')}
              </button>
            }
          >
            {t('program.fallback.load_failed')}
          </Alert>
        )}
        {template.data && (
          <div className="grid gap-3">
            <CopyValue label={t('program.fallback.prefix_label')} value={template.data.urlPrefix} />
            <CopyValue label={t('program.fallback.template_label')} value={template.data.urlTemplate} />
          </div>
        )}
        <PrintableSheets />
      </section>
    </Card>
  );
}
