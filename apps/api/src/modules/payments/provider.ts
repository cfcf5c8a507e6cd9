/**
 * Where reward money comes from and goes back to. One interface, two
 * implementations: `local` (a test-mode checkout page inside the app, the
 * default) and `stripe` (Checkout Sessions with signed webhooks).
 */
export interface CheckoutRequest {
  /** Our reward_payments id; the provider carries it back (metadata / URL). */
  paymentId: string;
  amountCents: number;
  /** Shown on the provider's page, e.g. "Ricompensa per “La bici di città”". */
  description: string;
  customerEmail: string;
  /** Where the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  language: 'it' | 'en' | 'zh';
}

export interface Checkout {
  /** The provider's id for the checkout (null for local). */
  providerRef: string | null;
  /** The page the owner pays on. */
  url: string;
}

export interface RefundRequest {
  /** The provider's id of what was paid (Stripe: the PaymentIntent); null for local. */
  chargeRef: string | null;
  amountCents: number;
  /** The same key never refunds twice at the provider either. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Closes a checkout that will not be paid any more (reward changed or withdrawn). */
  cancelCheckout(providerRef: string): Promise<void>;
  /** Sends money back to the payer; returns the provider's refund id. */
  refund(request: RefundRequest): Promise<string>;
}

/** The default: the owner confirms on `/checkout/{id}`, a page of this app marked as test mode. */
export function localProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      return { providerRef: null, url: `${publicUrl}/checkout/${request.paymentId}` };
    },
    async cancelCheckout() {},
    async refund(request) {
      return `local-refund:${request.idempotencyKey}`;
    },
  };
}
