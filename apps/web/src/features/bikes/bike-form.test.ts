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
      year: null,
      color: null,
      secondColor: null,
      frameSize: null,
      serialNumber: null,
      notes: null,
      purchaseValueCents: 129_990,
    });
  });

  it('sends the year as a number, the frame size and the second colour as typed', () => {
    const result = bikeFormSchema.parse({ ...emptyBikeForm, name: 'A', brand: 'B', year: ' 2019 ', frameSize: ' 54 cm ', secondColor: 'Nero' });
    expect(result).toMatchObject({ year: 2019, frameSize: '54 cm', secondColor: 'Nero' });
  });

  it('refuses a year that is not four digits, before 1900 or after next year, on the year', () => {
    const next = new Date().getUTCFullYear() + 1;
    const issue = (year: string) => bikeFormSchema.safeParse({ ...emptyBikeForm, name: 'A', brand: 'B', year }).error?.issues[0];
    expect(issue('duemila')).toMatchObject({ path: ['year'], message: 'validation.number' });
    expect(issue('1899')).toMatchObject({ path: ['year'], message: 'validation.min_value' });
    expect(issue(String(next + 1))).toMatchObject({ path: ['year'], message: 'validation.max_value' });
    expect(issue(String(next))).toBeUndefined();
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
