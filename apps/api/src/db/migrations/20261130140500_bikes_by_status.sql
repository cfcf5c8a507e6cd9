-- migrate: no-transaction
-- Issue #25 (decision 047): the admin overview counts bikes, and stolen bikes, from the index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS bikes_status_idx ON bikes (status);
