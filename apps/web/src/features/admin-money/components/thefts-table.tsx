import type { AdminTheft } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { DisputeBadge, RewardBadge } from './theft-badges';

/** The theft reports; "Dettagli" opens one in the panel below. */
export function TheftsTable({ thefts, selectedId, onSelect }: { thefts: AdminTheft[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  const columns = (['bike', 'owner', 'reported', 'reward', 'sightings', 'hunts', 'dispute', 'action'] as const).map((key) => ({
    key,
    label: t(`thefts.columns.${key}`),
    srOnly: key === 'action',
  }));
  return (
    <DataTable
      caption={t('thefts.caption')}
      columns={columns}
      rows={thefts}
      rowKey={(theft) => theft.id}
      minWidth="60rem"
      renderRow={(theft) => (
        <tr className={cn(tableRow, theft.id === selectedId && 'bg-brand-50')}>
          <th scope="row" className={cn(tableCell, 'text-left font-normal')}>
            <span className="block font-semibold break-words text-ink">{theft.bike.name}</span>
            <span className="block text-sm break-words text-muted">{theft.bike.brand}</span>
          </th>
          <td className={cn(tableCell, 'text-sm break-words text-ink')}>{theft.ownerName}</td>
          <td className={cn(tableCell, 'text-sm whitespace-nowrap text-ink')}>
            {format.date(theft.reportedAt)}
            {theft.recoveredAt && <span className="block text-muted">{t('thefts.recovered_on', { date: format.date(theft.recoveredAt) })}</span>}
          </td>
          <td className={cn(tableCell, 'text-sm text-ink')}>
            <span className="block font-semibold whitespace-nowrap">{format.cents(theft.reward.cents)}</span>
            <RewardBadge status={theft.reward.status} />
          </td>
          <td className={cn(tableCell, 'text-sm text-ink')}>
            {format.number(theft.sightings.count)}
            {theft.sightings.lastAt && <span className="block text-muted">{t('thefts.last_seen', { date: format.dateTime(theft.sightings.lastAt) })}</span>}
          </td>
          <td className={cn(tableCell, 'text-sm text-ink')}>{format.number(theft.huntsAccepted)}</td>
          <td className={cn(tableCell, 'text-sm')}>
            <DisputeBadge dispute={theft.dispute} />
          </td>
          <td className={cn(tableCell, 'pr-0')}>
            <Button size="sm" variant="secondary" aria-pressed={theft.id === selectedId} onClick={() => onSelect(theft.id)}>
              {t('thefts.details')}
              <span className="sr-only">: {theft.bike.name}</span>
            </Button>
          </td>
        </tr>
      )}
    />
  );
}
