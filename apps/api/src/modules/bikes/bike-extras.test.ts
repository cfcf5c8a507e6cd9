import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { type BikeExtrasProviders, BikeExtrasWiring } from './bike-extras.ts';

const db = {} as Db;
const now = new Date('2026-11-27T10:00:00Z');

/** Every part answered by a stub that says which part it is. */
const stubs: BikeExtrasProviders = {
  pendingTransfers: async (_db, bikeIds) => bikeIds.map((bike_id) => ({ id: 't1', bike_id, to_email: 'new@example.com', expires_at: now, created_at: now })),
  attachedTags: async (_db, bikeIds) => bikeIds.map((bike_id) => ({ uid: 'TAG1', bike_id })),
  openThefts: async (_db, bikeIds) => bikeIds.map((bike_id) => ({ bike_id, stolen_at: now, reward_cents: 5000 })),
  photos: async () => [],
  bikesWithRewardPayments: async (_db, bikeIds) => bikeIds.map((bike_id) => ({ bike_id })),
};

function wireAll(wiring: BikeExtrasWiring, except?: keyof BikeExtrasProviders): void {
  for (const part of Object.keys(stubs) as (keyof BikeExtrasProviders)[]) {
    if (part !== except) wiring.provide(part, stubs[part] as never);
  }
}

describe('BikeExtrasWiring', () => {
  it('hands out, once sealed, the provider each part was given', async () => {
    const wiring = new BikeExtrasWiring();
    wireAll(wiring);
    wiring.seal();
    expect(await wiring.providers.attachedTags(db, ['b1'])).toEqual([{ uid: 'TAG1', bike_id: 'b1' }]);
    expect(await wiring.providers.bikesWithRewardPayments(db, ['b1', 'b2'])).toEqual([{ bike_id: 'b1' }, { bike_id: 'b2' }]);
  });

  it('refuses to seal at start while a part has no provider, naming it', () => {
    const wiring = new BikeExtrasWiring();
    wireAll(wiring, 'openThefts');
    expect(() => wiring.seal()).toThrow(/openThefts/);
  });

  it('refuses to hand out providers before the wiring is sealed', () => {
    const wiring = new BikeExtrasWiring();
    wireAll(wiring);
    expect(() => wiring.providers).toThrow(/sealed/);
  });

  it('refuses a second provider for the same part, and any provider after the seal', () => {
    const wiring = new BikeExtrasWiring();
    wireAll(wiring);
    expect(() => wiring.provide('photos', stubs.photos)).toThrow(/photos/);
    wiring.seal();
    expect(() => wiring.provide('photos', stubs.photos)).toThrow(/start/);
  });
});
