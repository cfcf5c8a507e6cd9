// prefix-exception: /api/sightings — a sighting is the theft's: its report and alerts live with the theft report it belongs to
// prefix-exception: /api/sighting-photos — a sighting's photo is stored and signed by the theft module with the sighting
import multipart from '@fastify/multipart';
import { PHOTO_LIMITS, parseSightingFields, SIGHTING_PHOTO_FIELD, sightingReportSchema } from '@ritrova/shared';
import { theftAnswers } from '@ritrova/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, clientNetwork } from '../../lib/client-network.ts';
import { errorBody } from '../../lib/errors.ts';
import { visitorLanguage } from '../../lib/pages/visitor-language.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { apiReportsFromOwnPages } from '../../lib/same-origin.ts';
import { settleUnreadBody } from '../../lib/unread-body.ts';
import { clientUploader } from '../photos/index.ts';
import type { SightingPhotoFile } from '../theft-records/index.ts';
import { readSightingForm, readSightingPhoto, sightingMultipartLimits } from '../theft-records/index.ts';
import { reportSighting } from './theft.service.ts';

/** A multipart sighting: one photo of at most 5 MB, and its text fields. */
const SIGHTING_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;

/** The photo a multipart sighting carried, kept from reading (preValidation) to the handler. */
const photos = new WeakMap<FastifyRequest, SightingPhotoFile>();

/**
 * A multipart sighting is read before validation: its text fields become the
 * JSON body (so the route's schema checks both alike) and its photo waits for
 * the handler. A JSON body passes untouched.
 */
async function readMultipartSighting(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const form = await readSightingForm(request);
  request.body = parseSightingFields(form.fields);
  if (form.photo) photos.set(request, { ...form.photo, uploader: clientUploader(clientNetwork(request.ip)) });
}

/**
 * Reporting a sighting (public, no account needed: JSON, or multipart with one
 * photo) and the owner's private access to its photo through signed links.
 */
export async function sightingRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: sightingMultipartLimits, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/sightings',
    {
      schema: {
        tags: ['public'],
        summary: `Report a sighting of a stolen bike (no account needed); the owner is alerted. JSON, or multipart/form-data with the same fields as text parts (latitude, longitude, accuracy for location; shareExact and contactConsent as "true"/"on") and one optional photo in the part \`${SIGHTING_PHOTO_FIELD}\` (JPEG, PNG or WebP; the bike-photo limits). A browser's request from another site (its Origin, Referer or Sec-Fetch-Site) answers 403`,
        consumes: ['application/json', 'multipart/form-data'],
        body: sightingReportSchema,
        response: { 201: theftAnswers['POST /api/sightings'], ...errorResponses(400, 403, 404, 409, 413, 429) },
      },
      // Another site's form (multipart needs no CORS preflight) is refused before anything is read.
      onRequest: apiReportsFromOwnPages(app.ctx.config),
      preValidation: readMultipartSighting,
      // A multipart body refused before it was read (the request limit) is read and dropped, within bounds.
      onSend: settleUnreadBody(SIGHTING_BODY_LIMIT),
      preHandler: app.identify,
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      await reportSighting(app.ctx, request.body, {
        reporterId: request.currentUser?.id ?? null,
        clientKey: await clientKey(app.ctx.keys, request.ip),
        photo: photos.get(request) ?? null,
        language: visitorLanguage(request),
      });
      return reply.status(201).send({ success: true as const, message: 'Sighting reported: thank you. The owner has been alerted.' });
    },
  );

  r.get(
    '/api/sighting-photos/:sightingId/:variant',
    {
      schema: {
        tags: ['theft'],
        summary: "A sighting's photo for its owner, by the signed link the sightings list gives (valid about an hour); 404 otherwise",
        // Any text: whatever is wrong with a link answers 404, never a 400 telling what.
        params: z.object({ sightingId: z.string(), variant: z.string() }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const file = await readSightingPhoto(app.ctx, { ...request.params, ...request.query });
      if (!file) return reply.code(404).header('cache-control', 'no-store').send(errorBody('NOT_FOUND'));
      return reply
        .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
