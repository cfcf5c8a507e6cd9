import { tagProgrammingConfirmSchema, tagProgrammingUidSchema, tagUidSchema } from '@ritrova/shared';
import { shopAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import * as programming from './tag-programming.service.ts';

/** The shop programs plain tags from its phone (Web NFC): prepare, confirm after the read-back, lock, undo (decision 062). */
export async function tagProgrammingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shops'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('shop')];

  r.get(
    '/api/shop/tags/program/template',
    {
      schema: {
        tags,
        security,
        summary: 'The URL a plain tag carries, as a template for NXP TagWriter’s UID mirror (phones without Web NFC)',
        response: { 200: shopAnswers['GET /api/shop/tags/program/template'], ...errorResponses(401, 403) },
      },
      preHandler,
    },
    async () => ({ success: true as const, ...programming.tagProgrammingTemplate(app.ctx) }),
  );

  r.post(
    '/api/shop/tags/program/prepare',
    {
      schema: {
        tags,
        security,
        summary: 'Hold a tag the phone read for your shop and get the URL to write (a tag registered elsewhere is refused)',
        body: tagProgrammingUidSchema,
        response: { 200: shopAnswers['POST /api/shop/tags/program/prepare'], ...errorResponses(400, 401, 403, 409) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, programming: await programming.prepareTagProgramming(app.ctx, actor(request), request.body.uid) }),
  );

  r.post(
    '/api/shop/tags/program/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'The URL read back from the tag matched: the tag joins your inventory',
        body: tagProgrammingConfirmSchema,
        response: { 200: shopAnswers['POST /api/shop/tags/program/confirm'], ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      programming: await programming.confirmTagProgramming(app.ctx, actor(request), request.body.uid, request.body.readBackUrl),
    }),
  );

  r.post(
    '/api/shop/tags/program/lock',
    {
      schema: {
        tags,
        security,
        summary: 'The phone made a programmed tag read-only: record it as locked',
        body: tagProgrammingUidSchema,
        response: { 200: shopAnswers['POST /api/shop/tags/program/lock'], ...errorResponses(400, 401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, programming: await programming.lockTagProgramming(app.ctx, actor(request), request.body.uid) }),
  );

  r.delete(
    '/api/shop/tags/program/:uid',
    {
      schema: {
        tags,
        security,
        summary: 'Undo a programmed tag that is not locked, held or sold: it leaves your inventory (its URL stays on the chip)',
        params: z.object({ uid: tagUidSchema }),
        response: { 200: shopAnswers['DELETE /api/shop/tags/program/:uid'], ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      await programming.undoTagProgramming(app.ctx, actor(request), request.params.uid);
      return { success: true as const, message: 'Tag removed from your inventory' };
    },
  );
}
