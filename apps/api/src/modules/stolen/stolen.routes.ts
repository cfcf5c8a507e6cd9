// prefix-exception: /api/bikes — the owner publishes her bike's theft: the publication is the stolen module's, the URL names the bike
import multipart from '@fastify/multipart';
import {
  PHOTO_LIMITS,
  parseStolenSightingFields,
  publishTheftSchema,
  SIGHTING_PHOTO_FIELD,
  stolenListQuerySchema,
  stolenSightingSchema,
} from '@ritrova/shared';
import { stolenAnswers } from '@ritrova/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, clientNetwork } from '../../lib/client-network.ts';
import { visitorLanguage } from '../../lib/pages/visitor-language.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { apiReportsFromOwnPages } from '../../lib/same-origin.ts';
import { settleUnreadBody } from '../../lib/unread-body.ts';
import { actor } from '../../plugins/auth.ts';
import { clientUploader } from '../photos/index.ts';
import type { SightingPhotoFile } from '../theft-records/index.ts';
import { readSightingForm, sightingMultipartLimits } from '../theft-records/index.ts';
import * as stolen from './stolen.service.ts';
import { stolenPageRoutes } from './stolen-page.routes.ts';

/** A multipart sighting: one photo of at most 5 MB, and its text fields (as the tag page's form). */
const SIGHTING_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;
const photos = new WeakMap<FastifyRequest, SightingPhotoFile>();

/** A multipart sighting's text fields become the JSON body (the schema checks both alike); its photo waits for the handler. */
async function readMultipartSighting(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const form = await readSightingForm(request);
  request.body = parseStolenSightingFields(form.fields);
  if (form.photo) photos.set(request, { ...form.photo, uploader: clientUploader(clientNetwork(request.ip)) });
}

const bikeParams = z.object({ id: z.string() });
const publicParams = z.object({ publicId: z.string() });

/** Published thefts: the owner's opt-in publication, the public listing, a theft's public page, its poster's QR code and sightings. */
export async function stolenRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: sightingMultipartLimits, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get(
    '/api/bikes/:id/publication',
    {
      schema: {
        tags: ['theft'],
        security,
        summary: "The owner's publication of the bike's theft (public page, listing, poster); 404 for anyone but the owner",
        params: bikeParams,
        response: { 200: stolenAnswers['GET /api/bikes/:id/publication'], ...errorResponses(401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, publication: await stolen.publicationOf(app.ctx, actor(request), request.params.id) }),
  );

  r.put(
    '/api/bikes/:id/publication',
    {
      schema: {
        tags: ['theft'],
        security,
        summary:
          "Publish the bike's theft (the owner only, while stolen): a public page with the photo, the bike, the date, the area to about 1 km, the circumstances and the reward; never the exact place, the address, the lock, the police report or the owner. The serial only with showSerial",
        params: bikeParams,
        body: publishTheftSchema.default({ showSerial: false }),
        response: { 200: stolenAnswers['PUT /api/bikes/:id/publication'], ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      publication: await stolen.publishTheft(app.ctx, actor(request), request.params.id, request.body.showSerial),
    }),
  );

  r.delete(
    '/api/bikes/:id/publication',
    {
      schema: {
        tags: ['theft'],
        security,
        summary: "Withdraw the theft's publication (the owner only): the public page answers 404 at once",
        params: bikeParams,
        response: { 200: stolenAnswers['DELETE /api/bikes/:id/publication'], ...errorResponses(401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, publication: await stolen.withdrawTheft(app.ctx, actor(request), request.params.id) }),
  );

  r.get(
    '/api/stolen',
    {
      schema: {
        tags: ['public'],
        summary:
          'Published stolen bikes, newest theft first, 12 a page: by area (a municipality by name, or lat/lng, within radiusKm of its area, default 10) and by days (from/to, Italian days, both included)',
        querystring: stolenListQuerySchema,
        response: { 200: stolenAnswers['GET /api/stolen'], ...errorResponses(400, 404) },
      },
    },
    async (request) => stolen.listStolen(app.ctx, request.query),
  );

  r.get(
    '/api/stolen/places',
    {
      schema: {
        tags: ['public'],
        summary: 'Italian municipalities whose name starts with q (at least two letters), for the listing area filter',
        querystring: z.object({ q: z.string().max(100).default('') }),
        response: { 200: stolenAnswers['GET /api/stolen/places'] },
      },
    },
    async (request) => ({ success: true as const, places: stolen.placeSuggestions(request.query.q) }),
  );

  r.get(
    '/api/stolen/:publicId',
    {
      schema: {
        tags: ['public'],
        summary: "A published theft's public page: 410 THEFT_RECOVERED or THEFT_WITHDRAWN once it ended, 404 when unknown",
        params: publicParams,
        response: { 200: stolenAnswers['GET /api/stolen/:publicId'], ...errorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      const theft = await stolen.stolenPage(app.ctx, request.params.publicId);
      reply.header('cache-control', 'no-store');
      return { success: true as const, theft };
    },
  );

  r.get(
    '/api/stolen/:publicId/qr.svg',
    {
      schema: {
        tags: ['public'],
        summary: "The poster's QR code (SVG): the absolute address of the public page's sighting form",
        params: publicParams,
      },
    },
    async (request, reply) => {
      const svg = await stolen.stolenQrSvg(app.ctx, request.params.publicId);
      return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type('image/svg+xml').send(svg);
    },
  );

  r.post(
    '/api/stolen/:publicId/sightings',
    {
      schema: {
        tags: ['public'],
        summary: `Report a sighting of a published stolen bike (no account, no tag needed; one per client every 10 minutes); the owner is alerted. JSON, or multipart/form-data with the same fields as text parts and one optional photo in the part \`${SIGHTING_PHOTO_FIELD}\`. A browser's request from another site answers 403`,
        consumes: ['application/json', 'multipart/form-data'],
        params: publicParams,
        body: stolenSightingSchema,
        response: { 201: stolenAnswers['POST /api/stolen/:publicId/sightings'], ...errorResponses(400, 403, 404, 410, 413, 429) },
      },
      // Another site's form (multipart needs no CORS preflight) is refused before anything is read.
      onRequest: apiReportsFromOwnPages(app.ctx.config),
      preValidation: readMultipartSighting,
      onSend: settleUnreadBody(SIGHTING_BODY_LIMIT),
      preHandler: app.identify,
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      await stolen.reportStolenSighting(app.ctx, request.params.publicId, request.body, {
        reporterId: request.currentUser?.id ?? null,
        clientKey: await clientKey(app.ctx.keys, request.ip),
        photo: photos.get(request) ?? null,
        language: visitorLanguage(request),
      });
      return reply.status(201).send({ success: true as const, message: 'Sighting reported: thank you. The owner has been alerted.' });
    },
  );

  // The public pages themselves, rendered on the server (none when the web app is not built: the API alone).
  if (app.pages) await stolenPageRoutes(app, app.pages);
}
