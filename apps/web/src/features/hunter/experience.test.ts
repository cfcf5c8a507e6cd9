import { describe, expect, it } from 'vitest';
import { isHistoryKind, levelProgress, levelThresholds, signedPoints } from './experience';

describe('levelProgress', () => {
  it('measures the way from this level’s start to the next', () => {
    expect(levelProgress({ experience: 175, levelFloor: 100, nextLevelAt: 250 })).toEqual({ percent: 50, remaining: 75 });
    expect(levelProgress({ experience: 100, levelFloor: 100, nextLevelAt: 250 })).toEqual({ percent: 0, remaining: 150 });
  });

  it('does not round up to a full bar before the next level is reached', () => {
    expect(levelProgress({ experience: 249, levelFloor: 100, nextLevelAt: 250 })).toEqual({ percent: 99, remaining: 1 });
  });

  it('stays between 0 and 100 when the figures disagree', () => {
    expect(levelProgress({ experience: 90, levelFloor: 100, nextLevelAt: 250 }).percent).toBe(0);
    expect(levelProgress({ experience: 300, levelFloor: 100, nextLevelAt: 250 })).toEqual({ percent: 100, remaining: 0 });
  });

  it('is complete at the top level', () => {
    expect(levelProgress({ experience: 5200, levelFloor: 4000, nextLevelAt: null })).toEqual({ percent: 100, remaining: null });
  });
});

describe('levelThresholds', () => {
  it('has seven levels, each needing more experience than the last', () => {
    expect(levelThresholds).toHaveLength(7);
    expect([...levelThresholds]).toEqual([...levelThresholds].sort((a, b) => a - b));
    expect(new Set(levelThresholds).size).toBe(levelThresholds.length);
  });
});

describe('isHistoryKind', () => {
  it('knows the documented kinds and nothing else', () => {
    expect(isHistoryKind('useful_sighting')).toBe(true);
    expect(isHistoryKind('rejected_claim')).toBe(true);
    expect(isHistoryKind('bonus')).toBe(false);
  });
});

describe('signedPoints', () => {
  it('shows gains with a plus and losses with a minus', () => {
    expect(signedPoints(10, 'it')).toBe('+10');
    expect(signedPoints(-15, 'en')).toBe('-15');
    expect(signedPoints(0, 'en')).toBe('0');
  });
});
