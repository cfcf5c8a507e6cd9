-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS sighting_mail_windows_owner_idx ON sighting_mail_windows (owner_id);
