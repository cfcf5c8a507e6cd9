-- migrate: no-transaction
-- Issue #25 (decision 047): a user's data export reads the scans they made (scanner_id), and deleting an
-- account sets them to NULL (ON DELETE SET NULL): without an index each is a sequential scan of every
-- scan ever recorded (10M rows: seconds, on every export and every deletion). Only signed-in scans have
-- a scanner, so the index holds a small part of the table; the time orders the export.
CREATE INDEX CONCURRENTLY IF NOT EXISTS scans_scanner_idx ON scans (scanner_id, scanned_at) WHERE scanner_id IS NOT NULL;
