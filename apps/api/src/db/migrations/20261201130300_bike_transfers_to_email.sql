-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS bike_transfers_to_email_idx ON bike_transfers (lower(to_email)) WHERE to_email IS NOT NULL;
