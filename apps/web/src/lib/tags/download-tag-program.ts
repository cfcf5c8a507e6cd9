import type { PlainTagExport } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';

export type ProgramFormat = 'csv' | 'json';

/** Saves text as a file through a Blob (a plain link would not carry the signed-in user's token). */
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
 * A plain batch's per-tag programming export (decision 061: UID, the pages to write in order, PWD/PACK
 * when set), downloaded as a file from `base` + `.csv` or `.json`: the admin's route or the shop's own
 * (`/api/shop/tag-batches/{batch}/provisioning`, only its tags of the batch).
 */
export async function downloadTagProgram(base: string, batch: string, format: ProgramFormat): Promise<void> {
  const url = `${base}.${format}`;
  const filename = `ritrova-${batch.replace(/[^\w.-]+/g, '_')}-programming.${format}`;
  if (format === 'csv') {
    save(await apiClient.get<string>(url), 'text/csv;charset=utf-8', filename);
    return;
  }
  const { export: exported } = await apiClient.get<{ success: true; export: PlainTagExport }>(url);
  save(`${JSON.stringify(exported, null, 2)}\n`, 'application/json', filename);
}
