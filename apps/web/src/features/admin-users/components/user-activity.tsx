import type { AdminUserDetail } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { cell, headCell, ScrollTable } from './shared';

/** The account's bikes, tags and latest own scans, each a table (or a line when there is none). */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('adminUsers');
  const format = useFormat();
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <Card className="grid min-w-0 gap-3">
        <h2 className="text-lg font-bold text-ink">{t('user.bikes.title', { count: detail.bikes.length })}</h2>
        {detail.bikes.length === 0 ? (
          <p className="text-muted">{t('user.bikes.empty')}</p>
        ) : (
          <ScrollTable caption={t('user.bikes.caption')} minWidth="24rem">
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  {t('user.bikes.name')}
                </th>
                <th scope="col" className={headCell}>
                  {t('user.bikes.brand')}
                </th>
                <th scope="col" className={headCell}>
                  {t('user.bikes.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.bikes.map((bike) => (
                <tr key={bike.id} className="border-t border-slate-200">
                  <th scope="row" className={cn(cell, 'text-left font-semibold break-words text-ink')}>
                    {bike.name}
                  </th>
                  <td className={cn(cell, 'break-words text-ink')}>{bike.brand}</td>
                  <td className={cn(cell, 'text-ink')}>{t(`bike_status.${bike.status}`, { defaultValue: bike.status })}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card className="grid min-w-0 gap-3">
        <h2 className="text-lg font-bold text-ink">{t('user.tags.title', { count: detail.tags.length })}</h2>
        {detail.tags.length === 0 ? (
          <p className="text-muted">{t('user.tags.empty')}</p>
        ) : (
          <ScrollTable caption={t('user.tags.caption')} minWidth="18rem">
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  {t('user.tags.uid')}
                </th>
                <th scope="col" className={headCell}>
                  {t('user.tags.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.tags.map((tag) => (
                <tr key={tag.uid} className="border-t border-slate-200">
                  <th scope="row" className={cn(cell, 'text-left font-mono font-normal break-all text-ink')}>
                    {tag.uid}
                  </th>
                  <td className={cn(cell, 'text-ink')}>{t(`tag_status.${tag.status}`, { defaultValue: tag.status })}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card className="grid min-w-0 gap-3 xl:col-span-2">
        <h2 className="text-lg font-bold text-ink">{t('user.scans.title')}</h2>
        <p className="text-sm text-muted">{t('user.scans.intro')}</p>
        {detail.scans.length === 0 ? (
          <p className="text-muted">{t('user.scans.empty')}</p>
        ) : (
          <ScrollTable caption={t('user.scans.caption')} minWidth="28rem">
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  {t('user.scans.when')}
                </th>
                <th scope="col" className={headCell}>
                  {t('user.scans.uid')}
                </th>
                <th scope="col" className={headCell}>
                  {t('user.scans.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.scans.map((scan, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a scan has no id here, and the list never reorders.
                <tr key={index} className="border-t border-slate-200">
                  <th scope="row" className={cn(cell, 'text-left font-normal whitespace-nowrap text-ink')}>
                    {format.dateTime(scan.scannedAt)}
                  </th>
                  <td className={cn(cell, 'font-mono break-all text-ink')}>{scan.uid}</td>
                  <td className={cn(cell, 'text-ink')}>{scan.result}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
    </div>
  );
}
