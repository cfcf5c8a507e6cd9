import { describe, expect, it } from 'vitest';
import { publicTextValues, splitReward } from './public-text-values';

describe('public texts', () => {
  it('quote the split the ledger applies', () => {
    expect(publicTextValues.hunterShare + publicTextValues.serviceFee).toBe(100);
    expect(splitReward(200)).toEqual({ hunter: 130, fee: 70 });
  });

  it('promise payment within 7 business days, as decision 016 does', () => {
    expect(publicTextValues.payoutDays).toBe(7);
  });
});
