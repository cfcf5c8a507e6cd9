import type { Config } from '../../config.js';
import { localProvider, type PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe.provider.js';

/** The provider the configuration names (`PAYMENT_PROVIDER`). */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config.payments) : localProvider(config.publicUrl);
}
