import { z } from 'zod';

/**
 * Where the maps' tiles come from (issue #26, decision 052): MAP_TILE_URL, MAP_TILE_ATTRIBUTION and
 * MAP_TILE_PROVIDER, read by config.ts. The template goes to the browser (Leaflet fills it), and its
 * origin is the one image source the Content-Security-Policy adds to the site's own.
 */

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Visibly "© OpenStreetMap contributors", linked to the copyright page as OpenStreetMap's licence asks. */
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const DEFAULT_MAP_TILE_PROVIDER = 'OpenStreetMap Foundation (United Kingdom)';

/** A parsed MAP_TILE_URL: `imageSource` the CSP source it needs (null: the site's own origin). */
export interface TileTemplate {
  url: string;
  imageSource: string | null;
  /** http on this machine: accepted outside production only (loadConfig checks). */
  insecure: boolean;
}

/** What Leaflet fills in a tile URL: zoom, column, row, subdomain, and `@2x` on high-density screens. */
const PLACEHOLDERS = new Set(['z', 'x', 'y', 's', 'r']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The problem with a tile URL template, or its parse. */
function parseTileTemplate(template: string): TileTemplate | string {
  const placeholders = [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');
  const unknown = placeholders.filter((name) => !PLACEHOLDERS.has(name));
  if (unknown.length > 0) return `{${unknown[0]}} is not filled by the map: use {z}, {x}, {y} (and {s}, {r})`;
  if (!['z', 'x', 'y'].every((name) => placeholders.includes(name)))
    return 'must be a tile template with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png';
  // A path on the site itself (self-hosted tiles): the CSP's 'self' covers it.
  if (template.startsWith('/') && !template.startsWith('//')) return { url: template, imageSource: null, insecure: false };
  const scheme = /^(https?):\/\/([^/?#]*)/.exec(template);
  if (!scheme) return 'must be an https:// URL or a path on this site (/tiles/{z}/{x}/{y}.png)';
  const [, protocol, authority = ''] = scheme;
  if (authority.includes('@')) return 'must not carry a user name or password';
  // {s} stands for a subdomain (a, b, c…): the CSP takes any subdomain of the rest.
  const wildcard = authority.startsWith('{s}.');
  const host = wildcard ? authority.slice(4) : authority;
  if (host.includes('{')) return '{s} may only stand for the first label of the host ({s}.tile.example.org)';
  let origin: string;
  try {
    origin = new URL(`${protocol}://${host}`).origin;
  } catch {
    return `${host} is not a host name`;
  }
  const hostname = new URL(origin).hostname;
  if (protocol === 'http' && (wildcard || !LOOPBACK_HOSTS.has(hostname)))
    return 'must be https (http only for a tile server on this machine, outside production)';
  return { url: template, imageSource: wildcard ? origin.replace('://', '://*.') : origin, insecure: protocol === 'http' };
}

/** MAP_TILE_URL: a Leaflet tile template over https (or on this site); its problems named. */
export const mapTileUrl = z
  .string()
  .trim()
  .transform((value, ctx): TileTemplate => {
    const parsed = parseTileTemplate(value);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  })
  .default(parseTileTemplate(DEFAULT_MAP_TILE_URL) as TileTemplate);

/**
 * Whether an attribution is text with at most `<a href="https://…">` links: the map shows it as
 * markup (Leaflet's attribution control), so nothing else may come through, whoever configured it.
 */
export function isAttributionMarkup(value: string): boolean {
  const withoutLinks = value.replace(/<a href="https:\/\/[^"<>\s]+">([^<>]*)<\/a>/g, '$1');
  return !/[<>]/.test(withoutLinks);
}

export const mapTileAttribution = z
  .string()
  .trim()
  .min(1)
  .refine(isAttributionMarkup, 'must be text with at most <a href="https://…">…</a> links (the map shows it as markup)')
  .default(DEFAULT_MAP_TILE_ATTRIBUTION);

export const mapTileProvider = z
  .string()
  .trim()
  .min(1, 'must name who serves the tiles and where (e.g. "Example Maps GmbH (Germany)")')
  .max(200, 'must be at most 200 characters')
  .default(DEFAULT_MAP_TILE_PROVIDER);
