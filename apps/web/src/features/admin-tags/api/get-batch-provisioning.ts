import type { TagProvisioning } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** `GET /api/admin/tags/batches/{batch}/provisioning`: how to program a batch, plain or secure (never the keys or passwords). */
export async function getBatchProvisioning(batch: string): Promise<TagProvisioning> {
  return (await apiClient.call('GET /api/admin/tags/batches/:batch/provisioning', { params: { batch } })).provisioning;
}

/** Loaded only while the programming dialog is open. */
export function useBatchProvisioningQuery(batch: string, enabled: boolean) {
  return useQuery({ queryKey: adminTagKeys.provisioning(batch), queryFn: () => getBatchProvisioning(batch), enabled });
}
