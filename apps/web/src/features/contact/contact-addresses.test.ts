import { describe, expect, it } from 'vitest';
import { departmentAddresses } from './contact-addresses';

describe('departmentAddresses (/contact)', () => {
  it('gives customer care the one configured support address, the same the home page shows', () => {
    const cards = departmentAddresses('aiuto@ritrova.example');
    expect(cards[0]).toEqual({ key: 'customer_care', email: 'aiuto@ritrova.example' });
    expect(cards).toHaveLength(8);
    expect(cards.some((card) => card.email?.startsWith('customercare@'))).toBe(false);
  });

  it('shows no address for customer care until the configuration has loaded', () => {
    expect(departmentAddresses(undefined)[0]).toEqual({ key: 'customer_care', email: undefined });
  });
});
