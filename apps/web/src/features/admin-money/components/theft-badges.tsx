import type { AdminTheft } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const rewardTones = {
  none: 'gray',
  awaiting_payment: 'yellow',
  funded: 'blue',
  released: 'green',
  refund_pending: 'yellow',
  refunded: 'gray',
} as const satisfies Record<AdminTheft['reward']['status'], unknown>;

/** The reward's state, in words and colour. */
export function RewardBadge({ status }: { status: AdminTheft['reward']['status'] }) {
  const { t } = useTranslation('adminMoney');
  return <Badge tone={rewardTones[status]}>{t(`reward_status.${status}`)}</Badge>;
}

/** An open dispute (red) or the decision of the latest one. */
export function DisputeBadge({ dispute }: { dispute: AdminTheft['dispute'] }) {
  const { t } = useTranslation('adminMoney');
  if (!dispute) return null;
  if (dispute.open) return <Badge tone="red">{t('thefts.dispute_open')}</Badge>;
  return <Badge tone="gray">{t(`thefts.outcome.${dispute.outcome ?? 'none'}`)}</Badge>;
}
