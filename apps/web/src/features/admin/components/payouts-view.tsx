import { PAYOUT_BUSINESS_DAYS } from '@ritrova/shared';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePayoutsQuery } from '../api/get-payouts';
import { isOverdue } from '../payout-state';
import { PayoutsTable } from './payouts-table';

/** /admin/payouts: what the operations team pays Hunters by hand, and what it has paid. */
export function PayoutsView() {
  const { t } = useTranslation('admin');
  const payouts = usePayoutsQuery();
  const toPay = payouts.data?.filter((payout) => payout.status === 'pending' || payout.status === 'frozen') ?? [];
  const overdue = toPay.filter(isOverdue).length;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('payouts.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Banknote aria-hidden="true" className="size-7 text-brand-700" />
          {t('payouts.title')}
        </h1>
        <p className="text-muted">{t('payouts.intro', { days: PAYOUT_BUSINESS_DAYS })}</p>
      </header>
      <Card className="grid min-w-0 gap-4">
        {payouts.isPending && <Spinner label={t('payouts.loading')} />}
        {payouts.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void payouts.refetch()} disabled={payouts.isFetching}>
                {t('payouts.retry')}
              </Button>
            }
          >
            {t('payouts.load_failed')}
          </Alert>
        )}
        {payouts.data?.length === 0 && <p className="text-ink">{t('payouts.empty')}</p>}
        {payouts.data && payouts.data.length > 0 && (
          <>
            <p className="text-ink">
              {t('payouts.summary', { count: toPay.length })}
              {overdue > 0 && <strong className="font-semibold text-red-800"> {t('payouts.summary_overdue', { count: overdue })}</strong>}
            </p>
            <PayoutsTable payouts={payouts.data} />
          </>
        )}
      </Card>
    </div>
  );
}
