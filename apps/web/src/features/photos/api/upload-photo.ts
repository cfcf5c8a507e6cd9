import type { Photo } from '@ritrova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type UploadOptions, uploadTo } from '@/lib/upload';
import { withUploadedPhoto } from '../photo-order';
import { useInvalidatePhotos } from './invalidate-photos';
import { photoKeys } from './keys';

/** `POST /api/photos/{bikeId}/photo`: one file in the multipart field `bikePhoto`. */
export async function uploadPhoto(bikeId: string, file: File, options: UploadOptions = {}): Promise<Photo> {
  const form = new FormData();
  form.append('bikePhoto', file, file.name);
  const body = await uploadTo('POST /api/photos/:bikeId/photo', { bikeId }, form, options);
  return body.data.photo;
}

/**
 * What to do once a photo is stored: it joins the list at once (so the free
 * slots are counted right before the reload), then the bike and dashboard reload.
 */
export function usePhotoUploaded(bikeId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePhotos(bikeId);
  return (photo: Photo) => {
    queryClient.setQueryData<Photo[]>(photoKeys.photos(bikeId), (photos) => photos && withUploadedPhoto(photos, photo));
    invalidate();
  };
}
