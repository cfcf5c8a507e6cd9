-- migrate: no-transaction
-- Issue #25 (decision 047): the hunts offered to a Hunter load the placed sightings of up to 100 thefts
-- (theft_report_id IN …, newest first); only anonymous sightings were indexed by theft (client_key).
CREATE INDEX CONCURRENTLY IF NOT EXISTS sightings_theft_report_idx ON sightings (theft_report_id, created_at DESC);
