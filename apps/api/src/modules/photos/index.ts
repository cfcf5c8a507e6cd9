// The public surface of the photos module (issue #29 item 1, decision 074): other modules import
// what this file exports and nothing else of photos/ (scripts/architecture/module-surface.ts).
// Bike photos: uploads checked and processed in the image pool, stored, served under /media (decisions 017, 031).

export { mainPhotoIdsOf } from './community-reads.repository.ts';
export type { ProcessedImage } from './image-processing.ts';
export { inspectImage, processImage } from './image-processing.ts';
export { clientUploader, processInTurn, startUpload } from './image-work.ts';
export { presentPhoto } from './photo.presenter.ts';
export type { PhotoRow } from './photo.service.ts';
export { forgetBikePhotos, photoError, photosOf, storeImage, throwAsPhotoError } from './photo.service.ts';
