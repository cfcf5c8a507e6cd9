// prefix-exception: /rubate — the public pages of stolen bikes at their Italian address, the one printed on posters (the web's route table)
import {
  type PageRenderRequest,
  PHOTO_LIMITS,
  parseStolenSightingFields,
  STOLEN_SIGHTING_ANCHOR,
  type StolenPage,
  stolenListQuerySchema,
  type TheftOutcome,
} from '@ritrova/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, clientNetwork } from '../../lib/client-network.ts';
import { AppError } from '../../lib/errors.ts';
import { sendCrossSiteFormPage } from '../../lib/pages/cross-site-form-page.ts';
import { onlyFromOrigins, ownOrigins } from '../../lib/same-origin.ts';
import { settleUnreadBody } from '../../lib/unread-body.ts';
import type { Pages } from '../../plugins/pages.ts';
import { clientUploader } from '../photos/index.ts';
import type { SightingPhotoFile } from '../theft-records/index.ts';
import { readSightingForm, refusedSightingForm } from '../theft-records/index.ts';
import { stolenPagePath } from './stolen.presenter.ts';
import * as stolen from './stolen.service.ts';

export const STOLEN_LIST_PATH = '/rubate';
/** The public page's query after a report sent without JavaScript: the page shows the thanks where the form was. */
export const SIGHTING_SENT_QUERY = 'segnalazione=inviata';
/** The listing's filters as its address keeps them (the web app's stolen-filters.ts): any of them, and the browser lists for itself. */
const LIST_FILTERS = ['comune', 'lat', 'lng', 'km', 'dal', 'al', 'pagina'];
/** A multipart report: one photo of at most 5 MB and its text fields (as `POST /api/stolen/:publicId/sightings`). */
const SIGHTING_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;
/** A report sent as `application/x-www-form-urlencoded` (no photo): its text fields only. */
const URLENCODED_BODY_LIMIT = 64 * 1024;

type Params = { publicId: string };

