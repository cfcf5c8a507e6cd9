import { type GoogleErrorCode, googleCompleteSchema, googleLinkSchema, safeRelativePath, toLanguage } from '@ritrova/shared';
import { authAnswers } from '@ritrova/shared/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { bikeIdsOf } from '../bikes/index.ts';
import { presentAccount } from '../users/index.ts';
import { createGoogleClient, ProviderAnswerError } from './google.client.ts';
import { completeGoogleSignup, linkGoogleAccount, signInWithGoogle } from './google.service.ts';
import { clearGoogleStateCookie, readGoogleStateCookie, setGoogleStateCookie } from './google-state-cookie.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Sign in with Google through OpenID Connect: `/api/auth/google/*`. The browser
 * navigates to `start`, the provider sends it back to `callback`, and the
 * callback sends it on to the web page `/auth/callback` with a status. Present
 * only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
export async function googleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const tags = ['auth'];
  const settings = config.google;
  const client = settings
    ? createGoogleClient({
        ...settings,
        redirectUri: `${config.publicUrl}/api/auth/google/callback`,
        // NOTE: openid-client refuses plain HTTP; only the tests' and a developer's local provider use it.
        allowHttp: config.env === 'test' || LOCAL_HOSTS.has(new URL(settings.issuer).hostname),
      })
    : null;

  /** Sends the browser to the web page that finishes (or explains) the sign-in. */
  function toWebCallback(reply: FastifyReply, query: Record<string, string>, ticket?: string) {
    // NOTE: the ticket travels in the fragment, which browsers never send to a server: it stays out of access logs.
    const fragment = ticket ? `#${new URLSearchParams({ ticket })}` : '';
    return reply.redirect(`${config.publicUrl}/auth/callback?${new URLSearchParams(query)}${fragment}`, 303);
  }
  const toWebError = (reply: FastifyReply, code: GoogleErrorCode) => toWebCallback(reply, { status: 'error', code });

  r.get(
    '/api/auth/google/start',
    {
      schema: {
        tags,
        summary: 'Open the Google sign-in page (a browser navigation, not a fetch)',
        querystring: z.object({ redirectUrl: z.string().optional() }),
        response: errorResponses(404, 429),
      },
      config: { rateLimit: { max: config.rateLimits.loginPerIp, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      if (!client) throw notFound('Sign in with Google is not enabled');
      try {
        const { url, checks } = await client.authorizationUrl();
        setGoogleStateCookie(reply, config, { ...checks, next: safeRelativePath(request.query.redirectUrl) });
        return reply.redirect(url.href, 302);
      } catch (err) {
        request.log.error({ err }, 'Google sign-in: discovery of the OpenID provider failed');
        return toWebError(reply, 'provider_error');
      }
    },
  );

  r.get(
    '/api/auth/google/callback',
    {
      schema: { tags, summary: 'Where Google sends the browser back; redirects to the web page /auth/callback', response: errorResponses(404, 429) },
      config: { rateLimit: { max: config.rateLimits.loginPerIp, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      if (!client) throw notFound('Sign in with Google is not enabled');
      const pending = readGoogleStateCookie(request, config);
      clearGoogleStateCookie(reply, config);
      const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
      if (!pending) return toWebError(reply, query.get('error') === 'access_denied' ? 'cancelled' : 'state_mismatch');

      let identity: Awaited<ReturnType<typeof client.identityFromCallback>>;
      try {
        identity = await client.identityFromCallback(query, pending);
      } catch (err) {
        const reason = err instanceof ProviderAnswerError ? err.reason : 'provider_error';
        // Only the kind of failure: the query and the provider's answer carry codes and tokens.
        request.log.warn({ reason, error: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'Google sign-in refused');
        return toWebError(reply, reason);
      }

      const outcome = await signInWithGoogle(app.ctx, identity);
      const next: Record<string, string> = pending.next ? { next: pending.next } : {};
      switch (outcome.status) {
        case 'ok':
          setRefreshCookie(reply, config, outcome.session.refreshToken, outcome.session.refreshExpiresAt);
          return toWebCallback(reply, { status: 'ok', ...next });
        case 'signup':
        case 'link':
        case 'two_factor':
          return toWebCallback(reply, { status: outcome.status, ...next }, outcome.ticket);
        case 'error':
          return toWebError(reply, outcome.code);
      }
    },
  );

  r.post(
    '/api/auth/google/complete',
    {
      schema: {
        tags,
        summary: 'Create the account of a first Google sign-in once the terms are accepted',
        body: googleCompleteSchema,
        response: { 201: authAnswers['POST /api/auth/google/complete'], ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.registerPerIp, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      if (!client) throw notFound('Sign in with Google is not enabled');
      const session = await completeGoogleSignup(app.ctx, request.body, toLanguage(request.headers['accept-language']));
      setRefreshCookie(reply, config, session.refreshToken, session.refreshExpiresAt);
      return reply.status(201).send({ success: true, token: session.token, user: presentAccount(session.user, await bikeIdsOf(app.ctx, session.user.id)) });
    },
  );

  r.post(
    '/api/auth/google/link',
    {
      schema: {
        tags,
        summary: 'Link Google to the existing account of the same address, proven by its password',
        body: googleLinkSchema,
        response: { 200: authAnswers['POST /api/auth/google/link'], ...errorResponses(400, 403, 404, 429) },
      },
      config: { rateLimit: { max: config.rateLimits.loginPerIp, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      if (!client) throw notFound('Sign in with Google is not enabled');
      const step = await linkGoogleAccount(app.ctx, request.body);
      if ('challenge' in step) return { success: true as const, twoFactorRequired: true as const, challenge: step.challenge };
      setRefreshCookie(reply, config, step.session.refreshToken, step.session.refreshExpiresAt);
      return { success: true as const, token: step.session.token, user: presentAccount(step.session.user, await bikeIdsOf(app.ctx, step.session.user.id)) };
    },
  );
}
