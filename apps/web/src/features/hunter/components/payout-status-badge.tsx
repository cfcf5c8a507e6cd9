import type { HunterRewards } from '@ritrova/shared';
import { CircleCheck, CircleSlash, Clock, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

type PayoutStatus = HunterRewards['payouts'][number]['status'];

const looks = {
  pending: { tone: 'yellow', Icon: Clock },
  frozen: { tone: 'red', Icon: PauseCircle },
  paid: { tone: 'green', Icon: CircleCheck },
  cancelled: { tone: 'gray', Icon: CircleSlash },
} as const;

/** A payout's state in words and an icon, never by colour alone. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('hunter');
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`payouts.status.${status}`)}
    </Badge>
  );
}
