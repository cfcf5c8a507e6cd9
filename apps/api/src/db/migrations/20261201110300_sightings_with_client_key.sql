-- migrate: no-transaction
-- Issue #26 (decision 049): an anonymous sighting's keyed client is cleared two days after it was made;
-- only sightings still holding one are in the index (about two days of them).
CREATE INDEX CONCURRENTLY IF NOT EXISTS sightings_client_key_age_idx ON sightings (created_at) WHERE client_key IS NOT NULL;
