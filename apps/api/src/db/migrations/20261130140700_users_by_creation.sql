-- migrate: no-transaction
-- Issue #25 (decision 047): the admin overview counts accounts by role and new ones a week (12 weeks of
-- trends) from this index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_created_idx ON users (created_at, role) WHERE deleted_at IS NULL;
