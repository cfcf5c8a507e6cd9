-- Retention (issue #7): accounts inactive 24 months are warned, 36 months are
-- deleted; a deleted account's remaining personal data is purged by a job.
ALTER TABLE users
  ADD COLUMN inactivity_warned_at timestamptz,
  ADD COLUMN purged_at timestamptz;
CREATE INDEX users_activity_idx ON users ((coalesce(last_login_at, created_at))) WHERE deleted_at IS NULL;
CREATE INDEX users_to_purge_idx ON users (deleted_at) WHERE deleted_at IS NOT NULL AND purged_at IS NULL;
