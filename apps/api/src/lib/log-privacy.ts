import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a log line may say (DESIGN §5 "Personal data": logs hold no person and no
 * secret). The request line is built field by field (plugins/request-log.ts); these
 * are the nets under everything else: error objects and free text lose what could
 * carry a token, a position or an address before they are written.
 */

/** What a request line names instead of a route pattern when no route matched (a 404, or a page of the web app). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** A URL's query with at least one `name=value`: tokens, signatures, SUN values, UIDs and positions travel there. */
const QUERY = /\?[^\s"'<>`]*=[^\s"'<>`]*/g;
/** An e-mail address (a top-level domain of letters, so `pkg@1.2.3` in a stack trace stays). */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
/** A quoted value in a PostgreSQL data exception (class 22: `invalid input syntax for type uuid: "…"` quotes the input). */
const QUOTED = /"[^"]*"/g;

/** `text` without URL queries and e-mail addresses. */
export function scrubLogText(text: string): string {
  return text.replace(QUERY, '?[query]').replace(EMAIL, '[e-mail]');
}

/** The lines of a PostgreSQL server message that quote rows or statements (`DETAIL:  Key (email)=(…)`). */
const DATABASE_VALUE_LINES = /^(\s*(?:[\d-]+ [\d:.]+ \w+ \[\d+\] )?(?:DETAIL|STATEMENT|CONTEXT|HINT):).*$/gm;

/** A line of the embedded PostgreSQL server's own log, without the rows and statements it may quote. */
export function scrubDatabaseLog(line: string): string {
  return scrubLogText(line.replace(DATABASE_VALUE_LINES, '$1 [omitted]'));
}

/** The properties of an error worth a line: codes and names from the code or the database schema, never values. */
const KEPT_ERROR_FIELDS = ['code', 'statusCode', 'reason', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_CAUSES = 3;

/**
 * An error as a log line holds it: its type, code, message and stack (scrubbed), and a
 * few named fields. PostgreSQL's `detail` (`Key (email)=(…) already exists`), `where`
 * and `hint`, a library's request or response, and any other property are left out.
 */
export function serializeLogError(err: unknown, depth = 0): unknown {
  if (typeof err !== 'object' || err === null) return typeof err === 'string' ? scrubLogText(err) : err;
  const fields = err as Record<string, unknown>;
  const dataException = typeof fields.code === 'string' && /^22[0-9A-Z]{3}$/.test(fields.code);
  const scrub = (text: string) => scrubLogText(dataException ? text.replace(QUOTED, '"[value]"') : text);
  const out: Record<string, unknown> = {};
  if (err instanceof Error) out.type = err.constructor?.name ?? err.name;
  if (typeof fields.message === 'string') out.message = scrub(fields.message);
  if (typeof fields.stack === 'string') out.stack = scrub(fields.stack);
  for (const name of KEPT_ERROR_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') out[name] = scrub(value);
    else if (typeof value === 'number') out[name] = value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeLogError(fields.cause, depth + 1);
  return out;
}

/** The route pattern a request matched (`/api/tags/info/:uid`), never its URL. */
export function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/**
 * pino serializers for the app's loggers: `err` as above; `req` and `res`, should
 * anything log a request or a reply object, as method and route pattern, and status.
 */
export const logSerializers = {
  err: (err: unknown) => serializeLogError(err),
  req: (request: unknown) => {
    if (typeof request !== 'object' || request === null) return undefined;
    const { method } = request as { method?: unknown };
    return 'routeOptions' in request ? { method, route: routeOf(request as FastifyRequest) } : { method };
  },
  res: (reply: unknown) => (typeof reply === 'object' && reply !== null ? { statusCode: (reply as FastifyReply).statusCode } : undefined),
};
