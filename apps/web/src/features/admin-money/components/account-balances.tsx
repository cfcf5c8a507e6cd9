import type { LedgerBalance } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLedgerCents } from '../ledger-format';

/** Every ledger account with its balance (the sum of its entries). */
export function AccountBalances({ accounts }: { accounts: LedgerBalance['accounts'] }) {
  const { t } = useTranslation('adminMoney');
  const cents = useLedgerCents();
  const captionId = useId();
  if (accounts.length === 0) return <p className="text-ink">{t('ledger.no_accounts')}</p>;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative max-h-96 min-w-0 overflow-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption id={captionId} className="pb-2 text-left font-semibold text-ink">
          {t('ledger.accounts_caption')}
        </caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="pr-4 pb-2 font-semibold">
              {t('ledger.columns.account')}
            </th>
            <th scope="col" className="pr-4 pb-2 font-semibold">
              {t('ledger.columns.kind')}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {t('ledger.columns.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.account} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-4 text-left font-mono font-normal break-all text-ink">
                {a.account}
              </th>
              <td className="py-2 pr-4 text-ink">{t(`account_kind.${a.kind}`)}</td>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-ink tabular-nums">{cents(a.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
