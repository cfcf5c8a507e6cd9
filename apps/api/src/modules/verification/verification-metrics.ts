import type { Metrics } from '../../lib/metrics.ts';
import type { ScanWriter } from './scan-writer.ts';
import type { TagViewCache } from './tag-view-cache.ts';

/**
 * The hot path's metrics (decision 045), read from numbers the writer and the cache keep anyway:
 * nothing is added per verification but two integer increments in the cache.
 */
export function registerVerificationMetrics(metrics: Metrics, cache: Pick<TagViewCache<object>, 'hits' | 'misses' | 'size'>, writer: ScanWriter): void {
  metrics.gauge('ritrova_scan_writer_queue_depth', 'Scan rows waiting for their INSERT or in one now (group commit)', () => writer.depth);
  metrics.gauge('ritrova_scan_writer_queue_limit', 'The most scan rows that may wait at once; beyond it verifications answer 503', () => writer.limit);
  metrics.labelledCounter('ritrova_scan_writer_refused_total', 'Verifications refused with 503 because the scan queue was full', [], () => [
    [{}, writer.refused],
  ]);
  metrics.labelledCounter(
    'ritrova_tag_view_cache_requests_total',
    'Tag views asked of the in-process cache, by result (hit, or miss: read from the database)',
    ['result'],
    () => [
      [{ result: 'hit' }, cache.hits],
      [{ result: 'miss' }, cache.misses],
    ],
  );
  metrics.gauge('ritrova_tag_view_cache_entries', 'Tag views kept in the cache now (dropped at every change notified)', () => cache.size);
}
