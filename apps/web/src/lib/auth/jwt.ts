/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token is expired or will expire within `marginMs`. The margin is
 * the check interval, so a token never lapses between two checks.
 */
export function isTokenExpiring(token: string, now: number, marginMs = 0): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - marginMs <= now;
}
