-- Issue #26 item 4: using the app counts as activity. `last_active_at` moves (at most once a day) on a
-- sign-in, a refresh, an authenticated request or a signed-in tap; the inactivity rules (a warning at
-- 24 months, the deletion at 36) count from it instead of from the last password sign-in, which a
-- person who stays signed in never repeats.
ALTER TABLE users ADD COLUMN last_active_at timestamptz;
UPDATE users SET last_active_at = coalesce(last_login_at, created_at);
ALTER TABLE users ALTER COLUMN last_active_at SET DEFAULT now(), ALTER COLUMN last_active_at SET NOT NULL;
-- The hourly retention job looks for live accounts unused since a moment.
CREATE INDEX users_last_active_idx ON users (last_active_at) WHERE deleted_at IS NULL;

COMMENT ON COLUMN users.last_active_at IS 'When the person last used the account (sign-in, refresh, signed-in request or tap), at most once a day: the inactivity rules count from it.';
