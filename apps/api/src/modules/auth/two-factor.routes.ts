// prefix-exception: /api/users — the second factor is the signed-in account's setting (/api/users/me/…), but auth keeps its secret and the sign-in challenge
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorSetupSchema } from '@ritrova/shared';
import { accountAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { bikeIdsOf } from '../bikes/index.ts';
import { presentAccount } from '../users/index.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import * as twoFactor from './two-factor.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The signed-in user's second factor: `/api/users/me/two-factor*` (the sign-in step is `/api/auth/two-factor`). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;
  const limited = { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } };

  r.get(
    '/api/users/me/two-factor',
    {
      schema: {
        tags,
        security,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: accountAnswers['GET /api/users/me/two-factor'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await twoFactor.status(app.ctx, actor(request))) }),
  );

  r.post(
    '/api/users/me/two-factor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start the set-up: a new secret as a QR code for the authenticator app (needs the password)',
        body: twoFactorSetupSchema,
        response: { 200: accountAnswers['POST /api/users/me/two-factor/setup'], ...errorResponses(400, 401, 409, 429) },
      },
      preHandler,
      config: limited,
    },
    async (request, reply) => {
      const setup = await twoFactor.beginSetup(app.ctx, actor(request), request.body.password);
      // The secret must not linger in caches.
      return reply.header('cache-control', 'no-store').send({ success: true as const, ...setup });
    },
  );

  r.post(
    '/api/users/me/two-factor/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn it on with the first code; answers the recovery codes (shown once) and a new session',
        body: twoFactorEnableSchema,
        response: { 200: accountAnswers['POST /api/users/me/two-factor/enable'], ...errorResponses(400, 401, 409, 429) },
      },
      preHandler,
      config: limited,
    },
    async (request, reply) => {
      const { recoveryCodes, session } = await twoFactor.enable(app.ctx, actor(request), request.body.code);
      setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, recoveryCodes, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) });
    },
  );

  r.post(
    '/api/users/me/two-factor/recovery-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the recovery codes (a current code is needed); the old ones stop working',
        body: twoFactorCodeSchema,
        response: { 200: accountAnswers['POST /api/users/me/two-factor/recovery-codes'], ...errorResponses(400, 401, 429) },
      },
      preHandler,
      config: limited,
    },
    async (request, reply) => {
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes(app.ctx, actor(request), request.body.code);
      return reply.header('cache-control', 'no-store').send({ success: true as const, recoveryCodes });
    },
  );

  r.delete(
    '/api/users/me/two-factor',
    {
      schema: {
        tags,
        security,
        summary: 'Turn it off with the password and a current code (not for administrators)',
        body: twoFactorDisableSchema,
        response: { 200: accountAnswers['DELETE /api/users/me/two-factor'], ...errorResponses(400, 401, 403, 429) },
      },
      preHandler,
      config: limited,
    },
    async (request) => {
      const user = await twoFactor.disable(app.ctx, actor(request), request.body.password, request.body.code);
      return { success: true as const, message: 'Two-factor sign-in turned off', user: presentAccount(user, await bikeIdsOf(app.ctx, user.id)) };
    },
  );
}
