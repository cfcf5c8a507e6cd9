// prefix-exception: /api/admin — the admin's payouts and dispute decisions move reward money: the rewards module owns those flows, the URL puts them in the admin area
// prefix-exception: /api/bikes — a theft's reward, its payment and recovery candidates are the rewards module's; the URL nests them under the bike they concern
// prefix-exception: /api/payments — the local checkout's payment and its confirmation fund a reward (rewards' funding flow); payments is only the provider interface
// prefix-exception: /api/receipts — the receipts of reward payments and payouts are the rewards module's
// prefix-exception: /api/sightings — marking a sighting useful decides who shares the reward: the rewards module's rule, the URL names the sighting
// prefix-exception: /api/thefts — a dispute is about a theft's reward: the rewards module owns disputes, the URL names the theft
import { adminDisputeResolveSchema, disputeCreateSchema, markPaidSchema, receiptSchema, updateRewardSchema } from '@ritrova/shared';
import { adminAnswers, theftAnswers } from '@ritrova/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor } from '../../plugins/auth.ts';
import { listOpenDisputes, raiseDispute, resolveForHunter, resolveForOwner, resolveSplit } from './dispute.service.ts';
import { confirmLocalPayment, getPayment } from './funding.service.ts';
import { listAdminPayouts, markPayoutPaid } from './payout.service.ts';
import { listReceipts } from './receipts.ts';
import { getReward, markSightingUseful, recoveryCandidates, retryPayment, updateReward } from './reward.service.ts';

const idParams = z.object({ id: z.string() });
const ok = z.literal(true);

/** The owner's side of a reward (payment, change, dispute), the test-mode checkout, receipts and the admins' payouts. */
export async function rewardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const preHandler = app.authenticate;
  const admin = [app.authenticate, app.requireRole('admin')];

  r.get(
    '/api/bikes/:id/reward',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: "The reward of the bike's open (or latest) theft report",
        params: idParams,
        response: { 200: theftAnswers['GET /api/bikes/:id/reward'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, reward: await getReward(app.ctx, actor(request), request.params.id) }),
  );

  r.post(
    '/api/bikes/:id/reward/payment',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: 'A fresh checkout for a reward still awaiting payment (retry of an abandoned payment)',
        params: idParams,
        response: { 200: theftAnswers['POST /api/bikes/:id/reward/payment'], ...errorResponses(401, 404, 409, 503) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, paymentUrl: await retryPayment(app.ctx, actor(request), request.params.id, request.log) }),
  );

  r.put(
    '/api/bikes/:id/reward',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: 'Change a reward not paid yet (euros; 0 withdraws it)',
        params: idParams,
        body: updateRewardSchema,
        response: { 200: theftAnswers['PUT /api/bikes/:id/reward'], ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await updateReward(app.ctx, actor(request), request.params.id, request.body.reward, request.log)) }),
  );

  r.get(
    '/api/bikes/:id/recovery-candidates',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: 'Hunters who scanned or reported the bike during the theft: whom the owner may credit',
        params: idParams,
        response: {
          200: theftAnswers['GET /api/bikes/:id/recovery-candidates'],
          ...errorResponses(401, 404),
        },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, ...(await recoveryCandidates(app.ctx, actor(request), request.params.id)) }),
  );

  r.post(
    '/api/thefts/:id/disputes',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: 'Dispute who was credited with a recovery (owner or a Hunter with a sighting), within 30 days',
        params: idParams,
        body: disputeCreateSchema,
        response: { 201: theftAnswers['POST /api/thefts/:id/disputes'], ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler,
    },
    async (request, reply) => {
      const reward = await raiseDispute(app.ctx, actor(request), request.params.id, request.body.reason);
      return reply.code(201).send({ success: true as const, reward });
    },
  );

  r.post(
    '/api/sightings/:id/useful',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: "The owner marks a sighting useful (or not): it counts for the finder's experience",
        params: idParams,
        body: z.object({ useful: z.boolean().default(true) }).default({ useful: true }),
        response: { 200: theftAnswers['POST /api/sightings/:id/useful'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      useful: await markSightingUseful(app.ctx, actor(request), request.params.id, request.body.useful),
    }),
  );

  r.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        security,
        summary: 'A reward payment, for its owner',
        params: idParams,
        response: { 200: theftAnswers['GET /api/payments/:id'], ...errorResponses(401, 404) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, payment: await getPayment(app.ctx, actor(request), request.params.id) }),
  );

  r.post(
    '/api/payments/:id/confirm',
    {
      schema: {
        tags: ['payments'],
        security,
        summary: 'Test mode (PAYMENT_PROVIDER=local): the owner confirms the payment and the reward is funded',
        description:
          'A payment the reward no longer wants (changed or withdrawn while the owner was paying) is refunded whole and answered ' +
          '409 `PAYMENT_REFUNDED`; `GET /api/payments/{id}` then shows it `refunded`.',
        params: idParams,
        response: { 200: theftAnswers['POST /api/payments/:id/confirm'], ...errorResponses(401, 404, 409, 503) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, payment: await confirmLocalPayment(app.ctx, actor(request), request.params.id) }),
  );

  r.get(
    '/api/receipts',
    {
      schema: {
        tags: ['rewards'],
        security,
        summary: 'Your receipts: rewards you funded and rewards paid to you',
        response: { 200: z.object({ success: ok, receipts: z.array(receiptSchema) }), ...errorResponses(401) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, receipts: await listReceipts(app.ctx, actor(request)) }),
  );

  r.get(
    '/api/admin/payouts',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Payouts to Hunters: pending by due date, then paid',
        response: { 200: adminAnswers['GET /api/admin/payouts'], ...errorResponses(401, 403) },
      },
      preHandler: admin,
    },
    async () => ({ success: true as const, payouts: await listAdminPayouts(app.ctx) }),
  );

  r.post(
    '/api/admin/payouts/:id/paid',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Record that a payout was sent, with its reference',
        params: idParams,
        body: markPaidSchema,
        response: { 200: adminAnswers['POST /api/admin/payouts/:id/paid'], ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      preHandler: admin,
    },
    async (request) => ({ success: true as const, payout: await markPayoutPaid(app.ctx, actor(request), request.params.id, request.body.reference) }),
  );

  r.get(
    '/api/admin/disputes',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open disputes, oldest first',
        response: {
          200: z.object({
            success: ok,
            disputes: z.array(
              z.object({
                id: z.string(),
                theftReportId: z.string(),
                bikeName: z.string(),
                reason: z.string(),
                raisedBy: z.string(),
                ownerId: z.string(),
                returnedBy: z.string().nullable(),
                rewardStatus: z.string(),
                rewardCents: z.number(),
                createdAt: z.string(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
      preHandler: admin,
    },
    async () => ({ success: true as const, disputes: await listOpenDisputes(app.ctx) }),
  );

  r.post(
    '/api/admin/disputes/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Decide a dispute: the reward to a Hunter, the Hunter share back to the owner, or split (hunterCents to the Hunter)',
        params: idParams,
        body: adminDisputeResolveSchema,
        response: { 200: adminAnswers['POST /api/admin/disputes/:id/resolve'], ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      preHandler: admin,
    },
    async (request) => {
      const { outcome, ...decision } = request.body;
      if (outcome === 'hunter') await resolveForHunter(app.ctx, actor(request), request.params.id, decision);
      else if (outcome === 'owner') await resolveForOwner(app.ctx, actor(request), request.params.id, decision);
      else await resolveSplit(app.ctx, actor(request), request.params.id, decision);
      return { success: true as const };
    },
  );
}
