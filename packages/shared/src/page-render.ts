import type { ApiErrorBody } from './errors.ts';
import type { Language } from './languages.ts';
import type { StolenList, StolenPage } from './schemas/stolen.ts';
import type { VerificationResponse } from './schemas/tag.ts';
import type { PublicUser } from './schemas/user.ts';

/**
 * The contract between the API and the web app's server renderer
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server/): the API
 * says what to render, the renderer answers the page's markup (decision 029).
 */

/**
 * Company facts and the support address: the browser's configuration allowlist
 * (`GET /api/config/public`), the one source of these facts for every page.
 */
export interface PublicConfig {
  success: true;
  /** `address` is absent when the operator has not configured one: pages leave it out, never show a placeholder. */
  company: { name: string; vat: string; address?: string };
  /** The one support address (SUPPORT_EMAIL): home, /contact, FAQ, legal pages and mails all give this one. */
  supportEmail: string;
  version: string;
  /** Whether Sign in with Google is configured on the server. */
  googleSignIn: boolean;
  /** The map tiles' provider (MAP_TILE_*): no tile is asked of it before the visitor asks for a map. */
  map: PublicMapConfig;
}

/** Where the maps' tiles come from (decision 052): the browser asks `tileUrl` only once a map is asked for. */
export interface PublicMapConfig {
  /** A Leaflet `{z}/{x}/{y}` template (with `{s}` and `{r}` allowed): https, or a path on the site's own origin. */
  tileUrl: string;
  /** Shown in the map's corner, as the provider's licence asks: text, with at most `<a href="https://…">` links. */
  attribution: string;
  /** Who receives the visitor's address and the area shown, and where it processes them (privacy page, the map's button). */
  provider: string;
}

/** What the sighting form showed when the server refused a report sent without JavaScript. */
export interface SightingFormState {
  values: { note: string; shareExact: boolean; contactConsent: boolean; contactEmail: string };
  /** Field → i18n key of the problem (`validation.*`, `photos.*`). */
  errors: Record<string, string>;
  /** A problem with the report as a whole (`errors.*`: too many reports, the bike no longer stolen). */
  formError?: string;
}

/** Why a theft's public page ended: found, or taken down by its owner. */
export type TheftOutcome = 'recovered' | 'withdrawn';

/** What a server-rendered page was rendered from; the browser hydrates from the same (a JSON block, never executed). */
export interface ServerRenderData {
  language: Language;
  publicConfig: PublicConfig;
  /** The tag page: the verification of this page view, already recorded by the server. */
  verification?: VerificationResponse;
  /** The tag page: why its link could not be verified (a damaged secure link); nothing was recorded. */
  verificationError?: ApiErrorBody;
  /** The tag page or a stolen bike's public page after a refused report: the form as it was sent, with what was wrong. */
  sightingForm?: SightingFormState;
  /** A published theft's public page (`/rubate/:publicId`) or poster: the theft as `GET /api/stolen/:publicId` gives it. */
  stolenPage?: StolenPage;
  /** The stolen listing (`/rubate`) without filters: its first page, as `GET /api/stolen` gives it. */
  stolenList?: StolenList;
  /**
   * A theft's public page or poster once it is no longer searched for (issue #27): `recovered` (the bike
   * was found: the thanks) or `withdrawn` (the owner took it down); sent with 410 and nothing about the theft.
   */
  theftEnded?: { outcome: TheftOutcome };
  /** What the page shows does not exist (an unknown, withdrawn or recovered theft): the not-found page, sent with 404. */
  notFound?: true;
  /**
   * A signed-in page rendered for its owner (issue #27 item 6): who the refresh cookie says is signed in (as
   * `GET /api/users/me` gives it) and the page's first answers, by API path, as the API gave them to that person.
   * Such a document is personal: sent `private, no-store`, never kept.
   */
  signedIn?: { user: PublicUser; answers: Record<string, unknown> };
}

export interface PageRenderRequest extends Omit<ServerRenderData, 'language' | 'publicConfig'> {
  /** Path and query, as the browser asked for it. */
  url: string;
  language: Language;
  publicConfig: PublicConfig;
}

export interface RenderedPage {
  /** 404 for a path the app does not know (the not-found page is rendered). */
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  /** The page's own <title>, <meta> and <link> elements, for <head>. */
  head: string;
  /** The data block the browser hydrates from. */
  data: ServerRenderData;
  /** The page modules' source files, to name their chunks in modulepreload hints from the build manifest. */
  sources: string[];
  /** The translation namespaces the page uses. */
  namespaces: string[];
  /** The files holding those texts in the page's language (and Italian, the fallback), preloaded too (decision 060). */
  texts: string[];
}

/** What a page the browser renders alone needs first (decision 060), named in the document the server sends for it. */
export interface AppPageNeeds {
  /** The page modules' source files (their chunks, from the build manifest). */
  sources: string[];
  /**
   * The files holding the page's texts in the visitor's language (and Italian, the fallback), with the shell's
   * outside Italian (in the entry in Italian only).
   */
  texts: string[];
  /** The API paths the page GETs first for a signed-in person. */
  data: string[];
}

/** The id of the block that names a signed-in page's first API paths (`{ data: string[] }`), read by the early script. */
export const appEarlyDataId = 'ritrova-early';

/** The id of the data block in a server-rendered page. */
export const serverRenderDataId = 'ritrova-ssr';
