import {
  type Bike,
  DISPUTE_WINDOW_DAYS,
  HUNTER_SHARE_PERCENT,
  PAYOUT_BUSINESS_DAYS,
  type Reward,
  type RewardStatus,
  SERVICE_FEE_PERCENT,
} from '@ritrova/shared';
import { Ban, Clock, Gift, HandCoins, LockKeyhole, RotateCcw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useRewardQuery } from '../api/get-reward';
import { useRefreshRewardOnReturn } from '../api/refresh-on-return';
import { rewardFigures, rewardView } from '../reward-status';
import { ChangeRewardDialog } from './change-reward-dialog';
import { PayRewardAction } from './pay-reward-action';
import { RaiseDisputeDialog } from './raise-dispute-dialog';

const looks = {
  none: { tone: 'gray', Icon: Ban },
  awaiting_payment: { tone: 'yellow', Icon: Clock },
  funded: { tone: 'green', Icon: LockKeyhole },
  released: { tone: 'blue', Icon: HandCoins },
  refund_pending: { tone: 'yellow', Icon: RotateCcw },
  refunded: { tone: 'gray', Icon: Undo2 },
} as const satisfies Record<RewardStatus, unknown>;

/** The status in words (the badge's colour only repeats it) and what it means for the owner. */
function RewardStatusLine({ reward }: { reward: Reward }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const { tone, Icon } = looks[reward.status];
  let explanation = t(`panel.explain.${reward.status}`, { percent: HUNTER_SHARE_PERCENT, days: PAYOUT_BUSINESS_DAYS });
  if (reward.status === 'released' && reward.returnedBy)
    explanation = t('panel.explain.released_to', {
      name: reward.returnedBy.displayName,
      share: format.cents(reward.hunterShareCents),
      days: PAYOUT_BUSINESS_DAYS,
    });
  // Recovered without a Hunter: what comes back, what is kept, and when — never "not found in time".
  if (reward.status === 'refund_pending' && reward.recoveredAt && reward.ownerRefundCents !== null && reward.refundDueOn)
    explanation = t('panel.explain.recovered_refund_pending', {
      amount: format.cents(reward.ownerRefundCents),
      percent: HUNTER_SHARE_PERCENT,
      kept: format.cents(reward.settledFeeCents ?? 0),
      date: format.date(reward.refundDueOn),
      days: DISPUTE_WINDOW_DAYS,
    });
  if (reward.status === 'refunded' && reward.ownerRefundCents !== null)
    explanation = t('panel.explain.refunded_amount', { amount: format.cents(reward.ownerRefundCents), percent: HUNTER_SHARE_PERCENT });
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <span>{t('panel.status_label')}</span>
        <Badge tone={tone}>
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`status.${reward.status}`)}
        </Badge>
      </p>
      <p className="text-sm text-ink">{explanation}</p>
    </div>
  );
}

function RewardFacts({ reward, refundDate }: { reward: Reward; refundDate: string | null }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const figures = rewardFigures(reward);
  const rows: Array<[string, ReactNode]> = [];
  if (reward.status !== 'none') rows.push([t('panel.amount'), format.cents(reward.amountCents)]);
  // The Hunter's share only while it may still go to one, or once it went to one: never after a recovery without a Hunter.
  if (figures.hunterShareCents !== null) {
    const label = reward.returnedBy
      ? t('panel.hunter_share_to', { name: reward.returnedBy.displayName, percent: HUNTER_SHARE_PERCENT })
      : t('panel.hunter_share', { percent: HUNTER_SHARE_PERCENT });
    rows.push([label, format.cents(figures.hunterShareCents)]);
  }
  if (figures.feeCents !== null) rows.push([t('panel.fee_kept', { percent: SERVICE_FEE_PERCENT }), format.cents(figures.feeCents)]);
  if (figures.ownerBackCents !== null) rows.push([t('panel.owner_back'), format.cents(figures.ownerBackCents)]);
  if (figures.refundDueOn) rows.push([t('panel.refund_due_on'), format.date(figures.refundDueOn)]);
  if (refundDate) rows.push([t('panel.refund_on', { percent: HUNTER_SHARE_PERCENT }), format.date(refundDate)]);
  if (reward.recoveredAt) {
    rows.push([t('panel.recovered_on'), format.date(reward.recoveredAt)]);
    rows.push([
      t('panel.returned_by'),
      reward.returnedBy ? (
        <>
          {reward.returnedBy.displayName}
          <RoleBadge badge={reward.returnedBy.badge} />
        </>
      ) : (
        t('panel.returned_by_nobody')
      ),
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A dispute about the recovery: open (the payout waits) or resolved, and in whose favour. */
function DisputeState({ dispute }: { dispute: NonNullable<Reward['dispute']> }) {
  const { t } = useTranslation('rewards');
  if (dispute.status === 'open') {
    return (
      <Alert tone="warning" title={t('dispute.open_title')}>
        {t('dispute.open_text')}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('dispute.resolved_title')}>
      {dispute.outcome === 'hunter' ? t('dispute.resolved_hunter') : dispute.outcome === 'owner' ? t('dispute.resolved_owner') : t('dispute.resolved')}
    </Alert>
  );
}

function RewardBody({ bike, reward }: { bike: Bike; reward: Reward }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const view = rewardView(reward);
  return (
    <div className="grid gap-4">
      <RewardStatusLine reward={reward} />
      <RewardFacts reward={reward} refundDate={view.refundDate} />
      {(view.canPay || view.canChange) && (
        <div className="flex flex-wrap gap-3">
          {view.canPay && <PayRewardAction bikeId={bike.id} paymentUrl={reward.paymentUrl} />}
          {view.canChange && <ChangeRewardDialog bikeId={bike.id} reward={reward} />}
        </div>
      )}
      {reward.dispute && <DisputeState dispute={reward.dispute} />}
      {view.canDispute && reward.disputeUntil && (
        <div className="grid gap-2">
          <p className="text-sm text-muted">{t('dispute.window', { date: format.date(reward.disputeUntil) })}</p>
          <div>
            <RaiseDisputeDialog bikeId={bike.id} theftReportId={reward.theftReportId} disputeUntil={reward.disputeUntil} />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The reward of a stolen (or recovered) bike on its page: where the money is,
 * the Hunter's 65%, the refund date; paying or changing an unpaid reward; and,
 * after the recovery, a dispute within its window.
 */
export function RewardPanel({ bike }: { bike: Bike }) {
  const { t } = useTranslation('rewards');
  const relevant = bike.status === 'stolen' || bike.status === 'recovered';
  const reward = useRewardQuery(bike.id, relevant);
  useRefreshRewardOnReturn(bike.id);
  if (!relevant || reward.data === null) return null;
  // A recovered bike that had no reward keeps the panel only for a dispute.
  if (reward.data && reward.data.status === 'none' && bike.status !== 'stolen' && !reward.data.dispute && !rewardView(reward.data).canDispute) return null;

  return (
    <Card>
      <section aria-labelledby="reward-heading">
        <h2 id="reward-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <Gift aria-hidden="true" className="size-5 text-brand-700" />
          {t('panel.title')}
        </h2>
        <div className="mt-4">
          {reward.isPending && <Spinner label={t('panel.loading')} />}
          {reward.isError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void reward.refetch()} disabled={reward.isFetching}>
                  {t('panel.retry')}
                </Button>
              }
            >
              {t('panel.load_failed')}
            </Alert>
          )}
          {reward.data && <RewardBody bike={bike} reward={reward.data} />}
        </div>
      </section>
    </Card>
  );
}
