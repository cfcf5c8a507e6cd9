import { HUNTER_SHARE_PERCENT } from '@ritrova/shared';
import { BadgeEuro } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/**
 * A stolen bike's reward as a finder reads it, the same on every surface (issue #27): the
 * headline is what the finder receives ("Ricompensa per chi la ritrova: 130 €"); under it, in
 * small print, the total the owner offered ("65% dei 200 € offerti dal proprietario") and
 * whether the money is held by Ritrova. The API's mails and pushes say it in the same words
 * (apps/api/src/lib/reward-wording.ts).
 *
 * `offeredCents` null leaves the total out (where space is short); `held` null says nothing
 * about escrow (a hunt already settled).
 */
export function RewardFigure({
  finderCents,
  offeredCents,
  held,
  size = 'base',
  className,
}: {
  finderCents: number;
  offeredCents: number | null;
  held: boolean | null;
  /** `large`: the poster's headline, read from a few metres. */
  size?: 'small' | 'base' | 'large';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const details = [
    offeredCents !== null ? t('reward_figure.share', { percent: HUNTER_SHARE_PERCENT, offered: format.cents(offeredCents) }) : null,
    held === null ? null : t(held ? 'reward_figure.held' : 'reward_figure.not_held'),
  ].filter((line): line is string => line !== null);
  return (
    <div className={className}>
      <p className={cn('flex items-center gap-1.5 font-bold', size === 'small' && 'text-sm', size === 'large' && 'justify-center text-2xl')}>
        <BadgeEuro aria-hidden="true" className={cn('shrink-0 text-amber-700', size === 'large' ? 'size-7' : size === 'small' ? 'size-4' : 'size-5')} />
        {t('reward_figure.headline', { amount: format.cents(finderCents) })}
      </p>
      {details.length > 0 && <p className={cn('mt-0.5 text-sm font-normal', size === 'large' && 'text-center text-base')}>{details.join(' · ')}</p>}
    </div>
  );
}
