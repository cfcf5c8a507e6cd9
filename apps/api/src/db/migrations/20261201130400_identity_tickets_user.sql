-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS identity_tickets_user_idx ON identity_tickets (user_id) WHERE user_id IS NOT NULL;
