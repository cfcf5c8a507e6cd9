-- migrate: no-transaction
-- Issue #25 (decision 047): the admin overview counts tags by status; with the index the count reads a
-- few MB of deduplicated index entries instead of the whole table (1M rows, 240 MB).
CREATE INDEX CONCURRENTLY IF NOT EXISTS tags_status_idx ON tags (status);
