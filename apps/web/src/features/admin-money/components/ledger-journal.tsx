import type { LedgerTransaction } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useLedgerCents } from '../ledger-format';

/** The journal: one row per transaction, its entries (signed cents) listed inside. */
export function LedgerJournal({ transactions }: { transactions: LedgerTransaction[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const cents = useLedgerCents();
  const columns = (['date', 'kind', 'key', 'entries', 'sum'] as const).map((key) => ({
    key,
    label: t(`ledger.columns.${key}`),
    align: key === 'sum' ? ('end' as const) : undefined,
  }));
  return (
    <DataTable
      caption={t('ledger.journal_caption')}
      columns={columns}
      rows={transactions}
      rowKey={(tx) => tx.id}
      minWidth="48rem"
      small
      renderRow={(tx) => (
        <tr className={tableRow}>
          <th scope="row" className={cn(tableCell, 'text-left font-normal whitespace-nowrap text-ink')}>
            {format.dateTime(tx.createdAt)}
          </th>
          <td className={cn(tableCell, 'text-ink')}>{t(`transaction_kind.${tx.kind}`)}</td>
          <td className={cn(tableCell, 'text-ink')}>
            <span className="block font-mono break-all">{tx.idempotencyKey}</span>
            {tx.reference && <span className="block break-all text-muted">{t('ledger.reference', { reference: tx.reference })}</span>}
          </td>
          <td className={tableCell}>
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
          <td className={cn(tableCell, 'pr-0 text-right font-semibold whitespace-nowrap tabular-nums', tx.sumCents === 0 ? 'text-ink' : 'text-red-800')}>
            {cents(tx.sumCents)}
          </td>
        </tr>
      )}
    />
  );
}
