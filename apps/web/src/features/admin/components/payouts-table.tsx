import type { AdminPayout } from '@ritrova/shared';
import { CircleCheck, Clock, LockKeyhole, TriangleAlert, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { isOverdue, payoutBlocker } from '../payout-state';
import { MarkPaidDialog } from './mark-paid-dialog';

const statusLooks = {
  pending: { tone: 'yellow', Icon: Clock },
  frozen: { tone: 'blue', Icon: LockKeyhole },
  paid: { tone: 'green', Icon: CircleCheck },
  cancelled: { tone: 'gray', Icon: XCircle },
} as const satisfies Record<AdminPayout['status'], unknown>;

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const hunterId = useId();
  const overdue = isOverdue(payout);
  const blocker = payoutBlocker(payout);
  const { tone, Icon } = statusLooks[payout.status];
  return (
    <tr className={cn(tableRow, overdue && 'bg-red-50')}>
      <th id={hunterId} scope="row" className={cn(tableCell, 'text-left font-normal')}>
        <span className="block font-semibold break-words text-ink">{payout.hunter.name}</span>
        <span className="block text-sm break-all text-muted">{payout.hunter.email}</span>
      </th>
      <td className={cn(tableCell, 'text-sm break-words text-ink')}>{payout.bikeName}</td>
      <td className={cn(tableCell, 'font-semibold whitespace-nowrap text-ink')}>{format.cents(payout.amountCents)}</td>
      <td className={cn(tableCell, 'text-sm text-ink')}>
        <span className="block whitespace-nowrap">{format.date(payout.dueOn)}</span>
        {overdue && (
          <Badge tone="red" className="mt-1">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {t('payouts.overdue')}
          </Badge>
        )}
      </td>
      <td className={cn(tableCell, 'text-sm text-ink')}>
        {payout.method ? (
          <>
            <span className="block font-semibold">{t(`payouts.method.${payout.method.kind}`)}</span>
            <span className="block break-words">{payout.method.holderName}</span>
            <span className="block font-mono break-all">{payout.method.account}</span>
          </>
        ) : (
          <span className="text-muted">{t('payouts.method.missing')}</span>
        )}
      </td>
      <td className={cn(tableCell, 'text-sm')}>
        <Badge tone={tone}>
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`payouts.status.${payout.status}`)}
        </Badge>
        {payout.status === 'paid' && (
          <span className="mt-1 block text-ink">
            {payout.reference && <span className="block break-all">{t('payouts.reference', { reference: payout.reference })}</span>}
            {payout.paidAt && <span className="block">{t('payouts.paid_on', { date: format.date(payout.paidAt) })}</span>}
          </span>
        )}
      </td>
      <td className={cn(tableCell, 'pr-0 text-sm')}>
        {blocker === null ? (
          <MarkPaidDialog payout={payout} describedBy={hunterId} />
        ) : blocker === 'settled' ? (
          <span className="sr-only">{t('payouts.blocked.settled')}</span>
        ) : (
          <span className="text-muted">{t(`payouts.blocked.${blocker}`)}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * The payouts in the server's order (pending by due date, then paid). Overdue
 * rows say so in words as well as colour; frozen ones cannot be paid.
 */
export function PayoutsTable({ payouts }: { payouts: AdminPayout[] }) {
  const { t } = useTranslation('admin');
  const columns = (['hunter', 'bike', 'amount', 'due', 'method', 'status', 'action'] as const).map((key) => ({
    key,
    label: t(`payouts.columns.${key}`),
    srOnly: key === 'action',
  }));
  return (
    <DataTable
      caption={t('payouts.caption')}
      columns={columns}
      rows={payouts}
      rowKey={(payout) => payout.id}
      renderRow={(payout) => <PayoutRow payout={payout} />}
      minWidth="56rem"
    />
  );
}
