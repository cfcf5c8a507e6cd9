import { describe, expect, it } from 'vitest';
import { changeRewardFormSchema } from './change-reward-form';

describe('changeRewardFormSchema', () => {
  it.each([
    ['200', 200],
    [' 80 ', 80],
    ['49,90', 49.9],
    ['0', 0],
  ])('sends %j as %d €', (text, euros) => {
    expect(changeRewardFormSchema.parse({ reward: text })).toEqual({ reward: euros });
  });

  it('refuses an empty field: withdrawing takes an explicit 0', () => {
    expect(changeRewardFormSchema.safeParse({ reward: '  ' }).error?.issues[0]?.message).toBe('validation.required');
  });

  it.each(['-5', 'tanti', '100001', '1e3', '0x10', '0,005', '1,234.5', '0,50'])('refuses %j with the API’s reward message', (text) => {
    expect(changeRewardFormSchema.safeParse({ reward: text }).error?.issues[0]?.message).toBe('validation.reward_invalid');
  });
});
