import type { PublicBike } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { RewardFigure } from '@/components/reward/reward-figure';
import { useFormat } from '@/lib/format';

/**
 * The public facts of a bike (what a stranger may know: never its owner): name,
 * brand, model, type, colour, photo, theft date and the reward when above 0.
 */
export function PublicBikeFacts({ bike, headingLevel = 2 }: { bike: PublicBike; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['verify', 'bikes']);
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: Array<[string, string | null]> = [
    [t('fields.brand', { ns: 'bikes' }), bike.brand],
    [t('fields.model', { ns: 'bikes' }), bike.model],
    [t('fields.type', { ns: 'bikes' }), t(`types.${bike.type}`, { ns: 'bikes' })],
    [t('fields.color', { ns: 'bikes' }), bike.color],
    [t('bike.stolen_at'), bike.isStolen && bike.stolenAt ? format.date(bike.stolenAt) : null],
    [t('bike.stolen_near'), bike.isStolen ? bike.stolenNear : null],
  ];
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {bike.mainPhoto && (
        <img
          src={bike.mainPhoto}
          alt={t('bike.photo_alt', { name: bike.name })}
          width={160}
          height={120}
          loading="lazy"
          className="h-30 w-40 shrink-0 rounded-xl bg-slate-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">{t('bike.title')}</p>
        <Heading className="text-xl font-bold break-words text-ink">{bike.name}</Heading>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-semibold break-words text-ink">{value}</dd>
              </div>
            ))}
        </dl>
        {bike.isStolen && bike.rewardCents > 0 && (
          // Only money held in escrow is a promise Ritrova keeps: the figure says whether it is.
          <RewardFigure
            finderCents={bike.finderRewardCents}
            offeredCents={bike.rewardCents}
            held={bike.rewardFunded}
            className="mt-4 rounded-lg bg-amber-100 px-3 py-2 text-amber-950"
          />
        )}
      </div>
    </div>
  );
}
