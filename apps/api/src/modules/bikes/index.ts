// The public surface of the bikes module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of bikes/ (scripts/architecture/module-surface.ts).
// An owner's bikes: add, edit, list, delete, ownership history; stolen bikes locked; a bike's photos, tags, theft, reward history and transfer from their owners, through providers given at start.

export { canEditBike, canViewBike, isLockedByTheft } from './bike.policy.ts';
export { bikeFacts, bikeLabel, presentOneBike } from './bike.presenter.ts';
export {
  bikeIdsOf,
  bikeNotFound,
  bikesOwnedBy,
  endCurrentOwnership,
  findBike,
  insertBike,
  loadBikeExtras,
  lockBike,
  reduceBikesOf,
  saveBike,
  startOwnership,
} from './bike.service.ts';
export type { BikeExtrasProviders } from './bike-extras.ts';
export { BikeExtrasWiring } from './bike-extras.ts';
export { bikeLabelsByIds, bikesOfOwnerForAdmin, countBikesByOwners, countBikesForOverview } from './bike-lookup.repository.ts';
export { bikeNamesByIds } from './bike-names.repository.ts';
export type { BikeRow, OwnershipRow } from './bike-row.ts';
export { bikesByIds, bikesWithSerial, stolenBikeIds } from './bikes-by-id.ts';
export type { BikeCardRow } from './community-reads.repository.ts';
export { bikeCardsByIds, bikeIdsOfOwner } from './community-reads.repository.ts';
export { bikesForExportOf, deleteBikesOfExcept, ownedBikeIds, ownershipsOf } from './personal-data.repository.ts';
