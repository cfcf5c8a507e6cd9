import type { Photo } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { withoutPhoto } from '../photo-order';
import { useInvalidatePhotos } from './invalidate-photos';
import { photoKeys } from './keys';

/** `DELETE /api/photos/{bikeId}/photos/{photoId}`; deleting the main photo makes the next one main. */
export function deletePhoto({ bikeId, photoId }: { bikeId: string; photoId: string }) {
  return apiClient.call('DELETE /api/photos/:bikeId/photos/:photoId', { params: { bikeId, photoId }, timeoutMs: requestTimeouts.tagsBikes });
}

/** Deletes the photo; the list drops it at once, then the bike and the dashboard reload. */
export function useDeletePhotoMutation(bikeId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePhotos(bikeId);
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto({ bikeId, photoId }),
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<Photo[]>(photoKeys.photos(bikeId), (photos) => photos && withoutPhoto(photos, photoId));
      invalidate();
    },
  });
}
