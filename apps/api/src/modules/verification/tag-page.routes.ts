// prefix-exception: /nfc — /nfc/verifica is the address written on every tag (spec §2), rendered per view by verification
// prefix-exception: /api/tags — the tag page's completion belongs to the verification hot path; the URL is the tags' as the other tap calls
import { randomUUID } from 'node:crypto';
import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import {
  isSunQuery,
  type Language,
  locationSchema,
  normalizeTagUid,
  PHOTO_LIMITS,
  parseSightingFields,
  type SightingFormState,
  type SightingReport,
  STOLEN_SIGHTING_ANCHOR,
  type VerificationResponse,
} from '@ritrova/shared';
import { tagAnswers } from '@ritrova/shared/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { clientKey, clientNetwork } from '../../lib/client-network.ts';
import { AppError } from '../../lib/errors.ts';
import { memoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { sendCrossSiteFormPage } from '../../lib/pages/cross-site-form-page.ts';
import type { EncodedDocument } from '../../lib/pages/encoded-document.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { onlyFromOrigins, ownOrigins } from '../../lib/same-origin.ts';
import { settleUnreadBody } from '../../lib/unread-body.ts';
import type { Pages } from '../../plugins/pages.ts';
import { readRefreshCookie, signedInByRefreshToken } from '../auth/index.ts';
import { deviceSummary } from './device-summary.ts';
import type { TagView } from './tag-view.ts';
import type { TagViewCache } from './tag-view-cache.ts';
import { completeViewScan, findViewScan, type Verifier } from './verification.service.ts';
import { viewCookie } from './view-cookie.ts';

export const TAG_PAGE_PATH = '/nfc/verifica';
/** Memory for kept tag pages: some 1,500 pages of about 30 KB with their compressed forms. */
const DOCUMENT_CACHE_BYTES = 64 * 1024 * 1024;
/** Where a report sent without JavaScript lands: the thanks, on a page of its own (reloading it sends nothing again). */
export const SIGHTING_SENT_PATH = '/nfc/verifica/grazie';
/** A report without JavaScript: one photo of at most 5 MB and its text fields (what is left unread of a refused one is dropped up to this). */
const SIGHTING_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;

// NOTE: a page of an older build also sends `deviceInfo`; the object drops it unread (the device was summarised when the page was rendered).
const completeViewSchema = z.object({ location: locationSchema.optional() });

/** What the page's address reads: a secure tag's signed query as it is, else its `?uid=`. */
function readingOf(search: string): { uid: string } | { sun: string } | null {
  const params = new URLSearchParams(search);
  if (isSunQuery(params)) return { sun: search.replace(/^\?/, '') };
  const uid = normalizeTagUid(params.get('uid') ?? '');
  return uid ? { uid } : null;
}

/** A prefetch or prerender (a browser guessing the next page, a link preview): no one is looking yet. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-purpose'] ?? ''}`.toLowerCase();
  return /\b(prefetch|prerender|preview)\b/.test(purpose);
}

/**
 * How the tag page's sighting form, sent without JavaScript, is read and reported: the theft module's
 * (sightings are its), handed in where the modules are registered (app.ts), so that this module, below
 * theft, never imports it (decision 068).
 */
export interface TagPageSightingForm<Photo> {
  /** The multipart limits of a sighting. */
  multipartLimits: NonNullable<FastifyMultipartBaseOptions['limits']>;
  /** The form's text fields (the first of each name) and its photo, if any. */
  read(request: FastifyRequest): Promise<{ fields: Record<string, string>; photo: Photo | null }>;
  /** Reports the sighting (a refusal is thrown). */
  report(ctx: AppContext, report: SightingReport, by: { reporterId: null; clientKey: string; photo: Photo | null; language: Language }): Promise<unknown>;
  /** The form as the page shows it again after `err` refused it (anything but a refusal is thrown again). */
  refused(fields: Record<string, string>, err: unknown): SightingFormState;
}

/** The scan this browser's page view recorded, while the view may still use it. */
function viewScanOfRequest(ctx: AppContext, request: FastifyRequest) {
  const token = request.cookies[viewCookie(ctx.config).name];
  if (!token || !/^[0-9a-f-]{36}$/.test(token)) return Promise.resolve(undefined);
  return findViewScan(ctx, token);
}

/**
 * `POST /api/tags/verify/complete`: the tag page the server rendered, once
 * interactive, completes its view's scan with what only the browser knows —
 * who is signed in (a Hunter's scan then counts for them) and where the
 * device is, when the visitor allowed it. Only the view's own cookie
 * can, within its lifetime, and only what is not recorded yet. Registered with
 * the API itself, so that its answer (packages/shared/src/api) is in the OpenAPI
 * document even where no web build is served (where no view cookie exists: 404).
 */
export function completeViewScanRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tags/verify/complete',
    {
      schema: {
        tags: ['public'],
        summary: "Complete the scan a server-rendered tag page recorded (who scanned, where): by the page view's cookie, once",
        body: completeViewSchema,
        response: { 200: tagAnswers['POST /api/tags/verify/complete'], ...errorResponses(400, 404, 429) },
      },
      onRequest: memoryRateLimit(app.ctx.config.rateLimits.verifyPerMinute, 60_000, app.ctx.clock),
      preHandler: app.identify,
    },
    async (request) => {
      const scan = await viewScanOfRequest(app.ctx, request);
      if (!scan) throw new AppError(404, 'NOT_FOUND', 'No page view to complete (it is older than 10 minutes, or was never rendered here)');
      const recorded = await completeViewScan(app.ctx, scan, { scannerId: request.currentUser?.id ?? null, location: request.body.location });
      return { success: true as const, ...recorded };
    },
  );
}

