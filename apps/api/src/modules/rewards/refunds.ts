import type { AppContext } from '../../context.ts';

/**
 * Refunds at the provider run as jobs queued in the same transaction as the
 * ledger's refund: they happen if and only if the refund was recorded, and the
 * idempotency key makes the provider refund once however often the job runs.
 */
export const PROVIDER_REFUND_QUEUE = 'provider-refund';

export interface ProviderRefund {
  chargeRef: string | null;
  amountCents: number;
  idempotencyKey: string;
}

export async function registerProviderRefunds(ctx: AppContext): Promise<void> {
  await ctx.jobs.register<ProviderRefund>(PROVIDER_REFUND_QUEUE, async (refund) => {
    await ctx.payments.refund(refund);
  });
}
