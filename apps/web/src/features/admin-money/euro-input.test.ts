import { describe, expect, it } from 'vitest';
import { parseEuroCents } from './euro-input';

describe('parseEuroCents', () => {
  it('reads euros written the Italian or the English way into whole cents', () => {
    expect(parseEuroCents('40')).toBe(4000);
    expect(parseEuroCents('40,5')).toBe(4050);
    expect(parseEuroCents('40.05')).toBe(4005);
    expect(parseEuroCents('€ 12,34')).toBe(1234);
    expect(parseEuroCents('1.234,56')).toBe(123_456);
    expect(parseEuroCents('0,01')).toBe(1);
    expect(parseEuroCents('-3')).toBe(-300);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    expect(parseEuroCents('')).toBeNull();
    expect(parseEuroCents('abc')).toBeNull();
    expect(parseEuroCents('12,345')).toBe(1_234_500); // a thousands separator, not three decimals
    expect(parseEuroCents('1,2,3')).toBeNull();
    expect(parseEuroCents('12.5.0')).toBeNull();
  });
});
