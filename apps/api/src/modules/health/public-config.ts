import type { PublicConfig } from '@ritrova/shared';
import type { Config } from '../../config.ts';

/**
 * The only configuration that reaches the browser, an explicit allowlist: company
 * facts for the footer and legal pages, the support address, whether Sign in
 * with Google is offered, and the map tiles' provider (asked only once a visitor
 * opens a map). Served by `GET /api/config/public` and put into every page the
 * server renders.
 */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    success: true,
    // NOTE: an unset address is left out of the answer, not sent empty: the pages omit the line.
    company: { name: config.company.name, vat: config.company.vat, ...(config.company.address ? { address: config.company.address } : {}) },
    supportEmail: config.mail.supportAddress,
    version: config.version,
    googleSignIn: config.google !== null,
    map: { tileUrl: config.mapTiles.url, attribution: config.mapTiles.attribution, provider: config.mapTiles.provider },
  };
}
