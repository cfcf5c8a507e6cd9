import { describe, expect, it } from 'vitest';
import type { BikeRow } from '../bikes/bike-row.ts';
import { type BikeRecordSource, presentBikeRecord, verificationUrl } from './bike-record.presenter.ts';

const bike = {
  id: 'b1',
  owner_id: 'u1',
  name: 'Freccia',
  brand: 'Bianchi',
  model: null,
  type: 'city',
  color: 'blu',
  second_color: null,
  year: null,
  frame_size: null,
  serial_number: 'WTU1',
  status: 'active',
  created_at: new Date('2026-01-02T03:04:05Z'),
} as BikeRow;

const photo = (id: string, isMain: boolean) => ({
  id,
  bike_id: 'b1',
  bytes: 1,
  created_at: new Date('2026-11-20T10:00:00Z'),
  filename: 'x.jpg',
  format: 'jpeg' as const,
  width: 2400,
  height: 1600,
  is_main: isMain,
  uploaded_by: null,
});

const source = (overrides: Partial<BikeRecordSource> = {}): BikeRecordSource => ({
  bike,
  owner: { nome: ' Ottavia ', cognome: 'Zanzibar' },
  ownerships: [],
  photos: [],
  tags: [],
  now: new Date('2026-11-27T10:00:00Z'),
  ...overrides,
});

describe('presentBikeRecord', () => {
  it('keeps the main photo and the next three, as large JPEGs sized for the sheet', () => {
    const photos = ['m', 'a', 'b', 'c', 'd'].map((id, i) => photo(id, i === 0));
    const record = presentBikeRecord(source({ photos }), null);
    expect(record.photos.map((p) => p.id)).toEqual(['m', 'a', 'b', 'c']);
    expect(record.photos[0]).toEqual({ id: 'm', isMain: true, url: '/media/b1/m/large.jpg', width: 1200, height: 800 });
  });

  it("dates the ownership from the current owner's period, else from the registration", () => {
    const transferred = new Date('2026-06-01T00:00:00Z');
    const ownerships = [
      { started_at: bike.created_at, ended_at: transferred },
      { started_at: transferred, ended_at: null },
    ];
    expect(presentBikeRecord(source({ ownerships }), null).ownedSince).toBe(transferred.toISOString());
    expect(presentBikeRecord(source(), null).ownedSince).toBe(bike.created_at.toISOString());
  });

  it("writes the owner's name as first and last name, trimmed", () => {
    expect(presentBikeRecord(source(), null).ownerName).toBe('Ottavia Zanzibar');
  });

  it('leaves a lost tag off the sheet', () => {
    const tags = [{ uid: '04AA', chip: 'ntag213' as const, status: 'lost' as const, attached_at: null }];
    expect(presentBikeRecord(source({ tags }), null).tags).toEqual([]);
    expect(verificationUrl('https://ritrova.it', tags)).toBeNull();
  });
});

describe('verificationUrl', () => {
  it("is the tag's own verification page on the public site", () => {
    const tags = [{ uid: '04aabbccddee11', chip: 'ntag213' as const, status: 'assigned' as const, attached_at: new Date('2026-11-20T10:00:00Z') }];
    expect(verificationUrl('https://ritrova.it/', tags)).toBe('https://ritrova.it/nfc/verifica?uid=04AABBCCDDEE11');
  });
});
