import { z } from 'zod';
import { limits } from '../limits.ts';
import { languageSchema, personaSchema } from './account.ts';

/**
 * Sign in with Google: what the browser sends after the provider has answered.
 * A first sign-in and the linking of an existing account each spend a ticket
 * the API issued at the callback (`/auth/callback?status=signup|link&ticket=…`).
 */

/** The status the API's callback hands to the web page `/auth/callback`. */
export const googleCallbackStatuses = ['ok', 'signup', 'link', 'two_factor', 'error'] as const;
export type GoogleCallbackStatus = (typeof googleCallbackStatuses)[number];

/** Why a Google sign-in did not go through (`/auth/callback?status=error&code=…`). */
export const googleErrorCodes = ['cancelled', 'state_mismatch', 'provider_error', 'email_unverified', 'account_unavailable', 'identity_conflict'] as const;
export type GoogleErrorCode = (typeof googleErrorCodes)[number];

const ticketSchema = z.string({ error: 'validation.required' }).trim().min(16, 'validation.token_invalid').max(200, 'validation.token_invalid');

const mustAccept = (key: string) => z.literal(true, { error: key });

/** The consents of a first Google sign-in: the sign-up form without name, e-mail and password. */
export const googleSignupFormSchema = z.object({
  role: personaSchema.default('owner'),
  acceptTerms: mustAccept('validation.accept_terms'),
  acceptPrivacy: mustAccept('validation.accept_privacy'),
  confirmAge16: mustAccept('validation.confirm_age'),
});

/** Body of `POST /api/auth/google/complete`: creates the account of a first Google sign-in. */
export const googleCompleteSchema = googleSignupFormSchema.extend({ ticket: ticketSchema, language: languageSchema.optional() });
export type GoogleCompleteInput = z.input<typeof googleCompleteSchema>;

/** The password form that links Google to an existing account. */
export const googleLinkFormSchema = z.object({
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(limits.passwordMaxLength, 'validation.password_max_length'),
});

/** Body of `POST /api/auth/google/link`: the account's password proves it is the same person. */
export const googleLinkSchema = googleLinkFormSchema.extend({ ticket: ticketSchema });
export type GoogleLinkInput = z.input<typeof googleLinkSchema>;

/**
 * A same-site relative path to return to, or null: one leading `/` (not `//`
 * or `/\`, which browsers read as another host) and no control characters.
 */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 2000) return null;
  return value;
}
