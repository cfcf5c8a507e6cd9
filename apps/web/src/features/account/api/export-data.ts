import { apiClient, requestTimeouts } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-file';

/** `GET /api/users/me/export`: everything Ritrova holds about the caller. */
export function exportMyData() {
  return apiClient.call('GET /api/users/me/export', { timeoutMs: requestTimeouts.tagsBikes });
}

/** Saves a value as a pretty-printed JSON file through a temporary link. */
export function downloadJson(value: unknown, filename: string): void {
  saveTextFile(`${JSON.stringify(value, null, 2)}\n`, 'application/json', filename);
}
