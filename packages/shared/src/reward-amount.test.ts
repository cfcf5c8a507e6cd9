import { describe, expect, it } from 'vitest';
import { parseRewardEuros } from './reward-amount.ts';
import { reportStolenSchema, updateRewardSchema } from './schemas/reward.ts';

const issuesOf = (schema: typeof reportStolenSchema | typeof updateRewardSchema, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('parseRewardEuros', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['12,05', 1205],
    [' 80 ', 8000],
    ['0', 0],
    ['0,00', 0],
    ['1', 100],
    ['100000', 10_000_000],
    ['99.99', 9999],
    [150, 15_000],
    [49.5, 4950],
    [12.34, 1234],
    [0, 0],
  ])('reads %j as %d cents', (value, cents) => {
    expect(parseRewardEuros(value)).toEqual({ ok: true, cents });
  });

  it.each([
    '0x10',
    '1e3',
    '1E3',
    '0.005',
    '1,234.5',
    '1.234,50',
    '1 000',
    ' ',
    '',
    '-1',
    '+5',
    'Infinity',
    'NaN',
    '12.',
    '.5',
    '12,345',
    'dieci',
    '0b11',
    '１２',
  ])('refuses the text %j', (text) => {
    expect(parseRewardEuros(text)).toEqual({ ok: false, reason: 'format' });
  });

  it.each([0.005, -1, 1e-7, Number.POSITIVE_INFINITY, Number.NaN, 12.345])('refuses the number %d', (value) => {
    expect(parseRewardEuros(value).ok).toBe(false);
  });

  it('refuses amounts between 0 and 1 € and above 100,000 €', () => {
    expect(parseRewardEuros('0,50')).toEqual({ ok: false, reason: 'below_minimum' });
    expect(parseRewardEuros(0.99)).toEqual({ ok: false, reason: 'below_minimum' });
    expect(parseRewardEuros('100000,01')).toEqual({ ok: false, reason: 'above_maximum' });
    expect(parseRewardEuros(1e21)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses what is neither a number nor text', () => {
    for (const value of [null, undefined, true, {}, [12]]) expect(parseRewardEuros(value).ok).toBe(false);
  });
});

describe('the reward bodies', () => {
  it('report-stolen: left out, null or empty is no reward; anything else is read by parseRewardEuros', () => {
    expect(reportStolenSchema.parse({})).toEqual({ reward: 0 });
    expect(reportStolenSchema.parse({ reward: null })).toEqual({ reward: 0 });
    expect(reportStolenSchema.parse({ reward: '' })).toEqual({ reward: 0 });
    expect(reportStolenSchema.parse({ reward: '49,50' })).toEqual({ reward: 4950 });
    for (const reward of ['0x10', '1e3', 0.005, '1,234.5', ' ', -1, 'Infinity', true, {}]) {
      expect(issuesOf(reportStolenSchema, { reward }), JSON.stringify(reward)).toEqual([{ path: 'reward', message: 'validation.reward_invalid' }]);
    }
  });

  it('reward change: the amount is required, 0 withdraws', () => {
    expect(updateRewardSchema.parse({ reward: '12,5' })).toEqual({ reward: 1250 });
    expect(updateRewardSchema.parse({ reward: 0 })).toEqual({ reward: 0 });
    for (const reward of [undefined, '', ' ', '1e3', 0.5]) {
      expect(issuesOf(updateRewardSchema, { reward }), JSON.stringify(reward)).toEqual([{ path: 'reward', message: 'validation.reward_invalid' }]);
    }
  });
});
