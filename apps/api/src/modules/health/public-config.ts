import type { PublicConfig } from '@ritrova/shared';
import type { Config } from '../../config.ts';

/**
 * The only configuration that reaches the browser, an explicit allowlist: company
 * facts for the footer and legal pages, the support address, and whether Sign in
 * with Google is offered. Served by `GET /api/config/public` and put into every
 * page the server renders.
 */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    success: true,
    company: config.company,
    supportEmail: config.mail.supportAddress,
    version: config.version,
    googleSignIn: config.google !== null,
  };
}
