// The public surface of the rewards module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of rewards/ (scripts/architecture/module-surface.ts).
// Rewards: funding, recovery and release, payouts, disputes, receipts, refunds and the reward clock (decision 016).
export { countPayoutsDue, latestDisputesOf, payoutOfTheft } from './admin-reward.repository.ts';
export { closeCheckouts, openPayment, settlePayment, startCheckout } from './funding.service.ts';
export { hunterClaimRecord } from './hunter-record.service.ts';
export { lockTheft } from './lock-order.ts';
export { deleteDocumentsOfSettledRewards } from './money-retention.service.ts';
export {
  disputesOfPerson,
  forgetPayoutMethod,
  payoutMethodOf,
  payoutsOf,
  receiptsOf,
  rewardPaymentsOf,
  theftReportIdsWithPayments,
} from './personal-data.repository.ts';
export { settleRecovery } from './recovery.service.ts';
export { bikesWithRewardPayments } from './reward-history.service.ts';
