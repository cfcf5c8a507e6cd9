import type { LedgerTransaction } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLedgerCents } from '../ledger-format';

const cell = 'py-3 pr-4 align-top';

/** The journal: one row per transaction, its entries (signed cents) listed inside. */
export function LedgerJournal({ transactions }: { transactions: LedgerTransaction[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const cents = useLedgerCents();
  const captionId = useId();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('ledger.journal_caption')}
        </caption>
        <thead>
          <tr className="text-muted">
            {(['date', 'kind', 'key', 'entries', 'sum'] as const).map((column) => (
              <th key={column} scope="col" className={cn('pr-4 pb-2 font-semibold last:pr-0', column === 'sum' && 'text-right')}>
                {t(`ledger.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx.id} className="border-t border-slate-200">
              <th scope="row" className={cn(cell, 'text-left font-normal whitespace-nowrap text-ink')}>
                {format.dateTime(tx.createdAt)}
              </th>
              <td className={cn(cell, 'text-ink')}>{t(`transaction_kind.${tx.kind}`)}</td>
              <td className={cn(cell, 'text-ink')}>
                <span className="block font-mono break-all">{tx.idempotencyKey}</span>
                {tx.reference && <span className="block break-all text-muted">{t('ledger.reference', { reference: tx.reference })}</span>}
              </td>
              <td className={cell}>
                <ul className="grid gap-1">
                  {tx.entries.map((entry) => (
                    <li key={`${entry.account}:${entry.amountCents}`} className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-mono break-all text-ink">{entry.account}</span>
                      <span className={cn('font-semibold whitespace-nowrap tabular-nums', entry.amountCents < 0 ? 'text-red-800' : 'text-brand-900')}>
                        {cents(entry.amountCents)}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={cn(cell, 'pr-0 text-right font-semibold whitespace-nowrap tabular-nums', tx.sumCents === 0 ? 'text-ink' : 'text-red-800')}>
                {cents(tx.sumCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
