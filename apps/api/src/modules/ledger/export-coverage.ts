/**
 * The ledger's columns that name a person, and why they are not in the person's export (issue #26
 * item 5; privacy/export-coverage.ts spreads this in, since only the ledger module names its tables).
 */
export const ledgerExportCoverage = {
  'ledger_transactions.reference': {
    notExported: "copies a payment's id or a payout's reference into the books: both are exported (rewardPayments[].id, payouts[].reference)",
  },
  'ledger_accounts.code': {
    notExported: "the books' account of a Hunter's payable, named by the account's id: its movements are the Hunter's payouts[] and receipts[]",
  },
} as const;
