import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// The exact strings, with the no-break space (U+00A0) Intl puts between the Italian amount and its sign.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes whole euros without decimals, in each language', () => {
    expect(formatMoney(13_000, 'it')).toBe(`130${NBSP}€`);
    expect(formatMoney(13_000, 'en')).toBe('€130');
    expect(formatMoney(13_000, 'zh')).toBe('€130');
  });

  it('writes an amount with cents with two decimals', () => {
    expect(formatMoney(13_050, 'it')).toBe(`130,50${NBSP}€`);
    expect(formatMoney(13_050, 'en')).toBe('€130.50');
    expect(formatMoney(13_050, 'zh')).toBe('€130.50');
    expect(formatMoney(5, 'it')).toBe(`0,05${NBSP}€`);
  });

  it('groups thousands as each language does', () => {
    expect(formatMoney(1_200_000, 'it')).toBe(`12.000${NBSP}€`);
    expect(formatMoney(1_200_000, 'en')).toBe('€12,000');
    expect(formatMoney(1_200_000, 'zh')).toBe('€12,000');
  });

  it('keeps every cent of large amounts (no floating-point rounding)', () => {
    expect(formatMoney(9_007_199_254_740_991, 'en')).toBe('€90,071,992,547,409.91');
    expect(formatMoney(1_000_000_01, 'it')).toBe(`1.000.000,01${NBSP}€`);
  });

  it('writes two decimals for whole euros when asked (an accounting view)', () => {
    expect(formatMoney(0, 'it', { cents: 'always' })).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-2_500, 'en', { cents: 'always' })).toBe('-€25.00');
  });

  it('refuses what is not an amount in cents', () => {
    expect(() => formatMoney(1.5, 'it')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'en')).toThrow(RangeError);
  });
});
