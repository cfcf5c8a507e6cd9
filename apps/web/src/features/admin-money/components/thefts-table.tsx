import type { AdminTheft } from '@ritrova/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { DisputeBadge, RewardBadge } from './theft-badges';

const cell = 'py-3 pr-4 align-top';

/** The theft reports; "Dettagli" opens one in the panel below. */
export function TheftsTable({ thefts, selectedId, onSelect }: { thefts: AdminTheft[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const captionId = useId();
  const columns = ['bike', 'owner', 'reported', 'reward', 'sightings', 'hunts', 'dispute', 'action'] as const;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take the focus, so that arrow keys scroll it.
      tabIndex={0}
      aria-labelledby={captionId}
      className="relative min-w-0 overflow-x-auto rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <table className="w-full min-w-[60rem] text-left">
        <caption id={captionId} className="sr-only">
          {t('thefts.caption')}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="pr-4 pb-2 font-semibold last:pr-0">
                {column === 'action' ? <span className="sr-only">{t('thefts.columns.action')}</span> : t(`thefts.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {thefts.map((theft) => (
            <tr key={theft.id} className={cn('border-t border-slate-200', theft.id === selectedId && 'bg-brand-50')}>
              <th scope="row" className={cn(cell, 'text-left font-normal')}>
                <span className="block font-semibold break-words text-ink">{theft.bike.name}</span>
                <span className="block text-sm break-words text-muted">{theft.bike.brand}</span>
              </th>
              <td className={cn(cell, 'text-sm break-words text-ink')}>{theft.ownerName}</td>
              <td className={cn(cell, 'text-sm whitespace-nowrap text-ink')}>
                {format.date(theft.reportedAt)}
                {theft.recoveredAt && <span className="block text-muted">{t('thefts.recovered_on', { date: format.date(theft.recoveredAt) })}</span>}
              </td>
              <td className={cn(cell, 'text-sm text-ink')}>
                <span className="block font-semibold whitespace-nowrap">{format.cents(theft.reward.cents)}</span>
                <RewardBadge status={theft.reward.status} />
              </td>
              <td className={cn(cell, 'text-sm text-ink')}>
                {format.number(theft.sightings.count)}
                {theft.sightings.lastAt && <span className="block text-muted">{t('thefts.last_seen', { date: format.dateTime(theft.sightings.lastAt) })}</span>}
              </td>
              <td className={cn(cell, 'text-sm text-ink')}>{format.number(theft.huntsAccepted)}</td>
              <td className={cn(cell, 'text-sm')}>
                <DisputeBadge dispute={theft.dispute} />
              </td>
              <td className={cn(cell, 'pr-0')}>
                <Button size="sm" variant="secondary" aria-pressed={theft.id === selectedId} onClick={() => onSelect(theft.id)}>
                  {t('thefts.details')}
                  <span className="sr-only">: {theft.bike.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
