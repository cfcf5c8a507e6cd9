import type { IncomingTransfer } from '@ritrova/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, requestTimeouts } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/transfers/{id}?token=…`: the transfer for its addressee, or for
 * whoever signed in holds the mailed token; anyone else gets 404 TRANSFER_NOT_FOUND.
 */
export async function getTransfer(transferId: string, token: string | null): Promise<IncomingTransfer> {
  const body = await apiClient.call('GET /api/transfers/:transferId', {
    params: { transferId },
    query: token ? `token=${encodeURIComponent(token)}` : '',
    timeoutMs: requestTimeouts.tagsBikes,
  });
  return body.transfer;
}

export function useTransferQuery(transferId: string, token: string | null) {
  return useQuery({ queryKey: queryKeys.transfer(transferId, token), queryFn: () => getTransfer(transferId, token) });
}
