import type { ShopConsent, ShopConsentGrantInput } from '@ritrova/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

/** `GET /api/bikes/{bikeId}/shop-consents` (owner): the shops that may add records to the bike's log. */
export async function getShopConsents(bikeId: string): Promise<ShopConsent[]> {
  return (await apiClient.call('GET /api/bikes/:bikeId/shop-consents', { params: { bikeId } })).consents;
}

export function useShopConsentsQuery(bikeId: string) {
  return useQuery({ queryKey: maintenanceKeys.shopConsents(bikeId), queryFn: () => getShopConsents(bikeId) });
}

/** `POST /api/bikes/{bikeId}/shop-consents`: authorises a shop by its account's e-mail; answers the new list. */
export function useGrantShopConsentMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShopConsentGrantInput) =>
      (await apiClient.call('POST /api/bikes/:bikeId/shop-consents', { params: { bikeId }, body: input })).consents,
    onSuccess: (consents) => queryClient.setQueryData(maintenanceKeys.shopConsents(bikeId), consents),
  });
}

/** `DELETE /api/bikes/{bikeId}/shop-consents/{shopId}`: the shop can no longer add records. */
export function useRevokeShopConsentMutation(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: string) => apiClient.call('DELETE /api/bikes/:bikeId/shop-consents/:shopId', { params: { bikeId, shopId } }),
    onSuccess: (_answer, shopId) =>
      queryClient.setQueryData<ShopConsent[]>(maintenanceKeys.shopConsents(bikeId), (consents) => consents?.filter((c) => c.shopId !== shopId)),
  });
}
