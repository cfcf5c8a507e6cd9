import { describe, expect, it } from 'vitest';
import { canHunt, isHuntOffered } from './hunt.policy.ts';

describe('canHunt', () => {
  it('lets anyone but the owner hunt a stolen bike', () => {
    const report = { owner_id: 'owner' };
    expect(canHunt({ id: 'hunter' }, report)).toBe(true);
    expect(canHunt({ id: 'owner' }, report)).toBe(false);
  });
});

describe('isHuntOffered', () => {
  it('offers an open theft with a funded reward only', () => {
    expect(isHuntOffered({ status: 'open', reward_status: 'funded' })).toBe(true);
    expect(isHuntOffered({ status: 'open', reward_status: 'none' })).toBe(false);
    expect(isHuntOffered({ status: 'recovered', reward_status: 'funded' })).toBe(false);
  });
});
