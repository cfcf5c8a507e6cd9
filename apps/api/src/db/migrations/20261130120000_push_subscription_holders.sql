-- Issue #24 (decision 039): registering an endpoint another account already holds no longer moves it.
-- The caller's row is saved as if new (their answer and their list of browsers are those of a new
-- one), but only the endpoint's first holder — its oldest row — is ever delivered to, with its own keys.
ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_endpoint_key;
ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_user_endpoint_key UNIQUE (user_id, endpoint);
-- The unique (user_id, endpoint) serves the per-account reads; this one finds an endpoint's first holder.
DROP INDEX push_subscriptions_user_idx;
CREATE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint, created_at, id);

COMMENT ON TABLE push_subscriptions IS 'A browser''s Web Push subscription (RFC 8030/8291), at most 5 per account; delivered to only for the oldest row of its endpoint; removed on 404/410, on repeated failure, or when its endpoint is no longer a push service''s.';
