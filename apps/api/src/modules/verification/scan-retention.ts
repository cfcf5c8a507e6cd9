import type { Db } from '../../db/database.ts';
import { scanRetentionRepository } from './scan-retention.repository.ts';

// What the retention job (modules/privacy) does to the verification module's tables, one batch per call
// (at most `limit` rows, one short statement): the retention table's `anonymous_scans`,
// `signed_in_scans` and `travel_alerts` rules. Its own file, as scans.ts: other modules import it.

/** Reduces a batch of anonymous scans made at or before `before` to their time, tag and ~1 km cell; how many. */
export function reduceAnonymousScans(db: Db, before: Date, limit: number): Promise<number> {
  return scanRetentionRepository.reduceAnonymous(db, before, limit);
}

/** Reduces a batch of signed-in scans whose period (30 days after the scan, or after their theft closed) ended at `before`; how many. */
export function reduceSignedInScans(db: Db, before: Date, limit: number): Promise<number> {
  return scanRetentionRepository.reduceSignedIn(db, before, limit);
}

/** Deletes a batch of travel alerts raised at or before `before`; how many. */
export function deleteTravelAlerts(db: Db, before: Date, limit: number): Promise<number> {
  return scanRetentionRepository.deleteTravelAlerts(db, before, limit);
}
