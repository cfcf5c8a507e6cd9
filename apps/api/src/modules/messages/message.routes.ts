// prefix-exception: /api/conversations — conversations are the messages module's: a relayed conversation and its messages
// prefix-exception: /api/finder-conversations — an anonymous finder's conversation (decision 055) is a conversation of the messages module, reached by its link
// prefix-exception: /api/hunts — a Hunter writes to the owner from a hunt: the conversation it starts is the messages module's, the URL names the hunt it concerns
// prefix-exception: /api/sightings — the owner answers a finder from a sighting: the conversation it starts is the messages module's, the URL names the sighting
import { messageInputSchema } from '@ritrova/shared';
import { messageAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import * as messages from './message.service.ts';

const idParams = z.object({ id: z.string() });

/** Relayed finder ↔ owner messages: neither side sees the other's e-mail or phone. */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'Your conversations, most recent first',
        response: { 200: messageAnswers['GET /api/conversations'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, conversations: await messages.listConversations(app.ctx, actor(request)) }),
  );

  r.post(
    '/api/sightings/:id/conversation',
    {
      schema: {
        tags,
        security,
        summary: 'The owner writes to the finder of a sighting',
        params: idParams,
        body: messageInputSchema,
        response: { 200: messageAnswers['POST /api/sightings/:id/conversation'], ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, conversation: await messages.messageFinder(app.ctx, actor(request), request.params.id, request.body.body) }),
  );

  r.post(
    '/api/hunts/:id/conversation',
    {
      schema: {
        tags,
        security,
        summary: "A Hunter writes to the owner of a bike they hunt, scanned or reported (id: the theft report's)",
        params: idParams,
        body: messageInputSchema,
        response: { 200: messageAnswers['POST /api/hunts/:id/conversation'], ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, conversation: await messages.messageOwner(app.ctx, actor(request), request.params.id, request.body.body) }),
  );

  r.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'A conversation and its messages (its alerts become read)',
        params: idParams,
        response: { 200: messageAnswers['GET /api/conversations/:id/messages'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await messages.readConversation(app.ctx, actor(request), request.params.id)) }),
  );

  r.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message (rate limited)',
        params: idParams,
        body: messageInputSchema,
        response: { 200: messageAnswers['POST /api/conversations/:id/messages'], ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, message: await messages.sendMessage(app.ctx, actor(request), request.params.id, request.body.body) }),
  );

  // Issue #27: an anonymous finder's side, opened by the link mailed to them (no account). The token is
  // in the path; the request log names only the route pattern, never the URL (decision 040).
  const tokenParams = z.object({ token: z.string().max(200) });
  const finderLimit = { rateLimit: { max: 60, timeWindow: 10 * 60 * 1000 } };
  r.get(
    '/api/finder-conversations/:token',
    {
      schema: {
        tags,
        summary: "An anonymous finder's conversation, by the link mailed to them (valid 30 days): the bike and the owner's messages; 404 otherwise",
        params: tokenParams,
        response: { 200: messageAnswers['GET /api/finder-conversations/:token'], ...errorResponses(404, 429) },
      },
      config: finderLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await messages.readAsAnonymousFinder(app.ctx, request.params.token)) };
    },
  );

  r.post(
    '/api/finder-conversations/:token/messages',
    {
      schema: {
        tags,
        summary: 'An anonymous finder answers the owner through their link (rate limited; refused once blocked)',
        params: tokenParams,
        body: messageInputSchema,
        response: { 200: messageAnswers['POST /api/finder-conversations/:token/messages'], ...errorResponses(400, 403, 404, 429) },
      },
      config: finderLimit,
    },
    async (request) => ({ success: true as const, message: await messages.writeAsAnonymousFinder(app.ctx, request.params.token, request.body.body) }),
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    r.post(
      `/api/conversations/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: blocked ? 'The owner blocks the finder' : 'The owner unblocks the finder',
          params: idParams,
          response: { 200: messageAnswers[`POST /api/conversations/:id/${action}`], ...errorResponses(401, 404) },
        },
        preHandler,
      },
      async (request) => ({ success: true as const, conversation: await messages.setBlocked(app.ctx, actor(request), request.params.id, blocked) }),
    );
  }
}
