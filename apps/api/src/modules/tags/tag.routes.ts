import { assignTagSchema, associateTagSchema, completePendingSessionSchema, createPendingSessionSchema, tagActionSchema } from '@ritrova/shared';
import { tagAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { loadBikeExtras, presentOneBike } from '../bikes/index.ts';
import type { UserRow } from '../users/index.ts';
import { presentOwnTag } from './tag.presenter.ts';
import * as tags from './tag.service.ts';

/** The owner's side of tags: association in two steps, unpairing, loss, lists, pending sessions. */
export async function tagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routeTags = ['tags'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;
  /** Re-reads the caller's tag with its bike's name for the answer. */
  const ownTag = async (user: UserRow, uid: string) => {
    const [row] = await tags.listOwnTags(app.ctx, user, { uid });
    if (!row) throw new Error(`tag ${uid} vanished`);
    return presentOwnTag(row);
  };

  r.post(
    '/api/tags/associate',
    {
      schema: {
        tags: routeTags,
        security,
        summary: 'Link an inventory tag to your account (step 1) and, with bikeId, to your bike (step 2)',
        body: associateTagSchema,
        response: { 200: tagAnswers['POST /api/tags/associate'], ...errorResponses(400, 401, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      const user = actor(request);
      const tag = await tags.associateTag(app.ctx, user, request.body.tagUid, request.body.bikeId);
      return {
        success: true as const,
        tag: await ownTag(user, tag.uid),
        message: tag.bike_id ? 'Tag associated to the bike' : 'Tag associated to your account',
      };
    },
  );

  r.post(
    '/api/tags/assign-to-bike',
    {
      schema: {
        tags: routeTags,
        security,
        summary: 'Put one of your tags on one of your bikes',
        body: assignTagSchema,
        response: { 200: tagAnswers['POST /api/tags/assign-to-bike'], ...errorResponses(400, 401, 404, 409) },
      },
      preHandler,
    },
    async (request) => {
      const user = actor(request);
      const { tag, bike } = await tags.assignTagToBike(app.ctx, user, request.body.tagUid, request.body.bikeId);
      return {
        success: true as const,
        tag: await ownTag(user, tag.uid),
        bike: presentOneBike(bike, await loadBikeExtras(app.ctx, [bike.id])),
        message: 'Tag assegnato con successo alla bicicletta.',
      };
    },
  );

  for (const [url, summary, action, message] of [
    ['/api/tags/unpair', 'Take one of your tags off its bike (it stays on your account)', tags.unpairTag, 'Tag removed from the bike'],
    ['/api/tags/report-lost', 'Report one of your tags lost', tags.reportTagLost, 'Tag reported lost'],
  ] as const) {
    r.post(
      url,
      {
        schema: { tags: routeTags, security, summary, body: tagActionSchema, response: { 200: tagAnswers[`POST ${url}`], ...errorResponses(400, 401, 404) } },
        preHandler,
      },
      async (request) => {
        const user = actor(request);
        const tag = await action(app.ctx, user, request.body.tagUid);
        return { success: true as const, tag: await ownTag(user, tag.uid), message };
      },
    );
  }

  r.get(
    '/api/tags/my-tags',
    {
      schema: {
        tags: routeTags,
        security,
        summary: 'Your tags, and the group not yet on a bike',
        response: { 200: tagAnswers['GET /api/tags/my-tags'] },
      },
      preHandler,
    },
    async (request) => {
      const all = (await tags.listOwnTags(app.ctx, actor(request))).map(presentOwnTag);
      return { success: true as const, tags: all, unassignedToBike: all.filter((t) => t.bikeId === null && t.status === 'assigned'), message: 'OK' };
    },
  );

  r.get(
    '/api/tags',
    {
      schema: {
        tags: routeTags,
        security,
        summary: 'Your tags; status=unassigned lists those not on a bike, status=lost the lost ones',
        querystring: z.object({ status: z.enum(['unassigned', 'assigned', 'lost'], { error: 'validation.invalid_choice' }).optional() }),
        response: { 200: tagAnswers['GET /api/tags'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request) => {
      const { status } = request.query;
      const filter = status === 'unassigned' ? { onBike: false, status: 'assigned' as const } : status ? { status } : {};
      const rows = await tags.listOwnTags(app.ctx, actor(request), filter);
      return { success: true as const, tags: rows.map(presentOwnTag) };
    },
  );

  r.post(
    '/api/tags/create-pending-session',
    {
      schema: {
        tags: routeTags,
        summary: 'Remember a scanned tag for 5 minutes (public), to continue after signing in',
        body: createPendingSessionSchema,
        response: { 201: tagAnswers['POST /api/tags/create-pending-session'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      const session = await tags.createPendingSession(app.ctx, request.body.tagUid, request.body.tagData);
      return reply.status(201).send({ success: true as const, sessionId: session.id, message: 'Pending session created' });
    },
  );

  r.post(
    '/api/tags/complete-pending-session',
    {
      schema: {
        tags: routeTags,
        security,
        summary: 'Use a pending session once (within 5 minutes)',
        body: completePendingSessionSchema,
        response: {
          200: tagAnswers['POST /api/tags/complete-pending-session'],
          ...errorResponses(400, 401, 404),
        },
      },
      preHandler,
    },
    async (request) => {
      const session = await tags.completePendingSession(app.ctx, request.body.sessionId);
      return {
        success: true as const,
        tagUid: session.tag_uid,
        tagData: session.tag_data ?? {},
        metadata: { createdAt: session.created_at.toISOString(), expiresAt: session.expires_at.toISOString() },
        message: 'Pending session completed',
      };
    },
  );
}
