import type { Photo } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { photoKeys } from './keys';

/** `GET /api/photos/{bikeId}/photos` (owner only): the main photo first, then the others in upload order. */
export async function getPhotos(bikeId: string): Promise<Photo[]> {
  const body = await apiClient.call('GET /api/photos/:bikeId/photos', {
    params: { bikeId },
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.data.photos;
}

export function usePhotosQuery(bikeId: string) {
  return useQuery({ queryKey: photoKeys.photos(bikeId), queryFn: () => getPhotos(bikeId) });
}
