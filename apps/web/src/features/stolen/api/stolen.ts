import type { StolenList, StolenPage } from '@ritrova/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type SightingDetails, sendSighting } from '@/lib/sighting-report';
import { type StolenFilters, stolenListSearch } from '../stolen-filters';

const timeoutMs = requestTimeouts.tagsBikes;

export const stolenKeys = {
  list: (filters: StolenFilters) => ['stolen', 'list', filters] as const,
  page: (publicId: string) => ['stolen', 'page', publicId] as const,
  places: (typed: string) => ['stolen', 'places', typed] as const,
  /** Under the bike's key: recovering the bike reloads it. */
  publication: (bikeId: string) => [...queryKeys.bike(bikeId), 'publication'] as const,
};

/** How long what the server rendered a page with counts as fresh: the page does not fetch it again as it hydrates. */
const renderedFreshMs = 60_000;

/** `GET /api/stolen` (public): a page of published thefts; `rendered`, what the server rendered the page with, is used as it is. */
export function useStolenListQuery(filters: StolenFilters, rendered?: StolenList) {
  return useQuery({
    queryKey: stolenKeys.list(filters),
    queryFn: () => apiClient.call('GET /api/stolen', { query: stolenListSearch(filters), timeoutMs, redirectOnSessionEnd: false }),
    placeholderData: keepPreviousData,
    ...(rendered && { initialData: rendered, staleTime: renderedFreshMs }),
  });
}

/** `GET /api/stolen/places?q=` (public): municipality names for the area field. */
export function usePlaceSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery({
    queryKey: stolenKeys.places(q),
    queryFn: async () =>
      (await apiClient.call('GET /api/stolen/places', { query: `q=${encodeURIComponent(q)}`, timeoutMs, redirectOnSessionEnd: false })).places,
    enabled: q.length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `GET /api/stolen/{publicId}` (public): a published theft's page; 404 when withdrawn or recovered.
 * `rendered`, what the server rendered the page with, is used as it is (no second fetch as it hydrates).
 */
export function useStolenPageQuery(publicId: string, rendered?: StolenPage) {
  const seeded = rendered?.publicId === publicId ? rendered : undefined;
  return useQuery({
    queryKey: stolenKeys.page(publicId),
    queryFn: async () => (await apiClient.call('GET /api/stolen/:publicId', { params: { publicId }, timeoutMs, redirectOnSessionEnd: false })).theft,
    retry: false,
    ...(seeded && { initialData: seeded, staleTime: renderedFreshMs }),
  });
}

/** The poster's QR code: an SVG made by the server (no QR library in the web app). */
export const stolenQrUrl = (publicId: string) => `/api/stolen/${encodeURIComponent(publicId)}/qr.svg`;

/** The owner's publication of the bike's theft (`GET /api/bikes/{id}/publication`). */
export function usePublicationQuery(bikeId: string, enabled: boolean) {
  return useQuery({
    queryKey: stolenKeys.publication(bikeId),
    queryFn: async () => (await apiClient.call('GET /api/bikes/:id/publication', { params: { id: bikeId }, timeoutMs })).publication,
    enabled,
  });
}

/** Publishes (`PUT`, with the serial shown or not) or withdraws (`DELETE`) the bike's theft. */
export function usePublicationMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { publish: true; showSerial: boolean } | { publish: false }) =>
      (change.publish
        ? await apiClient.call('PUT /api/bikes/:id/publication', { params: { id: bikeId }, body: { showSerial: change.showSerial }, timeoutMs })
        : await apiClient.call('DELETE /api/bikes/:id/publication', { params: { id: bikeId }, timeoutMs })
      ).publication,
    onSuccess: (publication) => {
      queryClient.setQueryData(stolenKeys.publication(bikeId), publication);
      void queryClient.invalidateQueries({ queryKey: ['stolen'] });
    },
  });
}

/** `POST /api/stolen/{publicId}/sightings` (public): JSON, or multipart with a photo. */
export function useStolenSightingMutation(publicId: string) {
  return useMutation({
    mutationFn: (report: SightingDetails) => sendSighting({ endpoint: 'POST /api/stolen/:publicId/sightings', params: { publicId } }, report),
  });
}
