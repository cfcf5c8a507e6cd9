import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The refresh token travels only in an httpOnly, SameSite=Strict cookie. In
 * production it is `__Host-`-prefixed (Secure, Path=/, no Domain), so no
 * subdomain or plain-HTTP page can set or read it.
 */
export function refreshCookieName(config: Config): string {
  return config.isProduction ? '__Host-ritrova_refresh' : 'ritrova_refresh';
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'strict' as const,
    path: config.isProduction ? '/' : '/api/auth',
  };
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(refreshCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(refreshCookieName(config), cookieOptions(config));
}

export function readRefreshCookie(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[refreshCookieName(config)];
}
