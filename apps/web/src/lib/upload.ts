import type { ApiAnswer, ApiEndpoint } from '@ritrova/shared/api';
import { apiClient, endpointUrl } from './api-client';
import { clientError, toApiError } from './api-error';
import { sessionStore } from './auth/session-store';

/**
 * NOTE: an upload carries up to 5 MB, far longer on a phone connection than the
 * 15 s a JSON call may take; a minute covers a slow uplink.
 */
export const uploadTimeoutMs = 60_000;

export interface UploadOptions {
  /** The share of the request body sent so far (0 to 1), where the browser can tell. */
  onProgress?: (sentFraction: number) => void;
  /** Every byte has left; the server is now working on it. */
  onSent?: () => void;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type Answer = { status: number; body: unknown };

function readBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (text === '') return undefined;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function send(path: string, form: FormData, token: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', path);
    xhr.timeout = options.timeoutMs ?? uploadTimeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: readBody(xhr) });
    };
    xhr.onerror = () => {
      settle();
      reject(clientError('NETWORK_ERROR', 'Network error'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(clientError('TIMEOUT', `No answer within ${xhr.timeout / 1000} s`));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/**
 * Posts a multipart form with upload progress (fetch cannot report it), with the
 * api client's session rules: the bearer token, and on a 401 one shared refresh
 * and one retry; a session that cannot be refreshed ends (the guard then sends
 * the user to /login). Failures are the api client's ApiError.
 */
export async function uploadForm<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const sentToken = sessionStore.getToken();
  const first = await send(path, form, sentToken, options);
  if (first.status >= 200 && first.status < 300) return first.body as T;
  if (first.status !== 401) throw toApiError(first.status, first.body);

  const token = await apiClient.refreshSession(sentToken);
  if (token) {
    const retry = await send(path, form, token, options);
    if (retry.status >= 200 && retry.status < 300) return retry.body as T;
    if (retry.status !== 401) throw toApiError(retry.status, retry.body);
  }
  sessionStore.clear();
  throw toApiError(first.status, first.body);
}

/**
 * `uploadForm` to a route by its method and path (`'POST /api/photos/:bikeId/photo'`, decision 070): the
 * answer is that route's response schema's, as `apiClient.call` gives it.
 */
export function uploadTo<E extends ApiEndpoint>(
  endpoint: E,
  params: Record<string, string>,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiAnswer<E>> {
  return uploadForm<ApiAnswer<E>>(endpointUrl(endpoint, params), form, options);
}
