import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { settlePayment } from '../rewards/index.ts';
import type { StripePaymentProvider } from './stripe.provider.ts';

/** Stripe events are a few kB; leave room above the API's 64 kB default. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Stripe's signed webhook deliveries. NOTE: registered without fastify-plugin,
 * so the raw-body JSON parser below stays inside this plugin: the signature is
 * computed over the exact bytes, which a parsed-and-reserialised body would not match.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/payments/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: a Checkout Session was paid (signed with the Stripe-Signature header)',
        description:
          'Called by Stripe, not by clients. The raw body is verified against the `Stripe-Signature` header ' +
          '(timestamps older than 5 minutes are refused); an event id already handled changes nothing and answers `duplicate: true`.',
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean().optional() }),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request) => {
      if (app.ctx.payments.name !== 'stripe') throw new AppError(404, 'NOT_FOUND', 'Stripe payments are not enabled');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = (app.ctx.payments as StripePaymentProvider).parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      const session = paidSession(event);
      if (!session) return { received: true as const };
      try {
        const { outcome } = await settlePayment(app.ctx, {
          provider: 'stripe',
          providerRef: session.id,
          amountCents: session.amount_total ?? 0,
          chargeRef: paymentIntentId(session),
          eventId: event.id,
          eventType: event.type,
        });
        return { received: true as const, duplicate: outcome === 'duplicate' };
      } catch (err) {
        // A session that is not one of ours (another integration on the same Stripe account): acknowledged,
        // or Stripe would retry it for days. A mismatched amount stays an error for the operations team.
        if (err instanceof AppError && err.code === 'PAYMENT_NOT_FOUND') {
          request.log.warn({ sessionId: session.id }, 'Stripe event for an unknown checkout session ignored');
          return { received: true as const };
        }
        throw err;
      }
    },
  );
}

/**
 * The Checkout Session whose money has arrived, if the event says so: a card or
 * PayPal payment completes paid; a bank transfer completes unpaid and succeeds later.
 */
function paidSession(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (event.type === 'checkout.session.completed') return event.data.object.payment_status === 'paid' ? event.data.object : null;
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}
