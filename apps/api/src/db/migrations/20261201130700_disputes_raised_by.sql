-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS disputes_raised_by_idx ON disputes (raised_by);
