import { AppError } from './errors.ts';

/**
 * Failures that say the database cannot be reached now, not that the request
 * is wrong: connection refused, reset or timed out; the server shutting down
 * or starting (57P01–57P03), out of connections (53300), connection
 * exceptions (class 08). The request may succeed in a moment.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);
// node-postgres reports these without a code.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // An AggregateError (a refused connection tried on IPv4 and IPv6) carries the real ones.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** The answer while the database is away: 503 with Retry-After, in the usual error body. */
export const databaseUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer. Try again in a moment', { retryAfterSeconds: 5 });
