// prefix-exception: /media — the stored photos' own address (decision 017): signed links to files, not an API call
import multipart from '@fastify/multipart';
import { PHOTO_LIMITS } from '@ritrova/shared';
import { shopAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { isPublicMediaKey } from '../../lib/storage.ts';
import { settleUnreadBody } from '../../lib/unread-body.ts';
import { actor } from '../../plugins/auth.ts';
import { deletePhoto, listPhotos, photoError, setMainPhoto, uploadPhoto } from './photo.service.ts';

const bikeParams = z.object({ bikeId: z.string() });
const photoParams = z.object({ bikeId: z.string(), photoId: z.string() });
/** A photo of at most 5 MB and the multipart around it. */
const UPLOAD_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;

/** Bike photos (owner only) and the stored files (`/media/*`, immutable). */
export async function photoRoutes(app: FastifyInstance) {
  // One file of at most 5 MB (+1 byte, so a larger one is seen as truncated), no other parts of note.
  // preservePath: the name arrives as sent, so a path in it is refused instead of silently cut.
  await app.register(multipart, { preservePath: true, limits: { fileSize: PHOTO_LIMITS.maxBytes + 1, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['photos'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.post(
    '/api/photos/:bikeId/photo',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // An answer given before the body was read to its end (refused early) must not leave the rest on the connection.
      onSend: settleUnreadBody(UPLOAD_BODY_LIMIT),
      schema: {
        tags,
        security,
        summary: 'Upload a photo (multipart field `bikePhoto`): JPEG, PNG or WebP, 1 KB–5 MB, 300–4000 px, ratio 1:2–2:1',
        consumes: ['multipart/form-data'],
        params: bikeParams,
        description:
          'One upload of an account at a time: the others wait their turn, their files unread (more than 16 waiting: 429 `UPLOAD_IN_PROGRESS`). Then, before the file is read: 30 requests per 15 minutes, the bike, its 5 photos, 5 uploads an hour. Images are processed a few at a time per server, accounts in turn.',
        response: { 201: shopAnswers['POST /api/photos/:bikeId/photo'], ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
      preHandler,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw photoError(400, 'no_file_provided', 'Send the photo as multipart/form-data in the field bikePhoto');
      // The file is read only once the checks that need no file have passed.
      const photo = await uploadPhoto(app.ctx, actor(request), request.params.bikeId, async () => {
        // A body the multipart parser cannot read (cut short, broken) holds no photo: 400, not 500.
        const part = await request.file().catch(() => undefined);
        if (part?.fieldname !== 'bikePhoto') throw photoError(400, 'no_file_provided', 'No photo in the field bikePhoto');
        const bytes = await part.toBuffer().catch(() => Buffer.alloc(0));
        return { filename: part.filename, bytes, truncated: part.file.truncated };
      });
      return reply.code(201).send({ success: true as const, data: { photo } });
    },
  );

  r.get(
    '/api/photos/:bikeId/photos',
    {
      schema: {
        tags,
        security,
        summary: "A bike's photos, main first",
        params: bikeParams,
        response: { 200: shopAnswers['GET /api/photos/:bikeId/photos'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, data: { photos: await listPhotos(app.ctx, actor(request), request.params.bikeId) } }),
  );

  const setMain = async (request: { params: { bikeId: string; photoId: string } } & Parameters<typeof actor>[0]) => ({
    success: true as const,
    data: { photo: await setMainPhoto(app.ctx, actor(request), request.params.bikeId, request.params.photoId) },
  });
  for (const method of ['PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/photos/:bikeId/photos/:photoId/main',
      schema: {
        tags,
        security,
        summary: 'Make this the main photo',
        params: photoParams,
        response: { 200: shopAnswers['PUT /api/photos/:bikeId/photos/:photoId/main'], ...errorResponses(401, 404) },
      },
      preHandler,
      handler: setMain,
    });
  }

  r.delete(
    '/api/photos/:bikeId/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a photo and its files (the next one becomes main)',
        params: photoParams,
        response: { 200: shopAnswers['DELETE /api/photos/:bikeId/photos/:photoId'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => {
      await deletePhoto(app.ctx, actor(request), request.params.bikeId, request.params.photoId);
      return { success: true as const, message: 'Photo deleted' };
    },
  );

  // The stored files of bike photos: named by ids that never change, so cached for a year.
  // Only those: a sighting's photo is private and served by signed links (theft/sighting.routes.ts).
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const file = isPublicMediaKey(key) ? await app.ctx.storage.get(key) : null;
    if (!file)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ success: false, error: 'NOT_FOUND', message: 'Not found', i18nKey: 'errors.NOT_FOUND' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });
}
