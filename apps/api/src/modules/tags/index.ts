// The public surface of the tags module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of tags/ (scripts/architecture/module-surface.ts).
// NFC tags: inventory, association with a bike, secure and plain batches, key rotation, travel alerts (decisions 024, 061).
export { bikesWearingTags } from './community-reads.repository.ts';
export { tagsForExportOf, tagUidsByIds } from './personal-data.repository.ts';
export { hasSecureTag } from './secure-tag.repository.ts';
export type { SunInput, SunKeys } from './sun/index.ts';
export { batchKeys, parseSunParams, verifySun } from './sun/index.ts';
export { presentOwnTag } from './tag.presenter.ts';
export { tagsAttachedTo } from './tag.repository.ts';
export {
  addShopTag,
  claimTag,
  deleteExpiredPendingSessions,
  existingTagIds,
  findTagByUid,
  keyVersionsInUse,
  lockTag,
  lockTagByUid,
  moveBikeTags,
  releaseTagsOf,
  removeInventoryTag,
  seedInventoryTags,
  seedTag,
  tagOfShop,
  tagsByIds,
  tagsHeldBy,
  tagsOfShop,
} from './tag.service.ts';
export { countTagsByOwners, countTagsByStatus, findTagById, tagIdsOwnedBy, tagLabelsByIds, tagsOfOwnerForAdmin } from './tag-lookup.repository.ts';
export type { TagRow } from './tag-row.ts';
