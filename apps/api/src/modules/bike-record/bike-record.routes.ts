// prefix-exception: /api/bikes — the printable record is one bike's page on paper; its own module keeps the QR code and the photos' embedding out of bikes
import { bikeAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { bikeRecord } from './bike-record.service.ts';

/** `GET /api/bikes/:id/record`: the bike's printable record ("Scheda della bici"), for its owner. */
export async function bikeRecordRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bikes/:id/record',
    {
      schema: {
        tags: ['bikes'],
        security: [{ bearerAuth: [] }],
        summary:
          "The bike's printable record for its owner: facts, photos, tags with their chip, the owner's name, the date printed and the QR code (SVG) of its public verification page; 404 for anyone else",
        params: z.object({ id: z.string() }),
        response: { 200: bikeAnswers['GET /api/bikes/:id/record'], ...errorResponses(401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, record: await bikeRecord(app.ctx, actor(request), request.params.id) };
    },
  );
}
