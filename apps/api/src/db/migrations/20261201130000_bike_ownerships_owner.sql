-- migrate: no-transaction
-- Issue #26 (decision 050): the data export now reads every kind of a person's data, each by the person
-- (test/query-plans.test.ts: no table read whole). bike_ownerships grows with the bikes; the others are
-- small, but built the same way, concurrently, so no start waits on a lock of a busy table.
CREATE INDEX CONCURRENTLY IF NOT EXISTS bike_ownerships_owner_idx ON bike_ownerships (owner_id);
