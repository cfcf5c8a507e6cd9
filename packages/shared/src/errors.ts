/**
 * Error codes the API answers with. Every error body is
 * `{ success: false, error: code, message, i18nKey }`; the client translates `i18nKey`.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'EMAIL_PASSWORD_INCORRECT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'HUNTER_NAME_TAKEN',
  'HUNTER_NAME_REQUIRED',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REFRESH_TOKEN_INVALID',
  'VERIFICATION_TOKEN_INVALID',
  'RESET_TOKEN_INVALID',
  'CURRENT_PASSWORD_INCORRECT',
  'ACCOUNT_SUSPENDED',
  'USE_GOOGLE_SIGN_IN',
  'IDENTITY_TICKET_INVALID',
  'TWO_FACTOR_CODE_INCORRECT',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_SETUP_MISSING',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_KEEP_FOR_ADMIN',
  'CONFIRM_EMAIL_MISMATCH',
  'LAST_ADMIN',
  'CANNOT_CHANGE_OWN_ACCOUNT',
  'SPLIT_INVALID',
  'CONSENT_REQUIRED',
  'TAG_NOT_IN_SHOP',
  'TAG_UID_TAKEN',
  'TAG_NOT_PLAIN',
  'TAG_READBACK_MISMATCH',
  'TAG_LOCKED',
  'BIKE_NOT_FOUND',
  'BIKE_STOLEN',
  'TRANSFER_NOT_FOUND',
  'TRANSFER_PENDING',
  'TRANSFER_TO_SELF',
  'TRANSFER_NOT_PENDING',
  'TRANSFER_EXPIRED',
  'EMAIL_NOT_VERIFIED',
  'TAG_NOT_FOUND',
  'TAG_OWNED_BY_OTHER',
  'TAG_UNAVAILABLE',
  'BIKE_HAS_TAG',
  'BIKE_ALREADY_STOLEN',
  'BIKE_NOT_STOLEN',
  'PENDING_SESSION_NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'NOTHING_TO_RELEASE',
  'INSUFFICIENT_BALANCE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_OPEN',
  'PAYMENT_REFUNDED',
  'REWARD_NOT_AWAITING_PAYMENT',
  'CANNOT_CREDIT_SELF',
  'HUNTER_NOT_ELIGIBLE',
  'VERIFIED_PRESENCE_REQUIRED',
  'NOT_A_SECURE_BATCH',
  'TAG_URL_TOO_LONG',
  'KEY_VERSIONS_EXHAUSTED',
  'BATCH_CHIP_MISMATCH',
  'REWARD_ALREADY_SETTLED',
  'DISPUTE_WINDOW_CLOSED',
  'DISPUTE_ALREADY_OPEN',
  'DISPUTE_NOT_OPEN',
  'PAYOUT_FROZEN',
  'PAYOUT_NOT_PENDING',
  'PAYOUT_METHOD_MISSING',
  'HUNT_NOT_AVAILABLE',
  'CONVERSATION_BLOCKED',
  'WEBHOOK_SIGNATURE_INVALID',
  'BIKE_HAS_REWARD',
  'PHOTO_REJECTED',
  'PHOTO_NOT_FOUND',
  'THEFT_RECOVERED',
  'THEFT_WITHDRAWN',
  'FINDER_LINK_INVALID',
  'UPLOAD_IN_PROGRESS',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The translation key of an error code, e.g. `errors.EMAIL_TAKEN`. */
export function errorI18nKey(code: ErrorCode): string {
  return `errors.${code}`;
}

/** The body of every failed API response. */
export interface ApiErrorBody {
  success: false;
  error: ErrorCode;
  message: string;
  i18nKey: string;
  /** For validation errors: each offending field with its translation key. */
  fields?: { field: string; i18nKey: string; message: string }[];
  /** For rate limits: seconds until the next attempt is allowed. */
  retryAfterSeconds?: number;
}

/** Whether a value looks like an API error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { i18nKey?: unknown }).i18nKey === 'string'
  );
}
