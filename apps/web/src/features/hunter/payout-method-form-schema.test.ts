import { describe, expect, it } from 'vitest';
import { payoutMethodFormSchema } from './payout-method-form-schema';

const empty = { holderName: 'Giulia Bianchi', iban: '', paypalEmail: '' };

describe('payoutMethodFormSchema', () => {
  it('sends an IBAN in its electronic form, without the PayPal field', () => {
    const result = payoutMethodFormSchema.parse({ ...empty, kind: 'iban', iban: 'it60 x054 2811 1010 0000 0123 456' });
    expect(result).toEqual({ kind: 'iban', holderName: 'Giulia Bianchi', iban: 'IT60X0542811101000000123456' });
  });

  it('refuses an IBAN whose check digits are wrong, on the IBAN field', () => {
    const result = payoutMethodFormSchema.safeParse({ ...empty, kind: 'iban', iban: 'IT61X0542811101000000123456' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['iban'], message: 'validation.iban_invalid' })]);
  });

  it('ignores a half-typed IBAN once PayPal is chosen', () => {
    const result = payoutMethodFormSchema.parse({ ...empty, kind: 'paypal', iban: 'IT60', paypalEmail: 'giulia@example.com' });
    expect(result).toEqual({ kind: 'paypal', holderName: 'Giulia Bianchi', paypalEmail: 'giulia@example.com' });
  });

  it('asks for the holder’s name and a valid PayPal address', () => {
    const result = payoutMethodFormSchema.safeParse({ kind: 'paypal', holderName: ' ', iban: '', paypalEmail: 'giulia' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['holderName', 'validation.required'],
      ['paypalEmail', 'validation.email_invalid'],
    ]);
  });
});
