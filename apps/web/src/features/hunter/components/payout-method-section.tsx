import { Landmark, Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { usePayoutMethodQuery } from '../api/get-payout-method';
import { PayoutMethodForm } from './payout-method-form';
import { QueryStatus } from './query-status';

/** The saved payout method (the IBAN masked) with a way to change it; without one, the form and why it matters. */
export function PayoutMethodSection({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const format = useFormat();
  const method = usePayoutMethodQuery(userId);
  const [editing, setEditing] = useState(false);
  const saved = method.data ?? null;
  return (
    <Card>
      <section aria-labelledby="payout-method-heading" className="grid gap-4">
        <div>
          <h2 id="payout-method-heading" className="text-lg font-bold text-ink">
            {t('payout_method.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('payout_method.intro')}</p>
        </div>
        <QueryStatus query={method} loadingLabel={t('payout_method.loading')} errorText={t('payout_method.load_failed')} />
        {method.isSuccess && !saved && (
          <Alert tone="warning" title={t('payout_method.missing_title')}>
            {t('payout_method.missing_text')}
          </Alert>
        )}
        {saved && !editing && (
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                {saved.kind === 'iban' ? <Landmark className="size-5" /> : <Mail className="size-5" />}
              </span>
              <dl className="grid gap-1 text-sm">
                <div>
                  <dt className="text-muted">{t(`payout_method.kind.${saved.kind}`)}</dt>
                  <dd className="font-mono text-base font-semibold break-all text-ink">{saved.display}</dd>
                </div>
                <div className="flex flex-wrap gap-x-1">
                  <dt className="text-muted">{t('payout_method.holder_name')}:</dt>
                  <dd className="text-ink">{saved.holderName}</dd>
                </div>
                <div className="flex flex-wrap gap-x-1">
                  <dt className="text-muted">{t('payout_method.updated')}:</dt>
                  <dd className="text-ink">{format.date(saved.updatedAt)}</dd>
                </div>
              </dl>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('payout_method.change')}
            </Button>
          </div>
        )}
        {method.isSuccess && (!saved || editing) && (
          <PayoutMethodForm key={saved?.updatedAt ?? 'new'} userId={userId} saved={saved} onDone={saved ? () => setEditing(false) : undefined} />
        )}
      </section>
    </Card>
  );
}
