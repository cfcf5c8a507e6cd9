import { notificationAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import * as notifications from './notification.service.ts';

/** A signed-in person's in-app alerts: list, mark read. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // NOTE: listed under "theft" in the API document, as before the notifications module had its own folder.
  const tags = ['theft'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Your alerts, newest first',
        response: { 200: notificationAnswers['GET /api/notifications'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await notifications.listNotifications(app.ctx, actor(request))) }),
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { tags, security, summary: 'Mark every alert read', response: { 200: notificationAnswers['POST /api/notifications/read-all'] } }, preHandler },
    async (request) => {
      await notifications.markAllRead(app.ctx, actor(request));
      return { success: true as const };
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one alert read',
        params: z.object({ id: z.string() }),
        response: { 200: notificationAnswers['POST /api/notifications/:id/read'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => {
      await notifications.markRead(app.ctx, actor(request), request.params.id);
      return { success: true as const };
    },
  );
}
