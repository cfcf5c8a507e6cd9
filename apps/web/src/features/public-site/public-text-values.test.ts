import { splitReward } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_REWARD_EUROS, exampleSplit, publicTextValues } from './public-text-values';

describe('public texts', () => {
  it('quote the split the ledger applies', () => {
    // splitReward is what the ledger posts on a release or a refund: the texts' percentages must be its result.
    const onHundredEuros = splitReward(10_000);
    expect(publicTextValues.hunterShare).toBe(onHundredEuros.share / 100);
    expect(publicTextValues.serviceFee).toBe(onHundredEuros.platform / 100);
    expect(publicTextValues.refundShare).toBe(onHundredEuros.share / 100);
    const example = splitReward(EXAMPLE_REWARD_EUROS * 100);
    expect(exampleSplit(EXAMPLE_REWARD_EUROS)).toEqual({ hunter: example.share / 100, fee: example.platform / 100 });
  });

  it('promise payment within 7 business days, as decision 016 does', () => {
    expect(publicTextValues.payoutDays).toBe(7);
  });
});
