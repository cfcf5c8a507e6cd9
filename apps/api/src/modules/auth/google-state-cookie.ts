import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { AuthorizationChecks } from './google.client.ts';

/**
 * The state, nonce and PKCE verifier of a Google sign-in in progress, with the
 * page to return to, live in this cookie between `/start` and `/callback`. It is
 * httpOnly and SameSite=Lax: Strict would not be sent on the navigation back
 * from Google. In production it is `__Host-`-prefixed, so a subdomain cannot
 * plant one. Its content is no secret from the browser it belongs to.
 */
const LIFETIME_SECONDS = 10 * 60;

const pendingSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(1).max(200),
  next: z.string().max(2000).nullable(),
});

export type PendingGoogleSignIn = AuthorizationChecks & { next: string | null };

function cookieName(config: Config): string {
  return config.isProduction ? '__Host-ritrova_google' : 'ritrova_google';
}

function cookieOptions(config: Config) {
  return { httpOnly: true, secure: config.isProduction, sameSite: 'lax' as const, path: config.isProduction ? '/' : '/api/auth/google' };
}

export function setGoogleStateCookie(reply: FastifyReply, config: Config, pending: PendingGoogleSignIn): void {
  const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
  reply.setCookie(cookieName(config), value, { ...cookieOptions(config), maxAge: LIFETIME_SECONDS });
}

export function clearGoogleStateCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), cookieOptions(config));
}

/** The pending sign-in of this browser, or null when the cookie is missing, expired or malformed. */
export function readGoogleStateCookie(request: FastifyRequest, config: Config): PendingGoogleSignIn | null {
  const raw = request.cookies[cookieName(config)];
  if (!raw) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
