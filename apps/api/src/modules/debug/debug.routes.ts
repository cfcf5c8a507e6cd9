// prefix-exception: /api — the API's index (GET /api), the first call of the spec's API debugger (§7)
// prefix-exception: /api/auth — GET /api/auth/test is the spec's debugger call (§7): it shows what the bearer token proves, nothing of auth's flows
// prefix-exception: /api/direct — GET /api/direct/users is the spec's debugger call (§7)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { newestUsers } from './debug.service.ts';
import { parseRouteTree, type RegisteredRoute } from './route-list.ts';

const ok = z.literal(true);
const roleSchema = z.enum(['user', 'shop', 'admin']);

/** How many accounts `/api/direct/users` lists: a glance, not a search (that is /api/admin/users). */
const DIRECT_USERS_LIMIT = 20;

/**
 * Debug endpoints for the admins' API debugger (spec §7's debug list): the service
 * index, every registered route, the caller's token as the server reads it, and a
 * short user list. Admins only, like everything the debugger reaches.
 */
export async function debugRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['debug'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api',
    {
      schema: {
        tags,
        security,
        summary: 'Service name, version and where the reference and the health check live',
        response: {
          200: z.object({ success: ok, name: z.string(), version: z.string(), docs: z.string(), health: z.string() }),
          ...errorResponses(401, 403),
        },
      },
      preHandler,
    },
    async () => ({ success: true as const, name: 'Ritrova API', version: app.ctx.config.version, docs: '/api/docs', health: '/api/health' }),
  );

  // The route table is complete only once every plugin has loaded; read it on first use.
  let routeTable: RegisteredRoute[] | null = null;
  r.get(
    '/api/debug/routes',
    {
      schema: {
        tags,
        security,
        summary: 'Every registered route (method and URL), sorted by URL',
        response: {
          200: z.object({ success: ok, count: z.number(), routes: z.array(z.object({ method: z.string(), url: z.string() })) }),
          ...errorResponses(401, 403),
        },
      },
      preHandler,
    },
    async () => {
      routeTable ??= parseRouteTree(app.printRoutes(), (route) => app.findRoute(route));
      return { success: true as const, count: routeTable.length, routes: routeTable };
    },
  );

  r.get(
    '/api/auth/test',
    {
      schema: {
        tags,
        security,
        summary: "The caller's account and the validity of the access token it sent",
        response: {
          200: z.object({
            success: ok,
            user: z.object({ id: z.string(), email: z.string(), role: roleSchema, twoFactorEnabled: z.boolean() }),
            token: z.object({ issuedAt: z.string(), expiresAt: z.string() }),
          }),
          ...errorResponses(401, 403),
        },
      },
      preHandler,
    },
    async (request) => {
      const user = actor(request);
      // NOTE: `authenticate` has already verified this token; decoding only reads its times,
      // which the verifier (lib/access-tokens.ts) does not return.
      const claims = decodeJwt(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
      return {
        success: true as const,
        user: { id: user.id, email: user.email, role: user.role, twoFactorEnabled: user.totp_enabled_at !== null },
        token: { issuedAt: secondsToIso(claims.iat), expiresAt: secondsToIso(claims.exp) },
      };
    },
  );

  r.get(
    '/api/direct/users',
    {
      schema: {
        tags,
        security,
        summary: `The ${DIRECT_USERS_LIMIT} newest accounts (id, e-mail, role); search and details are at /api/admin/users`,
        response: {
          200: z.object({
            success: ok,
            users: z.array(z.object({ id: z.string(), email: z.string(), role: roleSchema, createdAt: z.string() })),
            more: z.string(),
          }),
          ...errorResponses(401, 403),
        },
      },
      preHandler,
    },
    async () => ({ success: true as const, users: await newestUsers(app.ctx, DIRECT_USERS_LIMIT), more: '/api/admin/users' }),
  );
}

function secondsToIso(seconds: number | undefined): string {
  return new Date((seconds ?? 0) * 1000).toISOString();
}
