import type { AuthResponse, Language, LoginInput, PublicUser, RegisterInput, TwoFactorChallenge, TwoFactorLoginInput } from '@ritrova/shared';
import { apiClient } from '../api-client';
import { clientError, mapLoginError } from '../api-error';

/**
 * The session endpoints the auth provider itself needs. Feature screens keep
 * their own endpoints under features/<feature>/api.
 */

function isAuthResponse(body: unknown): body is AuthResponse {
  const candidate = body as Partial<AuthResponse> | null | undefined;
  return typeof candidate?.token === 'string' && candidate.token !== '' && typeof candidate.user?.id === 'string';
}

/** Whether a sign-in answer asks for the second factor instead of starting a session. */
export function isTwoFactorChallenge(body: unknown): body is TwoFactorChallenge {
  const candidate = body as Partial<TwoFactorChallenge> | null | undefined;
  return candidate?.twoFactorRequired === true && typeof candidate.challenge === 'string';
}

/** `POST /api/auth/login`, with the spec §8 error mapping; an account with two-factor sign-in answers a challenge. */
export async function loginRequest(input: LoginInput): Promise<AuthResponse | TwoFactorChallenge> {
  let body: unknown;
  try {
    body = await apiClient.call('POST /api/auth/login', { body: input, withCredentials: true });
  } catch (err) {
    throw mapLoginError(err);
  }
  if (isTwoFactorChallenge(body)) return body;
  if (!isAuthResponse(body)) throw clientError('INVALID_RESPONSE', 'Risposta non valida dal server', 200);
  return body;
}

/** `POST /api/auth/two-factor`: the second step of a sign-in, with a code from the app or a recovery code. */
export async function twoFactorLoginRequest(input: TwoFactorLoginInput): Promise<AuthResponse> {
  const body = await apiClient.call('POST /api/auth/two-factor', { body: input, withCredentials: true, retryOnUnauthorized: false });
  if (!isAuthResponse(body)) throw clientError('INVALID_RESPONSE', 'Risposta non valida dal server', 200);
  return body;
}

/** `POST /api/auth/register`; a 201 without a session is an invalid answer (spec §8). */
export async function registerRequest(input: RegisterInput): Promise<AuthResponse> {
  const body = await apiClient.call('POST /api/auth/register', { body: input, withCredentials: true });
  if (!isAuthResponse(body)) throw clientError('REGISTER_INVALID_RESPONSE', 'Registrazione fallita: Formato risposta non valido', 201);
  return body;
}

/** `POST /api/auth/logout`: ends the refresh session held in the cookie. */
export function logoutRequest() {
  return apiClient.call('POST /api/auth/logout', { withCredentials: true });
}

/** `GET /api/users/me`; the start-up check does not redirect, the route guard decides. */
export async function getMe(options: { redirectOnSessionEnd?: boolean } = {}): Promise<PublicUser> {
  const body = await apiClient.call('GET /api/users/me', options);
  return body.user;
}

/** `POST /api/auth/resend-verification`: mails a new link to the signed-in user. */
export function resendVerification() {
  return apiClient.call('POST /api/auth/resend-verification');
}

/** `PUT /api/users/profile` with only the language, when the switcher changes it. */
export async function saveLanguagePreference(language: Language): Promise<PublicUser> {
  const body = await apiClient.call('PUT /api/users/profile', { body: { language } });
  return body.user;
}
