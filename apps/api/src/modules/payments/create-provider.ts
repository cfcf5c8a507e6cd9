import type { Config } from '../../config.ts';
import { localProvider, type PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.provider.ts';

/** The provider the configuration names (`PAYMENT_PROVIDER`). */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config.payments) : localProvider(config.publicUrl);
}
