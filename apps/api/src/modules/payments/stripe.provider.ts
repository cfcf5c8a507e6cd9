import Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import type { CheckoutRequest, PaymentProvider } from './provider.ts';

/** The Stripe provider also turns a signed webhook delivery into an event. */
export type StripePaymentProvider = PaymentProvider & {
  /** Verifies the `Stripe-Signature` header over the raw body; 400 WEBHOOK_SIGNATURE_INVALID otherwise. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
};

/**
 * How old a signed webhook timestamp may be (Stripe's own default). An older
 * delivery is refused, so a captured request cannot be replayed later.
 */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The API version this adapter was written against. NOTE: pinned explicitly so
 * that an SDK upgrade that moves the version fails the typecheck here instead
 * of changing request shapes silently (`payment_method_types` became
 * `allowed_payment_method_types` in the endive versions, for example).
 */
const API_VERSION = '2026-10-28.endive';

/** Requests are retried on network errors; the idempotency keys make that safe. */
const REQUEST_TIMEOUT_MS = 10_000;
const NETWORK_RETRIES = 2;

/** Card, PayPal, and bank transfer (a `customer_balance` funded by an IBAN of Stripe's). */
const PAYMENT_METHODS: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card', 'paypal', 'customer_balance'];

/** Stripe's client options: its own API, or another Stripe-compatible base URL (the test stand-in). */
function clientConfig(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { apiVersion: API_VERSION, maxNetworkRetries: NETWORK_RETRIES, timeout: REQUEST_TIMEOUT_MS, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Checkout Sessions with signed webhooks; the webhook route settles what was paid. */
export function stripeProvider(config: { secretKey: string; webhookSecret: string; apiUrl: string | undefined }): StripePaymentProvider {
  const stripe = new Stripe(config.secretKey, clientConfig(config.apiUrl));

  return {
    name: 'stripe',

    async createCheckout(request) {
      // NOTE: bank transfers (customer_balance) need a Customer to hold the
      // incoming funds, so one is created per payment instead of passing
      // customer_email.
      const customer = await stripe.customers.create(
        { email: request.customerEmail, metadata: { paymentId: request.paymentId } },
        { idempotencyKey: `ritrova-customer:${request.paymentId}` },
      );
      const session = await stripe.checkout.sessions.create(sessionParams(request, customer.id), {
        idempotencyKey: `ritrova-checkout:${request.paymentId}`,
      });
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no hosted page URL`);
      return { providerRef: session.id, url: session.url };
    },

    async cancelCheckout(providerRef) {
      try {
        await stripe.checkout.sessions.expire(providerRef);
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        // Stripe refuses to expire a session that is not open; that is the
        // outcome we wanted for an expired one, and a completed one is settled
        // by its webhook. Anything else (the session is open) is a real failure.
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        if (session.status === 'open') throw err;
      }
    },

    async refund(request) {
      if (!request.chargeRef) throw new Error('A Stripe refund needs the PaymentIntent that was charged');
      const refund = await stripe.refunds.create(
        { payment_intent: request.chargeRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.id;
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw webhookSignatureInvalid('The Stripe-Signature header is missing');
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        // A bad signature, a timestamp outside the tolerance or a body that is not an event.
        throw webhookSignatureInvalid(err instanceof Error ? err.message.split('\n')[0]?.trim() : undefined);
      }
    },
  };
}

function sessionParams(request: CheckoutRequest, customerId: string): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    customer: customerId,
    client_reference_id: request.paymentId,
    metadata: { paymentId: request.paymentId },
    payment_intent_data: { metadata: { paymentId: request.paymentId } },
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: request.description } },
      },
    ],
    allowed_payment_method_types: PAYMENT_METHODS,
    payment_method_options: {
      customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'IT' } } },
    },
    locale: request.language,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

function webhookSignatureInvalid(reason: string | undefined) {
  return new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', reason ? `The webhook signature is not valid: ${reason}` : undefined);
}
