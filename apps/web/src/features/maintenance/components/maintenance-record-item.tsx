import type { MaintenanceRecord } from '@ritrova/shared';
import { Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/format';
import { formatServiceDay } from '../maintenance-form';
import { DeleteMaintenanceDialog } from './delete-maintenance-dialog';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One service (spec §2): its type, who recorded it (the badge says it in words,
 * not only in colour), the day, what was done, by whom, the kilometres and the cost.
 */
export function MaintenanceRecordItem({ record }: { record: MaintenanceRecord }) {
  const { t, i18n } = useTranslation('maintenance');
  const format = useFormat();
  const type = t(`service_types.${record.serviceType}`);
  const date = formatServiceDay(record.serviceDate, i18n.resolvedLanguage ?? i18n.language);
  const shop = record.createdByType === 'shop';
  const notGiven = <span className="text-muted">{t('history.not_given')}</span>;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-ink">{type}</h3>
        <Badge tone={shop ? 'blue' : 'gray'}>
          {shop ? <Store aria-hidden="true" className="size-3.5" /> : <UserRound aria-hidden="true" className="size-3.5" />}
          <span className="sr-only">{t('history.made_by')} </span>
          {t(`created_by_type.${record.createdByType}`)}
        </Badge>
        <time dateTime={record.serviceDate} className="text-sm text-muted">
          {date}
        </time>
      </div>
      <p className="text-sm whitespace-pre-line text-ink">{record.description}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t('history.performed_by')}>{record.createdBy.name ?? (shop ? t('created_by_type.shop') : t('history.previous_owner'))}</Fact>
        <Fact label={t('history.technician')}>{record.technician.name ?? notGiven}</Fact>
        <Fact label={t('history.odometer')}>{t('history.odometer_value', { km: format.number(record.odometer.current) })}</Fact>
        <Fact label={t('history.cost')}>
          <span className="font-semibold">{format.euros(record.cost.total)}</span>
          {record.cost.total > 0 && (
            <span className="text-muted">
              {' '}
              ({t('history.cost_detail', { parts: format.euros(record.cost.parts), labor: format.euros(record.cost.labor) })})
            </span>
          )}
        </Fact>
        {record.componentsReplaced && (
          <Fact label={t('history.components')} wide>
            {record.componentsReplaced}
          </Fact>
        )}
        {record.issuesFound && (
          <Fact label={t('history.issues')} wide>
            <span className="whitespace-pre-line">{record.issuesFound}</span>
          </Fact>
        )}
        {record.recommendations && (
          <Fact label={t('history.recommendations')} wide>
            <span className="whitespace-pre-line">{record.recommendations}</span>
          </Fact>
        )}
      </dl>
      {record.editable && (
        <div>
          <DeleteMaintenanceDialog record={record} type={type} date={date} />
        </div>
      )}
    </li>
  );
}
