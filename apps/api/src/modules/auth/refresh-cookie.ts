import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The refresh token travels only in an httpOnly, SameSite=Strict cookie on Path=/
 * (the server-rendered tag page reads it to know its owner, decision 059). In
 * production it is `__Host-`-prefixed (Secure, no Domain), so no subdomain or
 * plain-HTTP page can set or read it.
 */
export function refreshCookieName(config: Config): string {
  return config.isProduction ? '__Host-ritrova_refresh' : 'ritrova_refresh';
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'strict' as const,
    path: '/',
  };
}

/**
 * Off production the cookie once lived on Path=/api/auth: such a cookie would be sent first on
 * `/api/auth` and spend a rotated token. It is cleared whenever the cookie is set or cleared.
 * NOTE: remove once no development browser can hold one (after the refresh lifetime, 2026-12-27).
 */
function clearLegacyPath(reply: FastifyReply, config: Config): void {
  if (!config.isProduction) reply.clearCookie(refreshCookieName(config), { ...cookieOptions(config), path: '/api/auth' });
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(refreshCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
  clearLegacyPath(reply, config);
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(refreshCookieName(config), cookieOptions(config));
  clearLegacyPath(reply, config);
}

export function readRefreshCookie(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[refreshCookieName(config)];
}
