import type { StolenPage, StolenPhoto } from '@ritrova/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** The bike's main photo as a responsive picture (WebP first), or a plain box saying there is none. */
export function StolenPicture({ photo, alt, sizes, className }: { photo: StolenPhoto | null; alt: string; sizes: string; className?: string }) {
  const { t } = useTranslation('stolen');
  if (!photo) return <div className={`flex items-center justify-center bg-slate-100 text-sm text-muted ${className ?? ''}`}>{t('no_photo')}</div>;
  const set = (kind: 'webp' | 'jpeg') => [photo.small, photo.medium, photo.large].map((v) => `${v[kind]} ${v.width}w`).join(', ');
  return (
    <picture>
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img src={photo.medium.jpeg} srcSet={set('jpeg')} sizes={sizes} alt={alt} width={photo.medium.width} height={photo.medium.height} className={className} />
    </picture>
  );
}

/** One fact: a `<div>` holding its `<dt>`/`<dd>` pair, the only wrapper a `<dl>` allows (axe definition-list). */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

/** "Bianchi Spillo «Freccia blu»" */
export const bikeTitle = (bike: StolenPage['bike']) => [bike.brand, bike.model, `«${bike.name}»`].filter(Boolean).join(' ');

/** The public facts of a published theft: the bike, when, where (about 1 km), how. Shared by the page and the poster. */
export function StolenFacts({ theft }: { theft: StolenPage }) {
  const { t } = useTranslation(['stolen', 'bikes']);
  const format = useFormat();
  const { bike } = theft;
  const colours = [bike.color, bike.secondColor].filter(Boolean).join(' / ');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={t('facts.when')}>{format.dateTimeInItaly(theft.theft.stolenAt)}</Fact>
      <Fact label={t('facts.where')}>{theft.theft.placeName ? t('facts.where_value', { place: theft.theft.placeName }) : t('facts.not_given')}</Fact>
      <Fact label={t('facts.type')}>{t(`types.${bike.type}`, { ns: 'bikes' })}</Fact>
      {colours && <Fact label={t('facts.colour')}>{colours}</Fact>}
      {bike.year !== null && <Fact label={t('facts.year')}>{bike.year}</Fact>}
      {bike.frameSize && <Fact label={t('facts.frame_size')}>{bike.frameSize}</Fact>}
      {bike.serialNumber && <Fact label={t('facts.serial')}>{bike.serialNumber}</Fact>}
      {theft.theft.circumstances && (
        <Fact className="sm:col-span-2" label={t('facts.circumstances')}>
          {theft.theft.circumstances}
        </Fact>
      )}
    </dl>
  );
}
