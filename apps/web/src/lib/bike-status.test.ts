import { describe, expect, it } from 'vitest';
import { activeReward, bikeDisplayStatus } from './bike-status';

const tag = { uid: '04A1B2C3' };

describe('bikeDisplayStatus', () => {
  it('calls a stolen bike stolen, tag or not', () => {
    expect(bikeDisplayStatus({ status: 'stolen', tags: [tag] })).toBe('stolen');
    expect(bikeDisplayStatus({ status: 'stolen', tags: [] }, { showRecovered: true })).toBe('stolen');
  });

  it('calls a bike with a tag protected and one without a tag in need of NFC', () => {
    expect(bikeDisplayStatus({ status: 'active', tags: [tag] })).toBe('protected');
    expect(bikeDisplayStatus({ status: 'active', tags: [] })).toBe('needs_nfc');
    expect(bikeDisplayStatus({ status: 'maintenance', tags: [] })).toBe('needs_nfc');
  });

  it('tells a recovered bike apart only where asked (the detail page)', () => {
    expect(bikeDisplayStatus({ status: 'recovered', tags: [tag] })).toBe('protected');
    expect(bikeDisplayStatus({ status: 'recovered', tags: [tag] }, { showRecovered: true })).toBe('recovered');
  });
});

describe('activeReward', () => {
  it('is the reward of a stolen bike, read from stolenInfo when the top level has none', () => {
    expect(activeReward({ status: 'stolen', reward: 150, stolenInfo: null })).toBe(150);
    expect(activeReward({ status: 'stolen', reward: 0, stolenInfo: { dateStolen: '2026-11-01', reward: 80 } })).toBe(80);
  });

  it('is 0 for a bike that is not stolen', () => {
    expect(activeReward({ status: 'recovered', reward: 150, stolenInfo: null })).toBe(0);
  });
});
