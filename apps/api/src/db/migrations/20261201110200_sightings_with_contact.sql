-- migrate: no-transaction
-- Issue #26 (decision 049): a finder's contact address goes when the theft closes; the job looks for
-- the sightings that still hold one by their theft (a small index: only those with an address).
CREATE INDEX CONCURRENTLY IF NOT EXISTS sightings_contact_idx ON sightings (theft_report_id) WHERE contact_email IS NOT NULL;
