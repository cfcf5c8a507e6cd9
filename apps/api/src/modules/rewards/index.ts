// The public surface of the rewards module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of rewards/ (scripts/architecture/module-surface.ts).
// Rewards: funding, recovery and release, payouts, disputes, receipts, refunds, the reward clock (decision 016) and the disputes and payouts in a Hunter's record (hunterClaimRecord, given to hunters at start).
export { closeCheckouts, openPayment, settlePayment, startCheckout } from './funding.service.ts';
export { hunterClaimRecord } from './hunter-record.service.ts';
export { lockTheft } from './lock-order.ts';
export { deleteDocumentsOfSettledRewards } from './money-retention.service.ts';
export { settleRecovery } from './recovery.service.ts';
