import type { Bike } from '@ritrova/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * Spec §2 details: what the owner entered, the tags on the bike and when it was
 * registered. The serial number leads: it is what police and shops check.
 */
export function BikeDetails({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  const notGiven = <span className="font-normal text-muted">{t('detail.not_given')}</span>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl bg-slate-50 p-4 sm:col-span-2">
        <dt className="text-sm text-muted">{t('detail.serial_number')}</dt>
        {/* As the owner typed it: the normalised form is only for searching. */}
        <dd className="mt-1 text-xl font-bold break-all text-ink">
          {bike.serialNumber ? (
            <span className="font-mono">{bike.serialNumber}</span>
          ) : (
            <span className="text-base font-normal text-muted">{t('detail.serial_missing')}</span>
          )}
        </dd>
      </div>
      <Detail label={t('detail.brand')}>{bike.brand}</Detail>
      <Detail label={t('detail.model')}>{bike.model ?? notGiven}</Detail>
      <Detail label={t('detail.type')}>{t(`types.${bike.type}`)}</Detail>
      <Detail label={t('detail.year')}>{bike.year ?? notGiven}</Detail>
      <Detail label={t('detail.color')}>{bike.color ?? notGiven}</Detail>
      {bike.secondColor && <Detail label={t('detail.second_color')}>{bike.secondColor}</Detail>}
      <Detail label={t('detail.frame_size')}>{bike.frameSize ?? notGiven}</Detail>
      <Detail label={t('detail.purchase_value')}>{bike.purchaseValueCents === null ? notGiven : format.cents(bike.purchaseValueCents)}</Detail>
      <Detail label={t('detail.tags')}>
        {bike.tags.length === 0 ? (
          <span className="font-normal text-muted">{t('detail.no_tags')}</span>
        ) : (
          <ul className="grid gap-1">
            {bike.tags.map((tag) => (
              <li key={tag.uid} className="font-mono">
                {tag.uid}
              </li>
            ))}
          </ul>
        )}
      </Detail>
      <Detail label={t('detail.registered_on')}>{format.date(bike.createdAt)}</Detail>
      {bike.notes && (
        <Detail label={t('detail.notes')} wide>
          <span className="font-normal whitespace-pre-line">{bike.notes}</span>
        </Detail>
      )}
    </dl>
  );
}
