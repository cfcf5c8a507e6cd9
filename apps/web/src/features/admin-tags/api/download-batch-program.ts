import type { PlainTagExport } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ProgramFormat = 'csv' | 'json';

/** Saves text as a file through a Blob (a plain link would not carry the admin's token). */
function save(text: string, type: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next tick, after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `GET /api/admin/tags/batches/{batch}/provisioning.{csv,json}`: a plain batch's tags for an encoding
 * machine (UID, pages to write, PWD/PACK), downloaded as a file. It holds the tags' passwords.
 */
export async function downloadBatchProgram({ batch, format }: { batch: string; format: ProgramFormat }): Promise<void> {
  const url = `/api/admin/tags/batches/${encodeURIComponent(batch)}/provisioning.${format}`;
  const filename = `ritrova-${batch.replace(/[^\w.-]+/g, '_')}-programming.${format}`;
  if (format === 'csv') {
    save(await apiClient.get<string>(url), 'text/csv;charset=utf-8', filename);
    return;
  }
  const { export: exported } = await apiClient.get<{ success: true; export: PlainTagExport }>(url);
  save(`${JSON.stringify(exported, null, 2)}\n`, 'application/json', filename);
}

export function useDownloadBatchProgramMutation() {
  return useMutation({ mutationFn: downloadBatchProgram });
}
