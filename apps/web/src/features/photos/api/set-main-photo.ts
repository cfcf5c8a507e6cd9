import type { Photo } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { withMainPhoto } from '../photo-order';
import { useInvalidatePhotos } from './invalidate-photos';
import { photoKeys } from './keys';

/** `PATCH /api/photos/{bikeId}/photos/{photoId}/main` (empty body): the photo becomes the bike's main one. */
export async function setMainPhoto({ bikeId, photoId }: { bikeId: string; photoId: string }): Promise<Photo> {
  const body = await apiClient.call('PATCH /api/photos/:bikeId/photos/:photoId/main', { params: { bikeId, photoId }, timeoutMs: requestTimeouts.tagsBikes });
  return body.data.photo;
}

/** Makes the photo main; the list shows it at once, then the bike and the dashboard reload. */
export function useSetMainPhotoMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePhotos(bikeId);
  return useMutation({
    mutationFn: (photoId: string) => setMainPhoto({ bikeId, photoId }),
    onSuccess: (_photo, photoId) => {
      queryClient.setQueryData<Photo[]>(photoKeys.photos(bikeId), (photos) => photos && withMainPhoto(photos, photoId));
      invalidate();
    },
  });
}
