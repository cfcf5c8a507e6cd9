import { describe, expect, it } from 'vitest';
import { centsToInput, parseEuroAmount } from './purchase-value';

describe('parseEuroAmount', () => {
  it.each([
    ['850', 85_000],
    ['1299,90', 129_990],
    ['1299.9', 129_990],
    ['1.299,90', 129_990],
    ['1,299.90', 129_990],
    ['1.200', 120_000],
    ['1 200 €', 120_000],
    ['0,5', 50],
    ['0', 0],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it('takes a blank field as no value', () => {
    expect(parseEuroAmount('')).toBeNull();
    expect(parseEuroAmount('   ')).toBeNull();
  });

  it.each(['abc', '-5', '12,345,6', '1.234.5', '1.2345', '1.200,000', '10e3', '5,'])('refuses %j', (text) => {
    expect(parseEuroAmount(text)).toBeUndefined();
  });
});

describe('centsToInput', () => {
  it('writes whole euros without decimals and cents with the language’s separator', () => {
    expect(centsToInput(85_000, 'it')).toBe('850');
    expect(centsToInput(129_990, 'it')).toBe('1299,90');
    expect(centsToInput(129_905, 'en')).toBe('1299.05');
    expect(centsToInput(null, 'it')).toBe('');
  });

  it('round-trips through parseEuroAmount', () => {
    for (const cents of [0, 5, 99, 100, 129_990, 10_000_000]) expect(parseEuroAmount(centsToInput(cents, 'it'))).toBe(cents);
  });
});
