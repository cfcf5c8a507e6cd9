import type { TagBatchResult, TagChip } from '@ritrova/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminTagKeys } from './keys';

/** The chip of the new batch; a secure one may name its key version (otherwise the API takes the next free one). */
export interface BatchChip {
  chip: TagChip;
  keyVersion?: number;
}

/** The three ways to make a batch: generated UIDs, pasted ones, or a CSV file's text. */
export type NewBatch = BatchChip &
  ({ mode: 'generate'; batch: string; count: number } | { mode: 'paste'; batch: string; uids: string[] } | { mode: 'import'; batch: string; csv: string });

/** `POST /api/admin/tags` (generate or paste) or `POST /api/admin/tags/import` (CSV). */
export async function createBatch(input: NewBatch): Promise<TagBatchResult> {
  const chip = { chip: input.chip, keyVersion: input.keyVersion };
  if (input.mode === 'import') return apiClient.call('POST /api/admin/tags/import', { body: { ...chip, csv: input.csv, batch: input.batch } });
  const body = input.mode === 'generate' ? { generate: input.count, batch: input.batch } : { uids: input.uids, batch: input.batch };
  return apiClient.call('POST /api/admin/tags', { body: { ...chip, ...body } });
}

/** Creates the batch; the list and the batches reload. */
export function useCreateBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminTagKeys.all() }),
  });
}
