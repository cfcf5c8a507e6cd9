import { describe, expect, it } from 'vitest';
import { batchProgramScope, canReclaimTag, holdsTag, isShopAccount, isTagOfAnother } from './tag.policy.ts';

const AT = new Date('2026-11-24T10:00:00Z');

const me = { id: 'me' };
const mine = { owner_id: 'me', status: 'assigned' } as const;

describe('holdsTag', () => {
  it('is true for the holder only', () => {
    expect(holdsTag(me, mine)).toBe(true);
    expect(holdsTag(me, { owner_id: 'other' })).toBe(false);
    expect(holdsTag(me, { owner_id: null })).toBe(false);
  });
});

describe('canReclaimTag', () => {
  it('lets the holder claim again a tag in service', () => {
    expect(canReclaimTag(me, mine)).toBe(true);
  });

  it("refuses the holder's lost tag and another account's tag", () => {
    expect(canReclaimTag(me, { ...mine, status: 'lost' })).toBe(false);
    expect(canReclaimTag(me, { ...mine, owner_id: 'other' })).toBe(false);
  });
});

describe('isTagOfAnother', () => {
  it("is true for another account's tag, false for one's own or nobody's", () => {
    expect(isTagOfAnother(me, { owner_id: 'other' })).toBe(true);
    expect(isTagOfAnother(me, { owner_id: 'me' })).toBe(false);
    expect(isTagOfAnother(me, { owner_id: null })).toBe(false);
  });
});

describe('batchProgramScope', () => {
  it('gives an admin every tag of a batch, a shop only its own, and nobody else any', () => {
    expect(batchProgramScope({ id: 'a', role: 'admin' }, 'admin')).toEqual({ shopId: null });
    expect(batchProgramScope({ id: 's', role: 'shop' }, 'shop')).toEqual({ shopId: 's' });
    expect(batchProgramScope({ id: 's', role: 'shop' }, 'admin')).toBeNull();
    expect(batchProgramScope({ id: 'u', role: 'user' }, 'shop')).toBeNull();
    expect(batchProgramScope({ id: 'u', role: 'user' }, 'admin')).toBeNull();
  });
});

describe('isShopAccount', () => {
  it('accepts a shop that is not deleted, suspended or not, and nothing else', () => {
    expect(isShopAccount({ role: 'shop', deleted_at: null })).toBe(true);
    expect(isShopAccount({ role: 'shop', deleted_at: AT })).toBe(false);
    expect(isShopAccount({ role: 'user', deleted_at: null })).toBe(false);
    expect(isShopAccount({ role: 'admin', deleted_at: null })).toBe(false);
  });
});
