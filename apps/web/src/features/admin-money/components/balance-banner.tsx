import type { LedgerBalance } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useLedgerCents } from '../ledger-format';

/** The balance check in one line: green when everything sums to 0, a red alert naming what does not. */
export function BalanceBanner({ balance }: { balance: LedgerBalance }) {
  const { t } = useTranslation('adminMoney');
  const cents = useLedgerCents();
  if (balance.balanced) return <Alert tone="success">{t('ledger.balanced', { sum: cents(balance.sumCents) })}</Alert>;
  return (
    <Alert tone="error" title={t('ledger.unbalanced', { sum: cents(balance.sumCents) })}>
      {balance.unbalancedTransactions.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {balance.unbalancedTransactions.map((tx) => (
            <li key={tx.id} className="break-all">
              {t('ledger.unbalanced_item', { key: tx.idempotencyKey, sum: cents(tx.sumCents) })}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
