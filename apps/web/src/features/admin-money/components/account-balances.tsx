import type { LedgerBalance } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, tableRow } from '@/components/ui/data-table';
import { useLedgerCents } from '../ledger-format';

/** Every ledger account with its balance (the sum of its entries). */
export function AccountBalances({ accounts }: { accounts: LedgerBalance['accounts'] }) {
  const { t } = useTranslation('adminMoney');
  const cents = useLedgerCents();
  const columns = (['account', 'kind', 'balance'] as const).map((key) => ({
    key,
    label: t(`ledger.columns.${key}`),
    align: key === 'balance' ? ('end' as const) : undefined,
  }));
  return (
    <DataTable
      caption={t('ledger.accounts_caption')}
      captionVisible
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.account}
      empty={t('ledger.no_accounts')}
      minWidth="28rem"
      small
      scrollY
      renderRow={(a) => (
        <tr className={tableRow}>
          <th scope="row" className="py-2 pr-4 text-left font-mono font-normal break-all text-ink">
            {a.account}
          </th>
          <td className="py-2 pr-4 text-ink">{t(`account_kind.${a.kind}`)}</td>
          <td className="py-2 text-right font-semibold whitespace-nowrap text-ink tabular-nums">{cents(a.balanceCents)}</td>
        </tr>
      )}
    />
  );
}
