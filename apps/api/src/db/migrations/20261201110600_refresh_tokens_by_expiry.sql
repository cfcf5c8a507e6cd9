-- migrate: no-transaction
-- Issue #26 (decision 049): a refresh token is deleted a day after it expired, in batches; every refresh
-- leaves a rotated row behind, so the table grows with use and is looked up by its expiry.
CREATE INDEX CONCURRENTLY IF NOT EXISTS refresh_tokens_expires_idx ON refresh_tokens (expires_at);
