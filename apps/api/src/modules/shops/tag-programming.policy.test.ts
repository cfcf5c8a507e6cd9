import { describe, expect, it } from 'vitest';
import { holdExpiredBefore, phoneBatchName, programmingRefusal, undoRefusal } from './tag-programming.policy.ts';

const shop = { id: '5b1f0c2e-0000-4000-8000-000000000001' };
const blank = { shop_id: shop.id, status: 'unassigned' as const, owner_id: null, bike_id: null, chip: 'ntag213' as const };

describe('programmingRefusal', () => {
  it('lets a shop program a blank plain tag of its own inventory', () => {
    expect(programmingRefusal(shop, blank, false)).toBeNull();
  });

  it('refuses a tag of another shop, of nobody’s shop, held, on a bike, lost or sold', () => {
    expect(programmingRefusal(shop, { ...blank, shop_id: 'another' }, false)).toBe('TAG_UID_TAKEN');
    expect(programmingRefusal(shop, { ...blank, shop_id: null }, false)).toBe('TAG_UID_TAKEN');
    expect(programmingRefusal(shop, { ...blank, owner_id: 'someone', status: 'assigned' }, false)).toBe('TAG_UID_TAKEN');
    expect(programmingRefusal(shop, { ...blank, bike_id: 'bike' }, false)).toBe('TAG_UID_TAKEN');
    expect(programmingRefusal(shop, { ...blank, status: 'lost' }, false)).toBe('TAG_UID_TAKEN');
    expect(programmingRefusal(shop, blank, true)).toBe('TAG_UID_TAKEN');
  });

  it('refuses a secure tag of its own inventory as not plain', () => {
    expect(programmingRefusal(shop, { ...blank, chip: 'ntag424' }, false)).toBe('TAG_NOT_PLAIN');
  });
});

describe('undoRefusal', () => {
  it('refuses a locked tag, then one held, on a bike or sold; allows a programmed blank', () => {
    expect(undoRefusal({ state: 'locked' }, blank, false)).toBe('TAG_LOCKED');
    expect(undoRefusal({ state: 'programmed' }, { ...blank, status: 'assigned', owner_id: 'x' }, false)).toBe('TAG_UNAVAILABLE');
    expect(undoRefusal({ state: 'programmed' }, { ...blank, bike_id: 'b' }, false)).toBe('TAG_UNAVAILABLE');
    expect(undoRefusal({ state: 'programmed' }, blank, true)).toBe('TAG_UNAVAILABLE');
    expect(undoRefusal({ state: 'programmed' }, undefined, false)).toBe('TAG_UNAVAILABLE');
    expect(undoRefusal({ state: 'programmed' }, blank, false)).toBeNull();
  });
});

describe('the hold and the batch', () => {
  it('lets another shop take a prepared UID only 5 minutes after it was held', () => {
    expect(holdExpiredBefore(new Date('2026-11-27T10:05:00Z')).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('names the batch by the shop and the UTC day', () => {
    expect(phoneBatchName(shop.id, new Date('2026-11-27T23:30:00Z'))).toBe('phone-5b1f0c2e-2026-11-27');
  });
});
