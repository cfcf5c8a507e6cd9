// The public surface of the theft-records module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of theft-records/ (scripts/architecture/module-surface.ts).
// Theft records: the theft report rows, their facts and presenter, sightings and their photos.

export type { AlertSightingRow, HuntReportRow, PlacedSightingRow } from './community-reads.repository.ts';
export {
  alertSightingGroups,
  alertSightingsByIds,
  closedTheftIdsQuery,
  countReportsReturnedBy,
  huntReportsByIds,
  latestSightingBy,
  listOfferedHuntReports,
  placedSightingsOf,
  reportPartiesOf,
  reportsReturnedBy,
  sightingContactsOf,
  sightingProgressRows,
  sightingWithReport,
} from './community-reads.repository.ts';
export { sightingRepository } from './sighting.repository.ts';
export { readSightingForm, refusedSightingForm, sightingMultipartLimits } from './sighting-form.ts';
export type { SightingPhotoFile, StoredSightingPhoto } from './sighting-photo.service.ts';
export { admitSightingPhoto, insertSightingPhoto, presentSightingPhoto, readSightingPhoto, storeSightingPhoto } from './sighting-photo.service.ts';
export { ownerTheftFacts, publicTheftFacts } from './theft.presenter.ts';
export { theftRepository } from './theft.repository.ts';
export { forgetMailWindowsOf, forgetSightingContactAddress, reduceTheftFactsOf } from './theft-erasure.ts';
export { theftFactsColumns } from './theft-facts.ts';
export { clearSightingClientKeys, clearSightingContacts, deleteSightingPhotos, reduceSightings, reduceTheftFacts } from './theft-retention.service.ts';
export type { TheftReportRow } from './theft-row.ts';
