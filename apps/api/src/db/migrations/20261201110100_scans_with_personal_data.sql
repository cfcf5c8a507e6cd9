-- migrate: no-transaction
-- Issue #26 (decision 049): the retention job finds the scans that still hold personal data (a device,
-- an exact point or its accuracy, a page view's token) and are old enough to lose it, by time, in
-- batches of 1,000. Reduced scans leave the index, so it holds about the last 30 days of scans (and a
-- signed-in scan of a theft until 30 days after the theft closed). The predicate is the one the
-- repository writes (verification/scan-retention.repository.ts): keep them the same.
CREATE INDEX CONCURRENTLY IF NOT EXISTS scans_personal_idx ON scans (scanned_at)
  WHERE device_info IS NOT NULL OR accuracy IS NOT NULL OR view_token IS NOT NULL
     OR latitude <> round(latitude::numeric, 2)::double precision OR longitude <> round(longitude::numeric, 2)::double precision;
