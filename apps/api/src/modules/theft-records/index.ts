// The public surface of the theft-records module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of theft-records/ (scripts/architecture/module-surface.ts).
// Theft records: the theft report rows, their facts and presenter, sightings and their photos.
export {
  countTheftsForOverview,
  countTheftsInRanges,
  findTheftReportForAdmin,
  listTheftReportsForAdmin,
  sightingStatsOf,
  sightingsOfTheftForAdmin,
} from './admin-theft.repository.ts';
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
export { scrubSightingsBy, sightingPhotosForExportOf, sightingsBy, theftReportsForExportOf, theftReportsOnBikes } from './personal-data.repository.ts';
export type { PublicationRow, PublishedFilter, PublishedTheftRecordRow } from './publication.repository.ts';
export { publicationRepository } from './publication.repository.ts';
export { sightingRepository } from './sighting.repository.ts';
export { readSightingForm, refusedSightingForm, sightingMultipartLimits } from './sighting-form.ts';
export type { SightingPhotoFile, StoredSightingPhoto } from './sighting-photo.service.ts';
export { admitSightingPhoto, insertSightingPhoto, presentSightingPhoto, readSightingPhoto, storeSightingPhoto } from './sighting-photo.service.ts';
export { ownerTheftFacts, publicTheftFacts } from './theft.presenter.ts';
export { openTheftsOfBikes, theftReportIdsOfBikes, theftRepository } from './theft.repository.ts';
export { forgetSightingContactAddress, reduceTheftFactsOf } from './theft-erasure.ts';
export { theftFactsColumns } from './theft-facts.ts';
export { clearSightingClientKeys, clearSightingContacts, deleteSightingPhotos, reduceSightings, reduceTheftFacts } from './theft-retention.service.ts';
export {
  findTheftReport,
  hasSightingBy,
  latestTheftReportOfBike,
  lockReportsWithMoneyDocumentsDue,
  lockTheftReport,
  markRewardExpiryNotice,
  openTheftReportOfBike,
  rewardNoticeDue,
  rewardRefundDue,
  setSightingUseful,
  setTheftReward,
  sightingsOfTheftByOthers,
  theftRewardFactsByIds,
  updateTheftReport,
} from './theft-reward.repository.ts';
export type { TheftReportRow } from './theft-row.ts';
