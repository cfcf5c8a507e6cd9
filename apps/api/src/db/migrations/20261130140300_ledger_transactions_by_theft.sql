-- migrate: no-transaction
-- Issue #25 (decision 047): a stolen bike's page reads its reward's postings (ledger_transactions of the
-- theft report, ledger.service postingsOf); the ledger only grows, so that read scanned all of it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_transactions_theft_report_idx ON ledger_transactions (theft_report_id) WHERE theft_report_id IS NOT NULL;
