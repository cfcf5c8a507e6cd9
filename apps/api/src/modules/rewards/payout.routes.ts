// prefix-exception: /api/hunter — a Hunter's rewards and payout method are money the ledger owes them: rewards owns them, the URL is the Hunter's area (decision 068)
import { payoutMethodInputSchema } from '@ritrova/shared';
import { hunterAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { getPayoutMethod, hunterRewards, setPayoutMethod } from './payout.service.ts';

/**
 * A Hunter's rewards and where they are paid. NOTE: under /api/hunter/ (the Hunter's area of the app)
 * but the rewards module's: payouts are its, and hunters sits below rewards (decision 068).
 */
export async function payoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hunter'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;

  r.get(
    '/api/hunter/rewards',
    {
      schema: {
        tags,
        security,
        summary: 'Rewards pending and paid',
        response: { 200: hunterAnswers['GET /api/hunter/rewards'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, rewards: await hunterRewards(app.ctx, actor(request)) }),
  );

  r.get(
    '/api/hunter/payout-method',
    {
      schema: {
        tags,
        security,
        summary: 'Where your rewards are paid (masked)',
        response: { 200: hunterAnswers['GET /api/hunter/payout-method'], ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, payoutMethod: await getPayoutMethod(app.ctx, actor(request)) }),
  );

  r.put(
    '/api/hunter/payout-method',
    {
      schema: {
        tags,
        security,
        summary: 'Set where your rewards are paid: an IBAN (checksum checked) or a PayPal address',
        body: payoutMethodInputSchema,
        response: { 200: hunterAnswers['PUT /api/hunter/payout-method'], ...errorResponses(400, 401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, payoutMethod: await setPayoutMethod(app.ctx, actor(request), request.body) }),
  );
}
