import { describe, expect, it } from 'vitest';
import { bikeFormSchema, emptyBikeForm } from './bike-form';

describe('bikeFormSchema', () => {
  it('sends the purchase value in cents and blank optional fields as null', () => {
    const result = bikeFormSchema.parse({ ...emptyBikeForm, name: ' Bici da città ', brand: 'Bianchi', purchaseValue: '1.299,90' });
    expect(result).toEqual({
      name: 'Bici da città',
      brand: 'Bianchi',
      model: null,
      type: 'city',
      color: null,
      serialNumber: null,
      notes: null,
      purchaseValueCents: 129_990,
    });
  });

  it('names the missing required fields', () => {
    const result = bikeFormSchema.safeParse(emptyBikeForm);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'validation.required'],
      ['brand', 'validation.required'],
    ]);
  });

  it('refuses a purchase value that is not an amount, or above the limit', () => {
    const text = bikeFormSchema.safeParse({ ...emptyBikeForm, name: 'A', brand: 'B', purchaseValue: 'tanti' });
    expect(text.error?.issues[0]).toMatchObject({ path: ['purchaseValue'], message: 'validation.number' });
    const huge = bikeFormSchema.safeParse({ ...emptyBikeForm, name: 'A', brand: 'B', purchaseValue: '100.000,01' });
    expect(huge.error?.issues[0]).toMatchObject({ path: ['purchaseValue'], message: 'validation.max_value' });
  });
});
