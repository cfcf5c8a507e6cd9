import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigOf } from './public-config.ts';

const publicConfigSchema = z.object({
  success: z.literal(true),
  /** No `address` when COMPANY_ADDRESS is unset. */
  company: z.object({ name: z.string(), vat: z.string(), address: z.string().optional() }),
  supportEmail: z.string(),
  version: z.string(),
  /** Whether the sign-in and sign-up pages offer Sign in with Google. */
  googleSignIn: z.boolean(),
});

/** `GET /api/config/public`: the browser's configuration allowlist (public-config.ts). */
export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config/public',
    {
      schema: { tags: ['health'], summary: 'Company facts and support address shown by the web app', response: { 200: publicConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicConfigOf(config);
    },
  );
}
