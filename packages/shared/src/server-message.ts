/** What the client shows when a failed call carried no readable message (spec §8). */
export const noResponseMessage = 'No response from server';

/**
 * Extracts the human message of a server response in the order of spec §8:
 * a string body, then `error`, `message`, `msg`, `errors`, else the whole body.
 */
export function extractServerMessage(body: unknown): string {
  if (body === undefined || body === null || body === '') return noResponseMessage;
  if (typeof body === 'string') return body;
  if (typeof body !== 'object') return String(body);
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message', 'msg'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  const errors = record.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((e) => (typeof e === 'string' ? e : extractServerMessage(e))).join('; ');
  }
  if (typeof errors === 'string' && errors !== '') return errors;
  return JSON.stringify(body);
}
