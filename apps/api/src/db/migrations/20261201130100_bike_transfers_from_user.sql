-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS bike_transfers_from_user_idx ON bike_transfers (from_user_id);
