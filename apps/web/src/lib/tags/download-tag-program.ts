import type { PlainTagExport } from '@ritrova/shared';
import { apiClient } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-file';

export type ProgramFormat = 'csv' | 'json';

/**
 * A plain batch's per-tag programming export (decision 061: UID, the pages to write in order, PWD/PACK
 * when set), downloaded as a file from `base` + `.csv` or `.json`: the admin's route or the shop's own
 * (`/api/shop/tag-batches/{batch}/provisioning`, only its tags of the batch).
 */
export async function downloadTagProgram(base: string, batch: string, format: ProgramFormat): Promise<void> {
  const url = `${base}.${format}`;
  const filename = `ritrova-${batch.replace(/[^\w.-]+/g, '_')}-programming.${format}`;
  if (format === 'csv') {
    saveTextFile(await apiClient.get<string>(url), 'text/csv;charset=utf-8', filename);
    return;
  }
  const { export: exported } = await apiClient.get<{ success: true; export: PlainTagExport }>(url);
  saveTextFile(`${JSON.stringify(exported, null, 2)}\n`, 'application/json', filename);
}
