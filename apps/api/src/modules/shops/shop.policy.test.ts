import { describe, expect, it } from 'vitest';
import { canReceiveConsent, consentState, hasClaimedSale, provesSaleAddress, saleRefusal, shopIdFor } from './shop.policy.ts';

const shop = { id: 'shop-1', role: 'shop' } as const;
const inventory = { shop_id: 'shop-1', status: 'unassigned', owner_id: null } as const;
/** Any moment will do: these rules look only at whether a date is set. */
const AT = new Date('2026-11-24T10:00:00Z');

describe('shopIdFor', () => {
  it('keeps a shop to its own tags and lets an admin name a shop', () => {
    expect(shopIdFor(shop, 'shop-2')).toBe('shop-1');
    expect(shopIdFor({ id: 'admin', role: 'admin' }, 'shop-2')).toBe('shop-2');
    expect(shopIdFor({ id: 'admin', role: 'admin' })).toBe('admin');
  });
});

describe('saleRefusal', () => {
  it('allows an inventory tag of the shop that was never sold', () => {
    expect(saleRefusal(shop, inventory, false)).toBeNull();
  });

  it('refuses a tag of another shop, or none, as not in the shop', () => {
    expect(saleRefusal(shop, { ...inventory, shop_id: 'shop-2' }, false)).toBe('TAG_NOT_IN_SHOP');
    expect(saleRefusal(shop, { ...inventory, shop_id: null }, false)).toBe('TAG_NOT_IN_SHOP');
    expect(saleRefusal(shop, undefined, false)).toBe('TAG_NOT_IN_SHOP');
  });

  it('refuses a tag already sold, owned, lost or retired as unavailable', () => {
    expect(saleRefusal(shop, inventory, true)).toBe('TAG_UNAVAILABLE');
    expect(saleRefusal(shop, { ...inventory, status: 'assigned', owner_id: 'u' }, false)).toBe('TAG_UNAVAILABLE');
    expect(saleRefusal(shop, { ...inventory, status: 'lost' }, false)).toBe('TAG_UNAVAILABLE');
    expect(saleRefusal(shop, { ...inventory, status: 'retired' }, false)).toBe('TAG_UNAVAILABLE');
  });
});

describe('provesSaleAddress', () => {
  it('needs the same address, verified', () => {
    expect(provesSaleAddress({ email: 'Anna@Example.com', email_verified_at: AT }, 'anna@example.com')).toBe(true);
    expect(provesSaleAddress({ email: 'anna@example.com', email_verified_at: null }, 'anna@example.com')).toBe(false);
    expect(provesSaleAddress({ email: 'other@example.com', email_verified_at: AT }, 'anna@example.com')).toBe(false);
  });
});

describe('consentState', () => {
  it('tells an active consent from a revoked one and from none', () => {
    expect(consentState(true, true)).toBe('granted');
    expect(consentState(false, true)).toBe('revoked');
    expect(consentState(false, false)).toBe('none');
  });
});

describe('canReceiveConsent', () => {
  const active = { role: 'shop', suspended_at: null, deleted_at: null } as const;

  it('accepts an active shop account', () => {
    expect(canReceiveConsent(active)).toBe(true);
  });

  it('refuses a user or admin account, and a suspended or deleted shop', () => {
    expect(canReceiveConsent({ ...active, role: 'user' })).toBe(false);
    expect(canReceiveConsent({ ...active, role: 'admin' })).toBe(false);
    expect(canReceiveConsent({ ...active, suspended_at: AT })).toBe(false);
    expect(canReceiveConsent({ ...active, deleted_at: AT })).toBe(false);
  });
});

describe('hasClaimedSale', () => {
  it('answers the claimant again while the tag is still theirs', () => {
    expect(hasClaimedSale({ id: 'u' }, { claimed_by: 'u', tag_owner_id: 'u' })).toBe(true);
  });

  it('refuses another account, and the claimant once the tag moved on', () => {
    expect(hasClaimedSale({ id: 'other' }, { claimed_by: 'u', tag_owner_id: 'u' })).toBe(false);
    expect(hasClaimedSale({ id: 'u' }, { claimed_by: 'u', tag_owner_id: 'buyer' })).toBe(false);
    expect(hasClaimedSale({ id: 'u' }, { claimed_by: 'u', tag_owner_id: null })).toBe(false);
  });
});
