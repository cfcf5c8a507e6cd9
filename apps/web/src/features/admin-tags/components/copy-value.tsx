import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CopyState } from '@/lib/use-copy-to-clipboard';

/** A named value to copy by hand into the programming tool: monospace, wrapped anywhere, with a copy button. */
export function CopyValue({ label, value, copyState, onCopy }: { label: string; value: string; copyState: CopyState; onCopy: (value: string) => void }) {
  const { t } = useTranslation('adminTags');
  const labelId = useId();
  const mine = copyState?.value === value ? copyState.status : null;
  return (
    <section aria-labelledby={labelId} className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={labelId} className="text-sm font-semibold text-ink">
          {label}
        </h3>
        <Button size="sm" variant="secondary" onClick={() => onCopy(value)} aria-describedby={labelId}>
          {mine === 'copied' ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : <Copy aria-hidden="true" className="size-4" />}
          {mine === 'copied' ? t('provisioning.copied') : t('provisioning.copy')}
        </Button>
      </div>
      <code translate="no" className="block rounded-lg bg-slate-50 p-3 font-mono text-xs break-all text-ink">
        {value}
      </code>
      {mine === 'failed' && <p className="text-sm font-medium text-amber-900">{t('provisioning.copy_failed')}</p>}
    </section>
  );
}
