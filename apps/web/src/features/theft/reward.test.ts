import { describe, expect, it } from 'vitest';
import { parseReward, reportStolenFormSchema, suggestedReward } from './reward';

describe('parseReward', () => {
  it.each([
    ['150', 150],
    [' 80 ', 80],
    ['50,5', 50.5],
    ['12.5', 12.5],
    ['0', 0],
  ])('reads %j as %d €', (text, euros) => {
    expect(parseReward(text)).toBe(euros);
  });

  it.each(['', '   ', 'tanti', '-20', 'Infinity', '1e'])('takes %j as 0 (spec §5: empty or invalid means 0)', (text) => {
    expect(parseReward(text)).toBe(0);
  });
});

describe('reportStolenFormSchema', () => {
  it('sends euros, and refuses an amount above the limit', () => {
    expect(reportStolenFormSchema.parse({ reward: '' })).toEqual({ reward: 0 });
    expect(reportStolenFormSchema.parse({ reward: '620' })).toEqual({ reward: 620 });
    const huge = reportStolenFormSchema.safeParse({ reward: '100001' });
    expect(huge.error?.issues[0]).toMatchObject({ path: ['reward'], message: 'validation.max_value' });
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
