import { adminRoleChangeSchema, adminUserListQuerySchema } from '@ritrova/shared';
import { adminAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { changeUserRole, getUserDetail, listUsers, reactivateUser, resendVerification, suspendUser } from './admin-users.service.ts';

const idParams = z.object({ id: z.string() });

/** Users (admin): search, view, role, suspension, verification mail. */
export async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts, newest first: search by name, surname or e-mail; filter by role and status',
        querystring: adminUserListQuerySchema,
        response: { 200: adminAnswers['GET /api/admin/users'], ...errorResponses(400, 401, 403) },
      },
      preHandler,
    },
    async (request) => listUsers(app.ctx, request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One account with its bikes, tags, latest scans and Hunter progress (never a password hash or a two-factor secret)',
        params: idParams,
        response: { 200: adminAnswers['GET /api/admin/users/:id'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await getUserDetail(app.ctx, request.params.id)) }),
  );

  r.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary: "Change an account's role; its sessions end so the role applies at once (not your own; never the last admin)",
        params: idParams,
        body: adminRoleChangeSchema,
        response: { 200: adminAnswers['PUT /api/admin/users/:id/role'], ...errorResponses(400, 401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, user: await changeUserRole(app.ctx, actor(request), request.params.id, request.body.role) }),
  );

  r.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary: 'Suspend an account: every session ends at once, sign-in is refused (not your own; never the last admin)',
        params: idParams,
        response: { 200: adminAnswers['POST /api/admin/users/:id/suspend'], ...errorResponses(400, 401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, user: await suspendUser(app.ctx, actor(request), request.params.id) }),
  );

  r.post(
    '/api/admin/users/:id/reactivate',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a suspension',
        params: idParams,
        response: { 200: adminAnswers['POST /api/admin/users/:id/reactivate'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, user: await reactivateUser(app.ctx, actor(request), request.params.id) }),
  );

  r.post(
    '/api/admin/users/:id/resend-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Send the e-mail verification link again (nothing is sent to an address already verified: sent is false)',
        params: idParams,
        response: { 200: adminAnswers['POST /api/admin/users/:id/resend-verification'], ...errorResponses(401, 403, 404) },
      },
      preHandler,
    },
    async (request) => {
      const { sent } = await resendVerification(app.ctx, actor(request), request.params.id);
      return { success: true as const, sent, message: sent ? 'Verification e-mail sent' : 'The e-mail address is already verified' };
    },
  );
}
