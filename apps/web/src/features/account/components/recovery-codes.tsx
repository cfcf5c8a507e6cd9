import { Check, Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

function downloadText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once: to copy or download and keep somewhere safe. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation('account');
  const { state, copy } = useCopyToClipboard();
  const text = [t('two_factor.codes.file_heading', { email }), '', ...codes, ''].join('\n');
  const copied = state?.status === 'copied';
  return (
    <div className="grid gap-4">
      <Alert tone="warning" title={t('two_factor.codes.title')}>
        {t('two_factor.codes.text')}
      </Alert>
      <ol aria-label={t('two_factor.codes.list_label')} className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy(codes.join('\n'))}>
          {copied ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? t('two_factor.codes.copied') : t('two_factor.codes.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => downloadText(text, 'ritrova-codici-di-recupero.txt')}>
          <Download aria-hidden="true" className="size-4" />
          {t('two_factor.codes.download')}
        </Button>
      </div>
      {state?.status === 'failed' && <p className="text-sm text-muted">{t('two_factor.codes.copy_failed')}</p>}
    </div>
  );
}
