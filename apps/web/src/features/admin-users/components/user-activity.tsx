import { type AdminUserDetail, bikeStatuses, tagStatuses } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, tableRow } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { isOneOf } from '@/lib/translate-key';
import { cell } from './shared';

/** The account's bikes, tags and latest own scans, each a table (or a line when there is none). */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('adminUsers');
  const format = useFormat();
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <Card className="grid min-w-0 gap-3">
        <h2 className="text-lg font-bold text-ink">{t('user.bikes.title', { count: detail.bikes.length })}</h2>
        <DataTable
          caption={t('user.bikes.caption')}
          columns={(['name', 'brand', 'status'] as const).map((key) => ({ key, label: t(`user.bikes.${key}`) }))}
          rows={detail.bikes}
          rowKey={(bike) => bike.id}
          empty={t('user.bikes.empty')}
          minWidth="24rem"
          small
          renderRow={(bike) => (
            <tr className={tableRow}>
              <th scope="row" className={cn(cell, 'text-left font-semibold break-words text-ink')}>
                {bike.name}
              </th>
              <td className={cn(cell, 'break-words text-ink')}>{bike.brand}</td>
              <td className={cn(cell, 'text-ink')}>{isOneOf(bikeStatuses, bike.status) ? t(`bike_status.${bike.status}`) : bike.status}</td>
            </tr>
          )}
        />
      </Card>
      <Card className="grid min-w-0 gap-3">
        <h2 className="text-lg font-bold text-ink">{t('user.tags.title', { count: detail.tags.length })}</h2>
        <DataTable
          caption={t('user.tags.caption')}
          columns={(['uid', 'status'] as const).map((key) => ({ key, label: t(`user.tags.${key}`) }))}
          rows={detail.tags}
          rowKey={(tag) => tag.uid}
          empty={t('user.tags.empty')}
          minWidth="18rem"
          small
          renderRow={(tag) => (
            <tr className={tableRow}>
              <th scope="row" className={cn(cell, 'text-left font-mono font-normal break-all text-ink')}>
                {tag.uid}
              </th>
              <td className={cn(cell, 'text-ink')}>{isOneOf(tagStatuses, tag.status) ? t(`tag_status.${tag.status}`) : tag.status}</td>
            </tr>
          )}
        />
      </Card>
      <Card className="grid min-w-0 gap-3 xl:col-span-2">
        <h2 className="text-lg font-bold text-ink">{t('user.scans.title')}</h2>
        <p className="text-sm text-muted">{t('user.scans.intro')}</p>
        <DataTable
          caption={t('user.scans.caption')}
          columns={(['when', 'uid', 'result'] as const).map((key) => ({ key, label: t(`user.scans.${key}`) }))}
          rows={detail.scans}
          // NOTE: a scan has no id here, and the list never reorders: its place is its key.
          rowKey={(_scan, index) => String(index)}
          empty={t('user.scans.empty')}
          minWidth="28rem"
          small
          renderRow={(scan) => (
            <tr className={tableRow}>
              <th scope="row" className={cn(cell, 'text-left font-normal whitespace-nowrap text-ink')}>
                {format.dateTime(scan.scannedAt)}
              </th>
              <td className={cn(cell, 'font-mono break-all text-ink')}>{scan.uid}</td>
              <td className={cn(cell, 'text-ink')}>{scan.result}</td>
            </tr>
          )}
        />
      </Card>
    </div>
  );
}
