-- migrate: no-transaction
-- Issue #26 (decision 049): alerts are deleted six months after they were made, oldest first, in batches.
CREATE INDEX CONCURRENTLY IF NOT EXISTS notifications_created_idx ON notifications (created_at);
