// prefix-exception: /api/users — the signed-in person's own account: these routes need auth, bikes and privacy, which sit above users (decision 067)
// prefix-exception: /api/user — the account's stats count bikes, scans and unread alerts, above users (decision 067)
import { changePasswordSchema, deleteAccountSchema, hunterNameAvailableQuerySchema, profileUpdateSchema } from '@ritrova/shared';
import { accountAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { clearRefreshCookie, setRefreshCookie } from '../auth/index.ts';
import { bikeIdsOf } from '../bikes/index.ts';
import { exportUserData } from '../privacy/index.ts';
import { hunterNameAvailable, presentAccount, updateProfile } from '../users/index.ts';
import * as account from './account.service.ts';

/**
 * The signed-in user's own account: `/api/users/*` and `/api/user/stats`. Served here rather than by the
 * users module because each of these draws on modules above the account rows (bikes for the bike ids,
 * auth for the refresh cookie and the sessions, privacy for the export and the erasure); users, which
 * every module imports, imports none of them (issue #29).
 */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/users/me/export',
    {
      schema: {
        tags,
        security,
        summary: 'Everything Ritrova holds about you, as a JSON download (GDPR arts. 15 and 20)',
        response: { 200: accountAnswers['GET /api/users/me/export'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request, reply) => {
      const data = await exportUserData(app.ctx, actor(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="ritrova-dati-${day}.json"`)
        .header('cache-control', 'no-store')
        .send({ success: true as const, data });
    },
  );

  r.get(
    '/api/users/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user (also spread at the top level, as older clients read it)',
        response: { 200: accountAnswers['GET /api/users/me'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => {
      const me = actor(request);
      const user = presentAccount(me, await bikeIdsOf(app.ctx, me.id));
      return { success: true as const, ...user, user };
    },
  );

  r.get(
    '/api/users/hunter-name-available',
    {
      schema: {
        tags,
        summary: 'Whether a public Hunter name is still free (regardless of case); for the sign-up form and the profile',
        querystring: hunterNameAvailableQuerySchema,
        response: { 200: accountAnswers['GET /api/users/hunter-name-available'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: 60 * 1000 } },
    },
    async (request) => ({ success: true as const, available: await hunterNameAvailable(app.ctx, request.query.name, null) }),
  );

  r.put(
    '/api/users/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update name, surname, language, username or public Hunter name (409 HUNTER_NAME_TAKEN)',
        body: profileUpdateSchema,
        response: { 200: accountAnswers['PUT /api/users/profile'], ...errorResponses(400, 401, 409) },
      },
      preHandler,
    },
    async (request) => {
      const user = await updateProfile(app.ctx, actor(request), request.body);
      return { success: true as const, message: 'Profile updated', user: presentAccount(user, await bikeIdsOf(app.ctx, user.id)) };
    },
  );

  r.put(
    '/api/users/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; other sessions end, this one continues with a new token',
        body: changePasswordSchema,
        response: { 200: accountAnswers['PUT /api/users/password'], ...errorResponses(400, 401) },
      },
      preHandler,
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      const session = await account.changePassword(app.ctx, actor(request), request.body.currentPassword, request.body.password);
      setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
      return { success: true as const, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) };
    },
  );

  r.delete(
    '/api/users/me',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete the account (personal data removed, every session ended); confirmed by the password, or the e-mail address for Google-only accounts, and a code with two-factor sign-in',
        body: deleteAccountSchema,
        response: { 200: accountAnswers['DELETE /api/users/me'], ...errorResponses(400, 401, 429) },
      },
      preHandler,
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      await account.deleteAccount(app.ctx, actor(request), request.body);
      clearRefreshCookie(reply, config);
      return { success: true as const, message: 'Account deleted' };
    },
  );

  r.get(
    '/api/user/stats',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's scan and alert counts",
        response: { 200: accountAnswers['GET /api/user/stats'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, stats: await account.stats(app.ctx, actor(request)) }),
  );
}