/** The theft's public page data; else why it has none: it ended (recovered, withdrawn), or null (unknown). */
async function publishedOrEnded(app: FastifyInstance, publicId: string): Promise<StolenPage | { outcome: TheftOutcome } | null> {
  try {
    return await stolen.stolenPage(app.ctx, publicId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'THEFT_RECOVERED') return { outcome: 'recovered' };
    if (err instanceof AppError && err.code === 'THEFT_WITHDRAWN') return { outcome: 'withdrawn' };
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * The public stolen pages rendered on the server per request (issue #19, decision 029): the listing's
 * first page, a published theft's page and its poster carry their data in the first HTML (the browser
 * hydrates from it and does not fetch it again), in the visitor's language. Nothing is kept: a
 * withdrawal or a recovery takes the page down at once. A recovered theft's page and poster (still on
 * lamp posts) answer 410 with the thanks, a withdrawn one 410 with "no longer searched for", neither
 * saying anything of the theft and both kept out of search engines (issue #27); an unknown one 404
 * with the not-found page. The page's sighting form works without JavaScript:
 * `POST /rubate/:publicId` (multipart with its photo, or urlencoded), read by the same service as
 * `POST /api/stolen/:publicId/sightings`; a 303 to the page's thanks, or the page again (400) with the
 * form as it was sent and what was wrong. Only the page itself may send it: a post from another site
 * answers 403 with a page that leads back here, and is not read (issue #24).
 */
export async function stolenPageRoutes(app: FastifyInstance, pages: Pages) {
  /** Renders the page at the request's own address (what the browser hydrates) and sends it, never kept by a cache. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, data: Omit<PageRenderRequest, 'url' | 'language' | 'publicConfig'>, status = 200) {
    const document = await pages.render({ url: request.url, language: pages.language(request), ...data });
    return pages.send(request, reply, document, 'no-store', status);
  }
  /** An unknown theft: the not-found page (404); one that ended: its page (410), not indexed. */
  const noPage = (request: FastifyRequest, reply: FastifyReply, ended: { outcome: TheftOutcome } | null) => {
    if (!ended) return sendPage(request, reply, { notFound: true }, 404);
    reply.header('x-robots-tag', 'noindex');
    return sendPage(request, reply, { theftEnded: ended }, 410);
  };

  async function theftPage(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const theft = await publishedOrEnded(app, request.params.publicId);
    return theft && 'publicId' in theft ? sendPage(request, reply, { stolenPage: theft }) : noPage(request, reply, theft);
  }

  /** Without filters in its address, the listing's first page (newest thefts) is in the HTML; with them, the browser lists. */
  async function listPage(request: FastifyRequest, reply: FastifyReply) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const filtered = LIST_FILTERS.some((name) => Object.hasOwn(query, name));
    return sendPage(request, reply, filtered ? {} : { stolenList: await stolen.listStolen(app.ctx, stolenListQuerySchema.parse({})) });
  }

  /** `POST /rubate/:publicId`: the page's sighting form sent without JavaScript. */
  async function receiveReport(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const { publicId } = request.params;
    let fields: Record<string, string> = {};
    try {
      let photo: SightingPhotoFile | null = null;
      if (request.isMultipart()) {
        const form = await readSightingForm(request);
        fields = form.fields;
        if (form.photo) photo = { ...form.photo, uploader: clientUploader(clientNetwork(request.ip)) };
      } else if (request.body && typeof request.body === 'object') {
        fields = request.body as Record<string, string>;
      } else {
        throw new AppError(400, 'VALIDATION_ERROR', 'The report must be sent as multipart/form-data or application/x-www-form-urlencoded');
      }
      const report = parseStolenSightingFields(fields);
      await stolen.reportStolenSighting(app.ctx, publicId, report, {
        reporterId: null,
        clientKey: await clientKey(app.ctx.keys, request.ip),
        photo,
        language: pages.language(request),
      });
      const contact = report.contactConsent ? '&contatto=1' : '';
      return reply.redirect(`${stolenPagePath(publicId)}?${SIGHTING_SENT_QUERY}${contact}#${STOLEN_SIGHTING_ANCHOR}`, 303);
    } catch (err) {
      const theft = await publishedOrEnded(app, publicId);
      if (!theft || !('publicId' in theft)) return noPage(request, reply, theft);
      const sightingForm = refusedSightingForm(fields, err);
      return sendPage(request, reply, { stolenPage: theft, sightingForm }, 400);
    }
  }

  // Its documents leave compressed by pages.send: the compression plugin must not do it again.
  const page = { compress: false, schema: { hide: true } } as const;
  app.get(STOLEN_LIST_PATH, page, listPage);
  app.get<{ Params: Params }>('/rubate/:publicId', page, theftPage);
  app.get<{ Params: Params }>('/rubate/:publicId/poster', page, theftPage);

  await app.register(async (scope) => {
    // A form without a file input arrives urlencoded (this scope only: the API speaks JSON and multipart).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: URLENCODED_BODY_LIMIT }, (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [name, value] of new URLSearchParams(String(body))) if (!Object.hasOwn(fields, name)) fields[name] = value;
      done(null, { ...fields });
    });
    scope.post<{ Params: Params }>('/rubate/:publicId', {
      ...page,
      // NOTE: onRequest, before a body is parsed: another site's post stores nothing and costs no parsing.
      onRequest: onlyFromOrigins(ownOrigins(app.ctx.config), {
        acceptUnknown: false,
        refuse: (request, reply) =>
          sendCrossSiteFormPage(request, reply, `${stolenPagePath(encodeURIComponent((request.params as Params).publicId))}#${STOLEN_SIGHTING_ANCHOR}`),
      }),
      onSend: settleUnreadBody(SIGHTING_BODY_LIMIT),
      // As POST /api/stolen/:publicId/sightings: reports from one client are limited.
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
      handler: receiveReport,
    });
  });
}
