import { describe, expect, it } from 'vitest';
import { presentShopBike, presentShopConsent, presentShopTag, shopName } from './shop.presenter.ts';

const SOLD = new Date('2026-11-24T10:00:00Z');
const CLAIMED = new Date('2026-11-25T08:30:00Z');

describe('shopName', () => {
  it("is the account's first and last name, else its address", () => {
    expect(shopName({ nome: 'Ciclofficina', cognome: 'Rossi', email: 'shop@example.com' })).toBe('Ciclofficina Rossi');
    expect(shopName({ nome: ' Bici ', cognome: '', email: 'shop@example.com' })).toBe('Bici');
    expect(shopName({ nome: ' ', cognome: '', email: 'shop@example.com' })).toBe('shop@example.com');
  });
});

describe('presentShopTag', () => {
  const tag = { id: 't1', uid: '04A1B2C3D4E5F6', status: 'unassigned', batch: 'B-1' } as const;

  it('shows an unsold tag without a sale', () => {
    expect(presentShopTag({ ...tag, customer_email: null, sold_at: null, claimed_at: null })).toEqual({
      id: 't1',
      uid: '04A1B2C3D4E5F6',
      status: 'unassigned',
      batch: 'B-1',
      sale: null,
    });
  });

  it('shows a sale with the address the shop typed, when it was made and when the customer claimed it', () => {
    expect(presentShopTag({ ...tag, status: 'assigned', customer_email: 'anna@example.com', sold_at: SOLD, claimed_at: CLAIMED }).sale).toEqual({
      customerEmail: 'anna@example.com',
      activatedAt: '2026-11-24T10:00:00.000Z',
      claimedAt: '2026-11-25T08:30:00.000Z',
    });
    expect(presentShopTag({ ...tag, customer_email: 'anna@example.com', sold_at: SOLD, claimed_at: null }).sale?.claimedAt).toBeNull();
  });

  it('leaves out any column other than the shop tag fields', () => {
    const row = { ...tag, customer_email: null, sold_at: null, claimed_at: null, owner_id: 'customer-1', bike_id: 'bike-1' };
    expect(Object.keys(presentShopTag(row)).sort()).toEqual(['batch', 'id', 'sale', 'status', 'uid']);
  });
});

describe('presentShopBike', () => {
  it('identifies the bike and gives nothing of its owner but the first name', () => {
    const row = { id: 'b1', name: 'Bianchina', brand: 'Bianchi', model: null, color: 'celeste', owner_nome: 'Anna', granted_at: SOLD };
    const bike = presentShopBike({ ...row, owner_cognome: 'Verdi', owner_email: 'anna@example.com' } as typeof row);
    expect(bike).toEqual({
      id: 'b1',
      name: 'Bianchina',
      brand: 'Bianchi',
      model: null,
      color: 'celeste',
      ownerFirstName: 'Anna',
      consentGrantedAt: '2026-11-24T10:00:00.000Z',
    });
  });
});

describe('presentShopConsent', () => {
  it("names the shop by its account's name, with its address and the date of the consent", () => {
    expect(presentShopConsent({ shop_id: 's1', granted_at: SOLD, nome: 'Ciclofficina', cognome: '', email: 'shop@example.com' })).toEqual({
      shopId: 's1',
      shopName: 'Ciclofficina',
      shopEmail: 'shop@example.com',
      grantedAt: '2026-11-24T10:00:00.000Z',
    });
  });
});
