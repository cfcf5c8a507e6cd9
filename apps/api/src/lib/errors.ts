import { type ApiErrorBody, type ErrorCode, errorI18nKey } from '@ritrova/shared';

/** The English text of each error; the client shows the translation of `i18nKey`. */
const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'The request has invalid fields',
  MALFORMED_JSON: 'The request body is not valid JSON',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported',
  EMAIL_PASSWORD_INCORRECT: 'Email o password non corretti',
  EMAIL_TAKEN: 'Email già registrata',
  USERNAME_TAKEN: 'This username is already taken',
  HUNTER_NAME_TAKEN: 'This Hunter name is already taken',
  HUNTER_NAME_REQUIRED: 'A Hunter keeps a public Hunter name',
  RATE_LIMITED: 'Too many attempts. Try again later',
  UNAUTHORIZED: 'Authentication required',
  TOKEN_EXPIRED: 'Session expired. Please sign in again',
  FORBIDDEN: 'Accesso negato: Non hai i permessi necessari per accedere a questa pagina.',
  NOT_FOUND: 'Not found',
  REFRESH_TOKEN_INVALID: 'Session expired. Please sign in again',
  VERIFICATION_TOKEN_INVALID: 'This verification link is invalid or has expired',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired',
  CURRENT_PASSWORD_INCORRECT: 'The current password is not correct',
  ACCOUNT_SUSPENDED: 'This account is suspended. Contact support',
  USE_GOOGLE_SIGN_IN: 'This account signs in with Google (OAuth): use "Sign in with Google"',
  IDENTITY_TICKET_INVALID: 'This Google sign-in has expired. Start again',
  TWO_FACTOR_CODE_INCORRECT: 'The code is not right. Check the time on your phone, or use a recovery code',
  TWO_FACTOR_CHALLENGE_INVALID: 'This sign-in has expired. Enter e-mail and password again',
  TWO_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on',
  TWO_FACTOR_SETUP_MISSING: 'Start the two-factor set-up again',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on',
  TWO_FACTOR_REQUIRED: 'Administrator accounts must turn on two-factor sign-in first (Settings, Security)',
  TWO_FACTOR_KEEP_FOR_ADMIN: 'Administrator accounts cannot turn off two-factor sign-in',
  CONFIRM_EMAIL_MISMATCH: 'Type the e-mail address of this account to confirm',
  LAST_ADMIN: 'The last administrator cannot lose the role or be suspended',
  CANNOT_CHANGE_OWN_ACCOUNT: 'Administrators cannot change their own role or suspend themselves',
  SPLIT_INVALID: 'The split must give each side between 0 and the whole amount',
  CONSENT_REQUIRED: 'The owner has not allowed this shop to add maintenance to the bike',
  TAG_NOT_IN_SHOP: 'This tag is not assigned to your shop',
  TAG_UID_TAKEN: 'This tag is already registered elsewhere (another shop, the inventory or a customer)',
  TAG_NOT_PLAIN: 'This is a secure tag (NTAG 424 DNA): it is programmed at the factory, not from a phone',
  TAG_READBACK_MISMATCH: 'The tag does not carry its own verification URL: write it again',
  TAG_LOCKED: 'This tag has been made read-only: it can no longer be undone',
  BIKE_NOT_FOUND: 'Bicicletta non trovata',
  BIKE_STOLEN: 'A bike reported stolen cannot be changed this way',
  TRANSFER_NOT_FOUND: 'Transfer not found',
  TRANSFER_PENDING: 'A transfer of this bike is already waiting for an answer',
  TRANSFER_TO_SELF: 'You cannot transfer a bike to yourself',
  TRANSFER_NOT_PENDING: 'This transfer is no longer waiting for an answer',
  TRANSFER_EXPIRED: 'This transfer has expired',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address first',
  TAG_NOT_FOUND: 'Tag non trovato',
  TAG_OWNED_BY_OTHER: 'This tag is already registered to another account',
  TAG_UNAVAILABLE: 'This tag has been reported lost or is no longer in service',
  BIKE_HAS_TAG: 'This bike already carries a tag',
  BIKE_ALREADY_STOLEN: 'This bike is already reported stolen',
  BIKE_NOT_STOLEN: 'This bike is not reported stolen',
  PENDING_SESSION_NOT_FOUND: 'Session expired or not found',
  IDEMPOTENCY_CONFLICT: 'This operation was already recorded with different amounts',
  NOTHING_TO_RELEASE: 'There is no funded reward to release',
  INSUFFICIENT_BALANCE: 'The amount is larger than the balance',
  PAYMENT_NOT_FOUND: 'Payment not found',
  PAYMENT_NOT_OPEN: 'This payment is no longer open',
  PAYMENT_REFUNDED: 'The reward was changed or withdrawn before this payment arrived: it has been refunded in full',
  REWARD_NOT_AWAITING_PAYMENT: 'The reward is not waiting for payment',
  CANNOT_CREDIT_SELF: 'You cannot credit yourself with the return of your own bike',
  HUNTER_NOT_ELIGIBLE: 'Only a Hunter who recorded a scan or sighting of this bike during the theft can be credited',
  VERIFIED_PRESENCE_REQUIRED: 'This bike has a secure tag: only a Hunter who tapped it during the theft (an authenticated scan) can be credited',
  NOT_A_SECURE_BATCH: 'This batch holds plain tags: it has no keys',
  TAG_URL_TOO_LONG: 'The site address is too long for the URL this chip can hold',
  KEY_VERSIONS_EXHAUSTED: 'All 255 key versions are in use',
  BATCH_CHIP_MISMATCH: 'This batch holds tags of another chip',
  REWARD_ALREADY_SETTLED: 'The reward has already been released or refunded',
  DISPUTE_WINDOW_CLOSED: 'Disputes can be raised only within 30 days of the recovery',
  DISPUTE_ALREADY_OPEN: 'A dispute is already open for this theft',
  DISPUTE_NOT_OPEN: 'This dispute is not open',
  PAYOUT_FROZEN: 'The payout is frozen by an open dispute',
  PAYOUT_NOT_PENDING: 'This payout is not pending',
  PAYOUT_METHOD_MISSING: 'The Hunter has not entered a payout method yet',
  HUNT_NOT_AVAILABLE: 'This hunt is not available',
  CONVERSATION_BLOCKED: 'The owner has blocked messages in this conversation',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is not valid',
  PHOTO_REJECTED: 'The photo was refused',
  PHOTO_NOT_FOUND: 'Photo not found',
  THEFT_RECOVERED: 'This bike was found: thank you to everyone who helped',
  THEFT_WITHDRAWN: 'This bike is no longer searched for',
  FINDER_LINK_INVALID: 'This conversation link is invalid or has expired',
  UPLOAD_IN_PROGRESS: 'Too many of your uploads at once: send the next one when one has finished',
  BIKE_HAS_REWARD: 'A bike with a reward history cannot be deleted',
  SERVER_ERROR: 'Errore del server. Riprova più tardi',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
};

/** An expected failure with its HTTP status; the error handler turns it into the JSON body. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly extra: Partial<Pick<ApiErrorBody, 'fields' | 'retryAfterSeconds' | 'i18nKey'>>;

  constructor(statusCode: number, code: ErrorCode, message?: string, extra: Partial<Pick<ApiErrorBody, 'fields' | 'retryAfterSeconds' | 'i18nKey'>> = {}) {
    super(message ?? defaultMessages[code]);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { success: false, error: this.code, message: this.message, i18nKey: errorI18nKey(this.code), ...this.extra };
  }
}

/** Builds the JSON body of an error by code. */
export function errorBody(code: ErrorCode, message?: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { success: false, error: code, message: message ?? defaultMessages[code], i18nKey: errorI18nKey(code), ...extra };
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes`, {
    retryAfterSeconds,
  });
