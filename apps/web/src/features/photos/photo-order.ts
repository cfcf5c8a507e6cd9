import type { Photo } from '@ritrova/shared';

/** The list without the deleted photo; the next one becomes main if the main went (as the server does it). */
export function withoutPhoto(photos: Photo[], photoId: string): Photo[] {
  const gone = photos.find((photo) => photo.id === photoId);
  const rest = photos.filter((photo) => photo.id !== photoId);
  if (!gone?.isMain || rest.some((photo) => photo.isMain)) return rest;
  return rest.map((photo, index) => (index === 0 ? { ...photo, isMain: true } : photo));
}

/** The list with `photoId` as the only main photo, first (the server's order: main first, then upload order). */
export function withMainPhoto(photos: Photo[], photoId: string): Photo[] {
  const marked = photos.map((photo) => ({ ...photo, isMain: photo.id === photoId }));
  return [...marked.filter((photo) => photo.isMain), ...marked.filter((photo) => !photo.isMain)];
}

/** The list with a new upload at its end (the first photo of a bike is main on the server). */
export function withUploadedPhoto(photos: Photo[], photo: Photo): Photo[] {
  return [...photos.filter((p) => p.id !== photo.id), photo];
}