/**
 * `GET /nfc/verifica` (issue #16): the page a tag opens, rendered on the server
 * with the verdict in the first HTML. The view is verified and its scan
 * recorded (durable) before the page is sent — through the same verifier as
 * `POST /api/tags/verify` — and the page, once interactive, does not record a
 * second one. HEAD and prefetches record nothing (a prefetch gets the app
 * shell, which verifies only if it is ever shown). The same view of a tag in a
 * language renders the same page, so documents are kept while their view is.
 */
export async function tagPageRoutes<Photo>(
  app: FastifyInstance,
  pages: Pages,
  verifier: Verifier,
  cache: TagViewCache<TagView>,
  sightingForm: TagPageSightingForm<Photo>,
) {
  // Bounded by bytes, not count: random UIDs (each an "unknown tag" page naming its UID) must not grow it.
  const documents = new LRUCache<string, { view: TagView; document: EncodedDocument }>({
    maxSize: DOCUMENT_CACHE_BYTES,
    // The page and, once asked for, its two compressed forms (about a quarter of it each).
    sizeCalculation: ({ document }) => Math.ceil(document.body.length * 1.5),
  });
  cache.onClear(() => documents.clear());
  const cookie = viewCookie(app.ctx.config);

  /** The page of a tag's view in a language: kept while that very view is (the tag-view cache's coherence). */
  async function pageOf(view: TagView, answer: VerificationResponse, search: string, request: FastifyRequest): Promise<EncodedDocument> {
    const language = pages.language(request);
    const key = `${view.uid}\u0000${answer.authenticity}\u0000${language}`;
    const kept = documents.get(key);
    if (kept?.view === view) return kept.document;
    // The page shows the tag from its view: a canonical address renders the same for every link of it.
    const url = view.uid ? `${TAG_PAGE_PATH}?uid=${view.uid}` : `${TAG_PAGE_PATH}${search}`;
    const document = await pages.render({ url, language, verification: { ...answer, scanId: null } });
    if (view.uid && cache.listening) documents.set(key, { view, document });
    return document;
  }

  async function send(request: FastifyRequest, reply: FastifyReply) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const shell = () => reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (request.method === 'HEAD') return shell().send();
    if (isPrefetch(request)) return shell().send(pages.renderer.shell);
    const reading = readingOf(search);
    if (!reading) return pages.sendStatic(request, reply, TAG_PAGE_PATH);

    const viewToken = randomUUID();
    // A signed-in browser sends its refresh cookie (Path=/): read, never rotated, and only when it came
    // (an anonymous visitor's page costs no extra query). Her own tag is then her scan (decision 059).
    const refreshToken = readRefreshCookie(request, app.ctx.config);
    const sessionUser = refreshToken ? await signedInByRefreshToken(app.ctx.db, refreshToken, app.ctx.clock.now()) : undefined;
    let verified: Awaited<ReturnType<Verifier['verifyView']>>;
    try {
      verified = await verifier.verifyView({
        ...reading,
        deviceInfo: deviceSummary({ userAgent: request.headers['user-agent'], acceptLanguage: request.headers['accept-language'] }),
        scannerId: null,
        sessionUserId: sessionUser?.id,
        viewToken,
        clientNetwork: clientNetwork(request.ip),
        log: request.log,
      });
    } catch (err) {
      // A secure tag's link that lost part of its signed message: the page says so (nothing was recorded).
      if (!(err instanceof AppError) || err.statusCode !== 400) throw err;
      const document = await pages.render({ url: `${TAG_PAGE_PATH}${search}`, language: pages.language(request), verificationError: err.toBody() });
      return pages.send(request, reply, document, 'no-store');
    }
    // The owner's own tag leads her to her bike (as the page does once it knows her, issue #27).
    if (verified.answer.ownBikeId) return reply.header('cache-control', 'no-store').redirect(`/bikes/${verified.answer.ownBikeId}`, 303);
    const document = await pageOf(verified.view, verified.answer, search, request);
    reply.setCookie(cookie.name, viewToken, cookie.options);
    return pages.send(request, reply, document, 'no-store');
  }

  const viewScanOf = (request: FastifyRequest) => viewScanOfRequest(app.ctx, request);

  /**
   * `POST /nfc/verifica`: the sighting form of the tag page sent without
   * JavaScript (multipart, the same fields as `POST /api/sightings`). The same
   * service records it, linked to this view's scan; the answer is the thanks
   * (303 to their page) or the tag page again with the form as it was sent and
   * what was wrong (400), recording no new scan.
   */
  async function receiveReport(request: FastifyRequest, reply: FastifyReply) {
    let fields: Record<string, string> = {};
    try {
      if (!request.isMultipart()) throw new AppError(400, 'VALIDATION_ERROR', 'The report must be sent as multipart/form-data');
      const form = await sightingForm.read(request);
      fields = form.fields;
      const report = parseSightingFields(form.fields);
      const scan = await viewScanOf(request);
      const linked = scan && scan.uid === report.uid ? String(scan.id) : undefined;
      await sightingForm.report(
        app.ctx,
        { ...report, ...(linked && { scanId: linked }) },
        { reporterId: null, clientKey: await clientKey(app.ctx.keys, request.ip), photo: form.photo, language: pages.language(request) },
      );
      return reply.redirect(`${SIGHTING_SENT_PATH}${report.contactConsent ? '?contatto=1' : ''}`, 303);
    } catch (err) {
      const refused = sightingForm.refused(fields, err);
      const uid = normalizeTagUid(fields.uid ?? '');
      if (!uid) throw err;
      const scan = await viewScanOf(request);
      const verification = await verifier.describe(uid, scan?.uid === uid ? scan.authenticity : null);
      const document = await pages.render({ url: `${TAG_PAGE_PATH}?uid=${uid}`, language: pages.language(request), verification, sightingForm: refused });
      return pages.send(request, reply, document, 'no-store', 400);
    }
  }

  /** A report another site's page sent (issue #24): refused unread, with a page that leads to this tag's own. */
  function refuseForeignReport(request: FastifyRequest, reply: FastifyReply) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const uid = normalizeTagUid(new URLSearchParams(query).get('uid') ?? '');
    return sendCrossSiteFormPage(request, reply, uid ? `${TAG_PAGE_PATH}?uid=${uid}#${STOLEN_SIGHTING_ANCHOR}` : TAG_PAGE_PATH);
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: sightingForm.multipartLimits, throwFileSizeLimit: false });
    scope.post(TAG_PAGE_PATH, {
      schema: { hide: true },
      compress: false,
      // Only the tag page itself sends this form (a browser always says where a POST comes from).
      onRequest: onlyFromOrigins(ownOrigins(app.ctx.config), { acceptUnknown: false, refuse: refuseForeignReport }),
      onSend: settleUnreadBody(SIGHTING_BODY_LIMIT),
      // As POST /api/sightings: reports from one client are limited.
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
      handler: receiveReport,
    });
  });

  app.get(SIGHTING_SENT_PATH, { schema: { hide: true }, compress: false }, async (request, reply) =>
    pages.send(request, reply, await pages.render({ url: request.url, language: pages.language(request) }), 'no-store'),
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: TAG_PAGE_PATH,
    // Its documents are compressed once and kept; the compression plugin must not do it again.
    compress: false,
    schema: { hide: true },
    onRequest: memoryRateLimit(app.ctx.config.rateLimits.verifyPerMinute, 60_000, app.ctx.clock),
    handler: send,
  });
}
