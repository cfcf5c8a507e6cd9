// The public surface of the ledger module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of ledger/ (scripts/architecture/module-surface.ts).
// The double-entry ledger of reward money and the one lock order of money flows (decision 014).
export { ledgerExportCoverage } from './export-coverage.ts';
export type { LedgerFilters } from './ledger.service.ts';
export {
  balanceCheck,
  entriesOfTransactions,
  fundReward,
  isPosted,
  journalPage,
  ledgerKeys,
  moneyTotals,
  owedToHunter,
  payOut,
  postingsOf,
  refundReward,
  refundWholePayment,
  releasedShareOf,
  releaseReward,
  reverseRelease,
} from './ledger.service.ts';
