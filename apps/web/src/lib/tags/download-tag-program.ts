import { apiClient } from '@/lib/api-client';
import { saveFile, saveTextFile } from '@/lib/save-file';

export type ProgramFormat = 'csv' | 'json';

/** Whose copy of a plain batch's export: the admin's route, or the shop's own (only its tags of the batch). */
export type ProgramArea = 'admin' | 'shop';

/**
 * A plain batch's per-tag programming export (decision 061: UID, the pages to write in order, PWD/PACK
 * when set), downloaded as a file: from `GET /api/admin/tags/batches/{batch}/provisioning.{csv,json}`, or
 * the shop's `GET /api/shop/tag-batches/{batch}/provisioning.{csv,json}`.
 */
export async function downloadTagProgram(area: ProgramArea, batch: string, format: ProgramFormat): Promise<void> {
  const filename = `ritrova-${batch.replace(/[^\w.-]+/g, '_')}-programming.${format}`;
  const params = { batch };
  if (format === 'csv') {
    const csv = await (area === 'admin'
      ? apiClient.download('GET /api/admin/tags/batches/:batch/provisioning.csv', { params })
      : apiClient.download('GET /api/shop/tag-batches/:batch/provisioning.csv', { params }));
    saveFile(csv, filename);
    return;
  }
  const { export: exported } = await (area === 'admin'
    ? apiClient.call('GET /api/admin/tags/batches/:batch/provisioning.json', { params })
    : apiClient.call('GET /api/shop/tag-batches/:batch/provisioning.json', { params }));
  saveTextFile(`${JSON.stringify(exported, null, 2)}\n`, 'application/json', filename);
}
