// prefix-exception: /api/config — the browser's configuration allowlist: no module of its own, served beside health as the API's other public facts
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
  /** The map tiles' provider (MAP_TILE_*): the browser asks it for tiles only once a map is opened. */
  map: z.object({ tileUrl: z.string(), attribution: z.string(), provider: z.string() }),
});

/** `GET /api/config/public`: the browser's configuration allowlist (public-config.ts). */
export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config/public',
    {
      schema: { tags: ['health'], summary: 'Company facts, support address and map tile provider used by the web app', response: { 200: publicConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicConfigOf(config);
    },
  );
}
