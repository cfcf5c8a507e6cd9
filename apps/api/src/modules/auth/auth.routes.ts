import {
  authResponseSchema,
  emailAvailableQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  toLanguage,
  twoFactorLoginSchema,
  verifyEmailSchema,
} from '@ritrova/shared';
import { authAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { bikeIdsOf } from '../bikes/index.ts';
import { presentAccount } from '../users/index.ts';
import * as auth from './auth.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { completeChallenge } from './two-factor.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Sign-up, sign-in, sessions, e-mail verification and password reset: `/api/auth/*`. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: registerSchema,
        response: { 201: authAnswers['POST /api/auth/register'], ...errorResponses(400, 409, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.registerPerIp, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const session = await auth.register(app.ctx, request.body, toLanguage(request.headers['accept-language']));
      setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
      return reply.status(201).send({ success: true, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) });
    },
  );

  r.get(
    '/api/auth/email-available',
    {
      schema: {
        tags,
        summary: 'Whether an address can still be used to sign up',
        querystring: emailAvailableQuerySchema,
        response: { 200: authAnswers['GET /api/auth/email-available'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: 60 * 1000 } },
    },
    async (request) => ({ success: true as const, available: await auth.emailAvailable(app.ctx, request.query.email) }),
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (accounts with two-factor sign-in get a challenge for /api/auth/two-factor)',
        body: loginSchema,
        response: { 200: authAnswers['POST /api/auth/login'], ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.loginPerIp, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      const step = await auth.login(app.ctx, request.body, (userId) => app.ctx.deviceCookies.deviceOf(request, userId));
      if ('challenge' in step) return { success: true as const, twoFactorRequired: true as const, challenge: step.challenge };
      app.ctx.deviceCookies.remember(request, reply, step.session.user.id, app.ctx.clock.now());
      setRefreshCookie(reply, config, step.session.refreshToken, step.session.refreshExpiresAt);
      return { success: true as const, token: step.session.token, user: presentAccount(step.session.user, await bikeIdsOf(app.ctx, step.session.user.id)) };
    },
  );

  r.post(
    '/api/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Second step of a sign-in: the challenge and a code from the authenticator app (or a recovery code)',
        body: twoFactorLoginSchema,
        response: { 200: authAnswers['POST /api/auth/two-factor'], ...errorResponses(400, 403, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.loginPerIp, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      const session = await completeChallenge(app.ctx, request.body.challenge, request.body.code);
      app.ctx.deviceCookies.remember(request, reply, session.user.id, app.ctx.clock.now());
      setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
      return { success: true as const, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) };
    },
  );

  r.post(
    '/api/auth/refresh',
    {
      schema: { tags, summary: 'Rotate the refresh cookie and get a new access token', response: { 200: authResponseSchema, ...errorResponses(401, 429) } },
      config: { rateLimit: { max: 120, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(app.ctx, readRefreshCookie(request, config));
        setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
        return { success: true as const, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) };
      } catch (err) {
        clearRefreshCookie(reply, config);
        throw err;
      }
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags, summary: 'End this session', response: { 200: authAnswers['POST /api/auth/logout'] } },
    },
    async (request, reply) => {
      await auth.logout(app.ctx, readRefreshCookie(request, config));
      clearRefreshCookie(reply, config);
      return { success: true as const, message: 'Logged out' };
    },
  );

  r.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the token of the mailed link',
        body: verifyEmailSchema,
        response: {
          200: authAnswers['POST /api/auth/verify-email'],
          ...errorResponses(400, 429),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      const { alreadyVerified } = await auth.verifyEmail(app.ctx, request.body.token);
      return { success: true as const, message: alreadyVerified ? 'Email already verified' : 'Email verified', emailVerified: true as const, alreadyVerified };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link to the signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: authAnswers['POST /api/auth/resend-verification'], ...errorResponses(401, 429) },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      const user = actor(request);
      if (user.email_verified_at) return { success: true as const, message: 'Email already verified' };
      await auth.sendVerificationEmail(app.ctx, user);
      return { success: true as const, message: 'Verification email sent' };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for unknown addresses)',
        body: forgotPasswordSchema,
        response: { 200: authAnswers['POST /api/auth/forgot-password'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.passwordResetPerIp, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      // NOTE: answered before the lookup finishes, so timing says nothing about the address.
      auth.requestPasswordReset(app.ctx, request.body.email).catch((err) => request.log.error({ err }, 'password reset mail failed'));
      return { success: true as const, message: 'If an account exists for this address, we sent a link to reset the password.' };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link',
        body: resetPasswordSchema,
        response: { 200: authAnswers['POST /api/auth/reset-password'], ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.passwordResetPerIp, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      await auth.resetPassword(app.ctx, request.body.token, request.body.password);
      return { success: true as const, message: 'Password updated. Sign in with the new password.' };
    },
  );
}
