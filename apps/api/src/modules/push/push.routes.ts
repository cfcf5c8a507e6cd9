// prefix-exception: /api/hunter — /api/hunter/push… are decision 036's addresses, kept as aliases of /api/push since decision 063
import { pushSubscriptionInputSchema, pushUnsubscribeSchema } from '@ritrova/shared';
import { systemAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { pushSettings, subscribePush, unsubscribePush } from './push.service.ts';

const _ok = z.literal(true);

/**
 * Web Push subscriptions, one module for everyone signed in (issue #28, decision 063): a subscription
 * belongs to a user, not a role; what reaches it (a hunt near a Hunter, a sighting of an owner's stolen
 * bike) is decided by whoever sends. `/api/hunter/push…` are the paths of decision 036, kept for the
 * clients that still use them, with the same handlers.
 */
export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  for (const [base, hide] of [
    ['/api/push', false],
    ['/api/hunter/push', true],
  ] as const) {
    const subscriptions = base === '/api/push' ? '/api/push/subscriptions' : '/api/hunter/push-subscriptions';
    r.get(
      base,
      {
        schema: {
          tags,
          security,
          hide,
          summary: "Web Push: the server's VAPID public key and the endpoints of your subscribed browsers",
          response: { 200: systemAnswers['GET /api/push'], ...errorResponses(401) },
        },
        preHandler,
      },
      async (request) => ({ success: true as const, push: await pushSettings(app.ctx, actor(request).id) }),
    );

    r.post(
      subscriptions,
      {
        schema: {
          tags,
          security,
          hide,
          summary: "Subscribe this browser to your alerts (the PushSubscription's JSON): sightings of your stolen bikes, hunts near you",
          body: pushSubscriptionInputSchema,
          response: { 200: systemAnswers['POST /api/push/subscriptions'], ...errorResponses(400, 401) },
        },
        preHandler,
      },
      async (request) => {
        await subscribePush(app.ctx, actor(request).id, request.body);
        return { success: true as const };
      },
    );

    r.delete(
      subscriptions,
      {
        schema: {
          tags,
          security,
          hide,
          summary: 'Unsubscribe a browser of yours (by its endpoint)',
          body: pushUnsubscribeSchema,
          response: { 200: systemAnswers['DELETE /api/push/subscriptions'], ...errorResponses(400, 401) },
        },
        preHandler,
      },
      async (request) => {
        await unsubscribePush(app.ctx, actor(request).id, request.body.endpoint);
        return { success: true as const };
      },
    );
  }
}
