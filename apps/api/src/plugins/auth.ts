import type { Role } from '@ritrova/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../lib/errors.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';
import { actsAsAdmin, canSignIn, hasRole } from '../modules/users/user.policy.ts';
import { noteActivity } from '../modules/users/user.service.ts';
import type { UserRow } from '../modules/users/user-row.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a valid access token of an active account. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: sets `currentUser` when a valid token comes along, and never refuses. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: requires one of the roles (after `authenticate`). */
    requireRole(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Reads the bearer token, checks it, and loads the account it names. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new AppError(401, 'UNAUTHORIZED');
    const claims = await app.ctx.accessTokens.verify(match[1]);
    // One query per request, no cache (decision 043): the account, only while the token's session
    // (refresh-token family) lives. A revoked family (sign-out, refresh-token reuse) or a bumped
    // session version (password change, suspension, deletion) ends the token on its next request,
    // whichever process revoked it.
    const user = await findSessionUser(app.ctx.db, claims);
    if (!user || user.session_version !== claims.sessionVersion || !canSignIn(user)) {
      throw new AppError(401, 'UNAUTHORIZED');
    }
    // Using the app keeps the account active (issue #26): a date comparison, and one write a day at most.
    await noteActivity(app.ctx.db, user, app.ctx.clock.now());
    request.currentUser = user;
  });

  app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request, reply);
    } catch {
      request.currentUser = null;
    }
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!request.currentUser || !hasRole(request.currentUser, roles)) throw forbidden();
    // Administrators move money and see everyone's data: no admin power without a second factor.
    if (request.currentUser.role === 'admin' && !actsAsAdmin(request.currentUser)) throw new AppError(403, 'TWO_FACTOR_REQUIRED');
  });
});

/** The signed-in user of a route guarded by `app.authenticate`. */
export function actor(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError(401, 'UNAUTHORIZED');
  return request.currentUser;
}
