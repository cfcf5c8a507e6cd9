import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Where a browser says a request comes from (issue #24, decision 041):
 * - `same-origin`: from one of the allowed origins (PUBLIC_URL's, for the API also CORS_ORIGINS'),
 *   or from a page the browser itself calls same-origin;
 * - `foreign`: another site's page, or an origin the browser hides (`Origin: null`: a sandboxed
 *   frame, a file, a `data:` page — nothing tells them from an attacker's);
 * - `unknown`: no browser signal at all (a script, an app, a browser older than 2019 whose
 *   referrer was stripped).
 */
export type RequestSite = 'same-origin' | 'foreign' | 'unknown';

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The origin (`scheme://host[:port]`) of an absolute URL, or null when it is none. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Reads, in order, what modern browsers cannot be made to lie about: `Sec-Fetch-Site` (the browser's
 * own verdict; `same-site` and `cross-site` stand unless the Origin is an allowed one, as an API
 * caller on CORS_ORIGINS is cross-site by design), then `Origin` (every browser sends it on a POST
 * since 2019), then `Referer`'s origin (older browsers; our pages' Referrer-Policy keeps it for
 * same-origin requests).
 */
export function requestSite(headers: IncomingHttpHeaders, allowedOrigins: ReadonlySet<string>): RequestSite {
  const origin = single(headers.origin)?.trim();
  const allowedOrigin = origin !== undefined && origin !== 'null' && allowedOrigins.has(origin);
  const fetchSite = single(headers['sec-fetch-site'])?.trim().toLowerCase();
  if (fetchSite === 'same-origin') return 'same-origin';
  if (fetchSite === 'same-site' || fetchSite === 'cross-site') return allowedOrigin ? 'same-origin' : 'foreign';
  if (origin && origin !== 'null') return allowedOrigin ? 'same-origin' : 'foreign';
  const referer = single(headers.referer)?.trim();
  if (referer) {
    const from = originOf(referer);
    return from !== null && allowedOrigins.has(from) ? 'same-origin' : 'foreign';
  }
  return origin === 'null' ? 'foreign' : 'unknown';
}

/**
 * An `onRequest` hook for routes a page of this site posts to: a request its browser says comes from
 * another site — and, unless `acceptUnknown`, one no browser signal vouches for — is answered by
 * `refuse` before its body is read (the route's `settleUnreadBody` drops what is left of it).
 */
export function onlyFromOrigins(
  allowedOrigins: ReadonlySet<string>,
  options: { acceptUnknown: boolean; refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> },
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const site = requestSite(request.headers, allowedOrigins);
    if (site === 'same-origin' || (site === 'unknown' && options.acceptUnknown)) return undefined;
    return options.refuse(request, reply);
  };
}

/** The origins of a configuration's own pages (PUBLIC_URL) and, with `cors`, of the API's CORS callers. */
export function ownOrigins(config: { publicUrl: string; corsOrigins: readonly string[] }, cors = false): ReadonlySet<string> {
  const origins = [config.publicUrl, ...(cors ? config.corsOrigins : [])].map(originOf).filter((o): o is string => o !== null);
  return new Set(origins);
}

/**
 * The `onRequest` hook of the API's public reports (`POST /api/sightings`, `/api/stolen/:id/sightings`):
 * they take multipart, which any site's form can make a browser send without asking CORS, so a request
 * its browser says comes from another site (not PUBLIC_URL, not CORS_ORIGINS) is refused with 403; a
 * client that is no browser (no Origin, Referer or Sec-Fetch-Site) is taken, as it always was.
 */
export function apiReportsFromOwnPages(config: { publicUrl: string; corsOrigins: readonly string[] }) {
  return onlyFromOrigins(ownOrigins(config, true), {
    acceptUnknown: true,
    refuse: () => {
      throw new AppError(
        403,
        'FORBIDDEN',
        'A report is taken from Ritrova’s own pages, or from a client that is not a browser: this one came from another site',
      );
    },
  });
}
