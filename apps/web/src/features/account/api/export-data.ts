import { apiClient, requestTimeouts } from '@/lib/api-client';

/** `GET /api/users/me/export`: everything Ritrova holds about the caller. */
export async function exportMyData(): Promise<{ success: true; data: { exportedAt: string } & Record<string, unknown> }> {
  return apiClient.get('/api/users/me/export', { timeoutMs: requestTimeouts.tagsBikes });
}

/** Saves a value as a pretty-printed JSON file through a temporary link. */
export function downloadJson(value: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
