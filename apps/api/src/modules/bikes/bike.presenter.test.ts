import { describe, expect, it } from 'vitest';
import { groupBikeExtras, presentBikes, presentOneBike } from './bike.presenter.ts';
import type { BikeRow } from './bike.repository.ts';
import type { BikeExtrasRows } from './bike-extras.ts';

const at = (iso: string) => new Date(iso);

const bike = (id: string): BikeRow => ({
  id,
  owner_id: 'owner-1',
  name: `Bike ${id}`,
  brand: 'Bianchi',
  model: null,
  type: 'city',
  color: null,
  second_color: null,
  year: null,
  frame_size: null,
  serial_number: 'SN-1',
  serial_number_normalized: 'SN1',
  notes: null,
  purchase_value_cents: null,
  status: 'stolen',
  created_at: at('2026-01-01T00:00:00Z'),
  updated_at: at('2026-01-02T00:00:00Z'),
});

const none: BikeExtrasRows = { ownerships: [], transfers: [], tags: [], thefts: [], photos: [], rewardHistory: [] };

const loaded: BikeExtrasRows = {
  rewardHistory: [],
  ownerships: [{ bike_id: 'b1', via: 'registration', started_at: at('2026-01-01T00:00:00Z'), ended_at: null }],
  transfers: [{ id: 't1', bike_id: 'b2', to_email: 'next@example.com', expires_at: at('2026-02-01T00:00:00Z'), created_at: at('2026-01-25T00:00:00Z') }],
  tags: [
    { uid: '04AA', bike_id: 'b1' },
    { uid: '04BB', bike_id: 'b1' },
  ],
  thefts: [{ bike_id: 'b1', stolen_at: at('2026-03-01T00:00:00Z'), reward_cents: 12_345 }],
  photos: [
    {
      id: 'p1',
      bike_id: 'b1',
      is_main: true,
      filename: 'a.jpg',
      bytes: 1,
      format: 'jpeg',
      width: 1,
      height: 1,
      created_at: at('2026-01-03T00:00:00Z'),
    } as BikeExtrasRows['photos'][number],
  ],
};

describe('bike presenter', () => {
  it('gives each bike only its own extras, from rows already loaded', () => {
    const [b1, b2] = presentBikes([bike('b1'), bike('b2')], loaded);
    expect(b1).toMatchObject({
      tags: [{ uid: '04AA' }, { uid: '04BB' }],
      tagId: '04AA',
      reward: 123.45,
      stolenInfo: { dateStolen: '2026-03-01T00:00:00.000Z', reward: 123.45 },
      photos: [{ id: 'p1', thumbnailUrl: '/media/b1/p1/thumbnail.jpg', isMain: true }],
      mainPhoto: '/media/b1/p1/thumbnail.jpg',
      ownershipHistory: [{ startedAt: '2026-01-01T00:00:00.000Z', endedAt: null, via: 'registration' }],
      pendingTransfer: null,
    });
    expect(b2).toMatchObject({ tags: [], tagId: null, reward: 0, stolenInfo: null, photos: [], mainPhoto: null, ownershipHistory: [] });
    expect(b2?.pendingTransfer).toEqual({
      id: 't1',
      toEmail: 'next@example.com',
      expiresAt: '2026-02-01T00:00:00.000Z',
      createdAt: '2026-01-25T00:00:00.000Z',
    });
  });

  it('ignores loaded rows of bikes it was not asked for', () => {
    expect([...groupBikeExtras(['b2'], loaded).keys()]).toEqual(['b2']);
    expect(presentOneBike(bike('b3'), loaded)).toEqual(presentOneBike(bike('b3'), none));
  });
});
