import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 32 bytes (256 bits) for links and cookies. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as their SHA-256: they are long random values, so a plain
 * hash suffices, and a database leak does not hand out working links.
 */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
