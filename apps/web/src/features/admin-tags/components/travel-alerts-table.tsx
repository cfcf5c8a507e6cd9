import type { TravelAlert } from '@ritrova/shared';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { DataTable, tableCell, tableRow } from '@/components/ui/data-table';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useReviewTravelAlertMutation } from '../api/review-travel-alert';

/** A position already rounded by the API (about 100 m), written with three decimals. */
function position(point: { latitude: number; longitude: number }) {
  return { latitude: point.latitude.toFixed(3), longitude: point.longitude.toFixed(3) };
}

/** "Segna come vista": the alert leaves the open list once the list has reloaded. */
function ReviewButton({ alert, describedBy, onReviewed }: { alert: TravelAlert; describedBy: string; onReviewed: () => void }) {
  const { t } = useTranslation('adminTags');
  const apiErrorText = useApiErrorText();
  const review = useReviewTravelAlertMutation();
  const onClick = () =>
    review.mutate(alert.id, {
      onSuccess: () => {
        toast.success(t('alerts.reviewed_done', { uid: alert.tag.uid }));
        onReviewed();
      },
    });
  return (
    <>
      <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={onClick} disabled={review.isPending} aria-describedby={describedBy}>
        {review.isPending ? <ButtonSpinner /> : <Eye aria-hidden="true" className="size-4" />}
        {t('alerts.review')}
      </Button>
      {review.isError && (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-800">
          {apiErrorText(review.error)}
        </p>
      )}
    </>
  );
}

/** Two moments (or two places) of one alert: the first, an arrow, the second. */
function FromTo({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('adminTags');
  return (
    <>
      <span className="block">{from}</span>
      <span className="block">
        <span aria-hidden="true">→ </span>
        <span className="sr-only">{t('alerts.then')} </span>
        {to}
      </span>
    </>
  );
}

function AlertRow({ alert, onReviewed }: { alert: TravelAlert; onReviewed: () => void }) {
  const { t } = useTranslation('adminTags');
  const format = useFormat();
  const tagId = useId();
  return (
    <tr className={tableRow}>
      <th id={tagId} scope="row" className={cn(tableCell, 'text-left font-normal')}>
        <span className="block font-mono text-sm font-semibold break-all text-ink">{alert.tag.uid}</span>
        <span className="block text-sm break-all text-muted">{alert.tag.batch ?? t('table.none')}</span>
      </th>
      <td className={cn(tableCell, 'text-sm break-words text-ink')}>{alert.bike?.name ?? <span className="text-muted">{t('table.none')}</span>}</td>
      <td className={cn(tableCell, 'text-sm text-ink')}>
        <FromTo from={format.dateTime(alert.from.at)} to={format.dateTime(alert.to.at)} />
      </td>
      <td className={cn(tableCell, 'text-sm whitespace-nowrap text-ink')}>{t('alerts.km', { value: format.number(alert.distanceKm, 1) })}</td>
      <td className={cn(tableCell, 'text-sm whitespace-nowrap text-ink')}>{t('alerts.minutes', { value: format.number(alert.elapsedMinutes, 1) })}</td>
      <td className={cn(tableCell, 'text-sm font-semibold whitespace-nowrap text-ink')}>{t('alerts.kmh', { value: format.number(alert.speedKmh, 0) })}</td>
      <td className={cn(tableCell, 'font-mono text-xs whitespace-nowrap text-ink')}>
        <FromTo from={t('alerts.position', position(alert.from))} to={t('alerts.position', position(alert.to))} />
      </td>
      <td className={cn(tableCell, 'pr-0 text-sm')}>
        {alert.reviewedAt ? (
          <span className="text-muted">{t('alerts.reviewed_on', { date: format.dateTime(alert.reviewedAt) })}</span>
        ) : (
          <ReviewButton alert={alert} describedBy={tagId} onReviewed={onReviewed} />
        )}
      </td>
    </tr>
  );
}

/** The improbable travels, newest first; on a phone the table scrolls sideways in its own box. */
export function TravelAlertsTable({ alerts, onReviewed }: { alerts: TravelAlert[]; onReviewed: () => void }) {
  const { t } = useTranslation('adminTags');
  const columns = (['tag', 'bike', 'when', 'distance', 'elapsed', 'speed', 'positions', 'action'] as const).map((key) => ({
    key,
    label: t(`alerts.columns.${key}`),
    srOnly: key === 'action',
  }));
  return (
    <DataTable
      caption={t('alerts.caption')}
      columns={columns}
      rows={alerts}
      rowKey={(alert) => alert.id}
      renderRow={(alert) => <AlertRow alert={alert} onReviewed={onReviewed} />}
      minWidth="64rem"
    />
  );
}
