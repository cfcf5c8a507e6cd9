import { type ApiErrorBody, extractServerMessage, isApiErrorBody } from '@ritrova/shared';

/** Codes the client adds to the server's own when there is no usable answer. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'REQUEST_ERROR' | 'INVALID_RESPONSE' | 'REGISTER_INVALID_RESPONSE' | 'SERVER_OFFLINE';

export type FieldError = { field: string; i18nKey: string; message: string };

/** A failed call: HTTP status (0 without a response), code, translation key and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly i18nKey: string;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** The answer's body as it came (a failed verification may carry partial tag data, spec §4). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    i18nKey?: string;
    fields?: FieldError[];
    retryAfterSeconds?: number;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.i18nKey = init.i18nKey ?? `errors.${init.code}`;
    this.fields = init.fields ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** An error the client raises itself (no server answer, or an answer it cannot use). */
export function clientError(code: ClientErrorCode, message: string = code, status = 0): ApiError {
  return new ApiError({ status, code, message });
}

/**
 * Turns a failed HTTP answer into an ApiError. Our API's bodies carry a code and
 * a key; anything else (a proxy page, an older server) is classified by status.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const apiBody: ApiErrorBody = body;
    return new ApiError({
      status,
      code: apiBody.error,
      // NOTE: our bodies put the code in `error`, which extractServerMessage would pick first;
      // the human sentence is in `message`.
      message: apiBody.message || extractServerMessage(body),
      i18nKey: apiBody.i18nKey,
      fields: apiBody.fields,
      retryAfterSeconds: apiBody.retryAfterSeconds,
      body,
    });
  }
  return new ApiError({ status, code: status >= 500 ? 'SERVER_ERROR' : 'REQUEST_ERROR', message: extractServerMessage(body) });
}

const oauthHint = /google|oauth/i;

/**
 * Spec §8 mapping of a failed sign-in: wrong credentials (400/401) read as
 * EMAIL_PASSWORD_INCORRECT unless the server says the account uses Google;
 * 5xx is a server error; no answer is a network error; the rest is unknown.
 * Codes our API sends on purpose (rate limit, suspension) are kept: they tell
 * the user what to do next.
 */
export function mapLoginError(error: unknown): ApiError {
  if (!(error instanceof ApiError)) return clientError('REQUEST_ERROR', error instanceof Error ? error.message : String(error));
  if (error.status === 0) return error.code === 'TIMEOUT' ? error : clientError('NETWORK_ERROR', error.message);
  if (error.status === 400 || error.status === 401) {
    // Our API names the Google-only account by code, with a translation.
    if (error.code === 'USE_GOOGLE_SIGN_IN') return error;
    if (oauthHint.test(error.message)) {
      // The server's own sentence says which sign-in to use; there is no key to translate.
      return new ApiError({ status: error.status, code: 'OAUTH_ACCOUNT', message: error.message, i18nKey: '' });
    }
    return new ApiError({ status: error.status, code: 'EMAIL_PASSWORD_INCORRECT', message: error.message });
  }
  if (error.status >= 500) return new ApiError({ status: error.status, code: 'SERVER_ERROR', message: error.message });
  if (error.code === 'RATE_LIMITED' || error.code === 'ACCOUNT_SUSPENDED') return error;
  return new ApiError({ status: error.status, code: 'REQUEST_ERROR', message: error.message });
}
