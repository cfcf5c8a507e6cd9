-- migrate: no-transaction
-- The money retention step (modules/rewards/money-retention.repository.ts, decision 049) asks, for each
-- closed theft, whether a receipt of it exists and when the last was issued; and deleting a theft's
-- documents checks the receipts' foreign key. Without an index each of those reads every receipt.
CREATE INDEX CONCURRENTLY IF NOT EXISTS receipts_theft_report_idx ON receipts (theft_report_id, issued_at);
