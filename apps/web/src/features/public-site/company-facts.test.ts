import { describe, expect, it } from 'vitest';
import { companyFacts } from './company-facts';

describe('companyFacts (legal pages)', () => {
  it('lists name, VAT number and address when the address is configured', () => {
    expect(companyFacts({ name: 'Ritrova S.r.l.', vat: 'IT01234567890', address: 'Via Tortona 12, Milano' })).toEqual([
      { key: 'name', value: 'Ritrova S.r.l.' },
      { key: 'vat', value: 'IT01234567890' },
      { key: 'address', value: 'Via Tortona 12, Milano' },
    ]);
  });

  it('leaves the address line out when none is configured: no placeholder, no empty line', () => {
    expect(companyFacts({ name: 'Ritrova S.r.l.', vat: 'IT01234567890' }).map((fact) => fact.key)).toEqual(['name', 'vat']);
    expect(companyFacts({ name: 'Ritrova S.r.l.', vat: 'IT01234567890', address: '  ' }).map((fact) => fact.key)).toEqual(['name', 'vat']);
  });
});
