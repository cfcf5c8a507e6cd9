import type { AdminPayout } from '@ritrova/shared';
import { CircleCheck, Clock, LockKeyhole, TriangleAlert, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { isOverdue, payoutBlocker } from '../payout-state';
import { MarkPaidDialog } from './mark-paid-dialog';

const statusLooks = {
  pending: { tone: 'yellow', Icon: Clock },
  frozen: { tone: 'blue', Icon: LockKeyhole },
  paid: { tone: 'green', Icon: CircleCheck },
  cancelled: { tone: 'gray', Icon: XCircle },
} as const satisfies Record<AdminPayout['status'], unknown>;

const cell = 'py-3 pr-4 align-top';

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const hunterId = useId();
  const overdue = isOverdue(payout);
  const blocker = payoutBlocker(payout);
  const { tone, Icon } = statusLooks[payout.status];
  return (
    <tr className={cn('border-t border-slate-200', overdue && 'bg-red-50')}>
      <th id={hunterId} scope="row" className={cn(cell, 'text-left font-normal')}>
        <span className="block font-semibold break-words text-ink">{payout.hunter.name}</span>
        <span className="block text-sm break-all text-muted">{payout.hunter.email}</span>
      </th>
      <td className={cn(cell, 'text-sm break-words text-ink')}>{payout.bikeName}</td>
      <td className={cn(cell, 'font-semibold whitespace-nowrap text-ink')}>{format.cents(payout.amountCents)}</td>
      <td className={cn(cell, 'text-sm text-ink')}>
        <span className="block whitespace-nowrap">{format.date(payout.dueOn)}</span>
        {overdue && (
          <Badge tone="red" className="mt-1">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {t('payouts.overdue')}
          </Badge>
        )}
      </td>
      <td className={cn(cell, 'text-sm text-ink')}>
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
      <td className={cn(cell, 'text-sm')}>
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
      <td className={cn(cell, 'pr-0 text-sm')}>
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
  const captionId = useId();
  const columns = ['hunter', 'bike', 'amount', 'due', 'method', 'status', 'action'] as const;
  return (
    // NOTE: seven columns do not fit a phone: the table scrolls sideways in its own box (`relative`
    // keeps the visually hidden texts inside it too, instead of widening the page).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[56rem] text-left">
        <caption id={captionId} className="sr-only">
          {t('payouts.caption')}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="pr-4 pb-2 font-semibold last:pr-0">
                {column === 'action' ? <span className="sr-only">{t('payouts.columns.action')}</span> : t(`payouts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
