import { useTranslation } from 'react-i18next';
import { useHunterRewardsQuery } from '../api/get-hunter-rewards';
import { HunterPage } from './hunter-page';
import { HunterTerms } from './hunter-terms';
import { PayoutMethodSection } from './payout-method-section';
import { PayoutsList } from './payouts-list';
import { QueryStatus } from './query-status';
import { RewardsSummary } from './rewards-summary';

/** /hunter/rewards: totals, every payout, where payouts are sent, and the rules they follow. */
export function HunterRewardsView({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const rewards = useHunterRewardsQuery(userId);
  return (
    <HunterPage title={t('rewards.title')} subtitle={t('rewards.subtitle')}>
      <QueryStatus query={rewards} loadingLabel={t('rewards.loading')} errorText={t('rewards.load_failed')} />
      {rewards.data && (
        <>
          <RewardsSummary rewards={rewards.data} />
          <PayoutsList payouts={rewards.data.payouts} />
        </>
      )}
      <PayoutMethodSection userId={userId} />
      <HunterTerms />
    </HunterPage>
  );
}
