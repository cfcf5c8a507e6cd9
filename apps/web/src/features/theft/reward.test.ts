import { describe, expect, it } from 'vitest';
import { reportStolenFormSchema, suggestedReward } from './reward';

describe('reportStolenFormSchema', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['150', 150],
    [' 80 ', 80],
    ['50,5', 50.5],
    ['12.05', 12.05],
    ['0', 0],
    ['620', 620],
  ])('sends %j as %d €', (text, euros) => {
    expect(reportStolenFormSchema.parse({ reward: text })).toEqual({ reward: euros });
  });

  it.each([
    'tanti',
    '-20',
    'Infinity',
    '1e3',
    '0x10',
    '0,005',
    '1,234.5',
    '0,50',
    '100001',
  ])('refuses %j with the API’s reward message instead of sending another amount', (text) => {
    const result = reportStolenFormSchema.safeParse({ reward: text });
    expect(result.error?.issues[0]).toMatchObject({ path: ['reward'], message: 'validation.reward_invalid' });
  });
});

describe('suggestedReward', () => {
  it('is 10% of the value when new, in whole euros', () => {
    expect(suggestedReward(129_990)).toBe(130);
    expect(suggestedReward(85_000)).toBe(85);
    expect(suggestedReward(null)).toBeNull();
    expect(suggestedReward(0)).toBeNull();
  });
});
