import type { Bike } from '@ritrova/shared';
import { Bike as BikeIcon, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { BikeStatusBadges } from '@/components/bike/bike-status-badges';

/** One bike of the list (spec §2): photo or icon, name, badges, brand and model, type and frame number. */
export function BikeListItem({ bike }: { bike: Bike }) {
  const { t } = useTranslation(['dashboard', 'bikes']);
  const name = bike.name.trim() || t('bikes.unnamed');
  return (
    <li>
      <Link
        to={paths.bike(bike.id)}
        className="flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        {bike.mainPhoto ? (
          // The name beside it says what the photo shows.
          <img src={bike.mainPhoto} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <BikeIcon className="size-8" />
          </span>
        )}
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink">{name}</span>
            <BikeStatusBadges bike={bike} />
          </span>
          <span className="text-sm break-words text-ink">{[bike.brand, bike.model].filter(Boolean).join(' ')}</span>
          <span className="text-sm break-words text-muted">
            {t(`types.${bike.type}`, { ns: 'bikes' })}
            {bike.serialNumber && ` · ${t('bikes.serial', { serial: bike.serialNumber })}`}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}
