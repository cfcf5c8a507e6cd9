import type { Bike } from '@ritrova/shared';
import { Gift, ShieldAlert, ShieldCheck, ShieldQuestionMark, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { activeReward, type BikeDisplayStatus, bikeDisplayStatus } from '@/lib/bike-status';
import { useFormat } from '@/lib/format';
import { Badge } from '../ui/badge';

const looks = {
  stolen: { tone: 'red', Icon: ShieldAlert },
  recovered: { tone: 'blue', Icon: Undo2 },
  protected: { tone: 'green', Icon: ShieldCheck },
  needs_nfc: { tone: 'yellow', Icon: ShieldQuestionMark },
} as const satisfies Record<BikeDisplayStatus, unknown>;

/**
 * A bike's status badge (stolen red, protected green, needs NFC yellow; recovered
 * on the detail page) and, for a stolen bike with a reward, the reward in euros.
 */
export function BikeStatusBadges({ bike, showRecovered = false }: { bike: Pick<Bike, 'status' | 'tags' | 'reward' | 'stolenInfo'>; showRecovered?: boolean }) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  const status = bikeDisplayStatus(bike, { showRecovered });
  const { tone, Icon } = looks[status];
  const reward = activeReward(bike);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={tone}>
        <Icon aria-hidden="true" className="size-3.5" />
        {t(`status.${status}`)}
      </Badge>
      {reward > 0 && (
        <Badge tone="gray">
          <Gift aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('status.reward')}: </span>
          {format.euros(reward)}
        </Badge>
      )}
    </span>
  );
}
