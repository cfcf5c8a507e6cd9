import { contactMessageSchema, contactSuccessMessage, toLanguage } from '@ritrova/shared';
import { systemAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { receiveContactMessage } from './contact.service.ts';

/** The public contact form: `POST /api/contact` (no account needed). */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (5 per hour from one address); the sender gets an acknowledgement',
        body: contactMessageSchema,
        response: { 201: systemAnswers['POST /api/contact'], ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await receiveContactMessage(app.ctx, request.body, {
        ip: request.ip,
        requestLanguage: toLanguage(request.headers['accept-language']),
      });
      // NOTE: a filled spam trap gets the very same answer, so a bot cannot tell it was caught.
      // The request's line already holds the client, as a keyed hash: this one names no address.
      if (outcome === 'spam_trap') request.log.warn('contact message dropped: spam trap filled');
      return reply.status(201).send({ success: true as const, message: contactSuccessMessage });
    },
  );
}
