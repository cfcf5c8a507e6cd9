import type { PublicBike } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { presentPublicBike } from './public-bike.presenter.ts';
import type { PublicBikeRow, TagViewRow } from './tag-view-rows.ts';

/** Every owner-side fact a loaded row could carry, each a value that cannot appear by chance. */
const ownerFields = {
  owner_id: 'owner-id-7f3a91c2',
  bike_owner: 'owner-id-7f3a91c2-bike-owner',
  owner_email: 'secret.owner@private-mail.example',
  email: 'secret.owner.email@private-mail.example',
  owner_nome: 'Ottavia-Ownername',
  nome: 'Ottavia-Nome',
  owner_cognome: 'Segretissimi-Surname',
  cognome: 'Segretissimi-Cognome',
  username: 'ottavia_private_handle',
  serial_number: 'SN-PRIVATE-998877',
  serial_number_normalized: 'SNPRIVATE998877',
  purchase_value_cents: 424_242,
  notes: 'Chiave di riserva sotto il vaso',
  owner_address: 'Via dei Segreti 13, 00100 Roma',
  owner_phone: '+39 333 0001112',
  password_hash: '$argon2id$v=19$private-hash',
  totp_secret_sealed: 'sealed-totp-secret',
} as const;

/** The whole loaded row: the public columns and, on the same object, every owner field. */
const loadedRow = (overrides: Partial<PublicBikeRow> = {}) => {
  const row = {
    tag_id: 'tag-1',
    tag_status: 'assigned',
    key_version: null,
    bike_id: 'bike-1',
    name: 'La Rossa',
    brand: 'Bianchi',
    model: 'Via Nirone',
    type: 'road',
    color: 'celeste',
    bike_status: 'stolen',
    report_id: 'report-1',
    reward_cents: 15_000,
    reward_status: 'funded',
    stolen_at: new Date('2026-05-01T08:00:00Z'),
    // Exact digits that must never leave: only the municipality's name does.
    place_lat: 45.478123,
    place_lng: 9.186789,
    main_photo_id: 'photo-1',
    ...ownerFields,
    ...overrides,
  } satisfies TagViewRow & typeof ownerFields;
  return row;
};

const publicKeys: (keyof PublicBike)[] = [
  'name',
  'brand',
  'model',
  'type',
  'color',
  'status',
  'isStolen',
  'stolenAt',
  'stolenNear',
  'reward',
  'rewardFunded',
  'rewardCents',
  'finderRewardCents',
  'mainPhoto',
];

describe('presentPublicBike', () => {
  it('lets no owner field of the loaded row leave, whatever its key', () => {
    const json = JSON.stringify(presentPublicBike(loadedRow()));
    for (const [field, value] of Object.entries(ownerFields)) {
      expect(json, field).not.toContain(String(value));
    }
    expect(json).not.toContain('owner');
    expect(json).not.toContain('serial');
    expect(json).not.toContain('45.478');
    expect(json).not.toContain('9.186');
  });

  it('returns exactly the public keys', () => {
    expect(Object.keys(presentPublicBike(loadedRow())).sort()).toEqual([...publicKeys].sort());
  });

  it('gives the reward (in euros, in cents and the finder’s share in cents) only while stolen, and the main photo as a medium-size link', () => {
    expect(presentPublicBike(loadedRow())).toEqual({
      name: 'La Rossa',
      brand: 'Bianchi',
      model: 'Via Nirone',
      type: 'road',
      color: 'celeste',
      status: 'stolen',
      isStolen: true,
      stolenAt: '2026-05-01T08:00:00.000Z',
      stolenNear: 'Milano (MI)',
      reward: 150,
      rewardFunded: true,
      rewardCents: 15_000,
      finderRewardCents: 9_750,
      mainPhoto: '/media/bike-1/photo-1/medium.jpg',
    });
    expect(
      presentPublicBike(loadedRow({ report_id: null, reward_cents: null, reward_status: null, stolen_at: null, main_photo_id: null, bike_status: 'active' })),
    ).toMatchObject({ isStolen: false, reward: 0, rewardFunded: false, rewardCents: 0, finderRewardCents: 0, stolenAt: null, mainPhoto: null });
  });
});
