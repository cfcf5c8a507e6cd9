import { type PayoutMethodInput, payoutMethodInputSchema } from '@ritrova/shared';
import { z } from 'zod';

/** Every field of both kinds of payout method: the form holds them all, the schema reads those of the chosen kind. */
export interface PayoutMethodFields {
  kind: 'iban' | 'paypal';
  holderName: string;
  iban: string;
  paypalEmail: string;
}

/**
 * The payout method form, checked by the shared schema itself (the IBAN's checksum
 * as on the server). NOTE: react-hook-form types its fields from the schema's input,
 * and the shared one is a union whose members lack each other's field; the pipe only
 * gives the form one flat shape to hold.
 */
export const payoutMethodFormSchema = z
  .custom<PayoutMethodFields>()
  .transform((fields): PayoutMethodInput => fields)
  .pipe(payoutMethodInputSchema);
