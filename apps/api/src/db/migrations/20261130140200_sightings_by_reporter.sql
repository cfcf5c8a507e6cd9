-- migrate: no-transaction
-- Issue #25 (decision 047): a user's data export reads the sightings they reported, and deleting an
-- account sets them to NULL (ON DELETE SET NULL): both scanned the whole table.
CREATE INDEX CONCURRENTLY IF NOT EXISTS sightings_reporter_idx ON sightings (reporter_id) WHERE reporter_id IS NOT NULL;
