import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitReward } from './reward-split.ts';

describe('splitReward', () => {
  it('gives 65% to the Hunter and 35% to the platform, as spec §1 sets', () => {
    expect(splitReward(20_000)).toEqual({ share: 13_000, platform: 7_000 });
    expect(splitReward(62_000)).toEqual({ share: 40_300, platform: 21_700 });
  });

  it('never creates or loses a cent, and rounds the 65% down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const { share, platform } = splitReward(cents);
        expect(share + platform).toBe(cents);
        expect(share).toBeLessThanOrEqual((cents * 65) / 100);
        expect((cents * 65) / 100 - share).toBeLessThan(1);
      }),
    );
    expect(splitReward(1)).toEqual({ share: 0, platform: 1 });
    expect(splitReward(3)).toEqual({ share: 1, platform: 2 });
  });

  it('refuses what is not an amount in cents', () => {
    expect(() => splitReward(-1)).toThrow(RangeError);
    expect(() => splitReward(1.5)).toThrow(RangeError);
  });
});
