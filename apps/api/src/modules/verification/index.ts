// The public surface of the verification module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of verification/ (scripts/architecture/module-surface.ts).
// The public hot path of a tag tap: the tag view and its cache, the scan writer, SUN checks, the tag page (decisions 013, 029).
export { scanCountsBy, scanProgressRows } from './community-reads.repository.ts';
export { scansBy, scrubScansBy } from './personal-data.repository.ts';
export {
  countScansOfTags,
  findTravelAlertForUpdate,
  hasAuthenticatedTap,
  markTravelAlertReviewed,
  scansByIds,
  scansByScanner,
  scansOfTag,
  travelAlertsWithScans,
} from './scan-lookup.repository.ts';
export { deleteTravelAlerts, reduceAnonymousScans, reduceSignedInScans } from './scan-retention.ts';
export { authenticityOfScans, lastSunCounter, scanOfBike } from './scans.ts';
export type { TagPageSightingForm } from './tag-page.routes.ts';
export { loadTagView } from './tag-view.ts';
