import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, type Storage, s3Storage } from '../src/lib/storage.ts';
import { startS3StandIn } from './helpers/s3-stand-in.ts';

const bike = '11111111-1111-4111-8111-111111111111';
const photo = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let dir: string;
beforeAll(async () => {
  s3 = await startS3StandIn('ritrova-photos');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-storage-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const implementations: [string, () => Storage][] = [
  ['local disk', () => localStorage(dir)],
  [
    'S3-compatible',
    () =>
      s3Storage({
        kind: 's3',
        bucket: 'ritrova-photos',
        endpoint: s3.url,
        region: 'auto',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      }),
  ],
];

describe.each(implementations)('storage on %s', (_name, make) => {
  it('stores, reads back and deletes a photo folder, leaving other folders', async () => {
    const storage = make();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put(`${bike}/${photo}/medium.jpg`, jpeg, 'image/jpeg');
    await storage.put(`${bike}/${photo}/medium.webp`, Buffer.from('RIFF....WEBP'), 'image/webp');
    await storage.put(`${bike}/${other}/small.jpg`, jpeg, 'image/jpeg');
    expect(await storage.get(`${bike}/${photo}/medium.jpg`)).toEqual({ body: jpeg, contentType: 'image/jpeg' });
    expect((await storage.get(`${bike}/${photo}/medium.webp`))?.contentType).toBe('image/webp');
    expect(await storage.get(`${bike}/${photo}/large.jpg`)).toBeNull();

    await storage.deletePrefix(`${bike}/${photo}/`);
    expect(await storage.get(`${bike}/${photo}/medium.jpg`)).toBeNull();
    expect(await storage.get(`${bike}/${other}/small.jpg`)).not.toBeNull();
    await storage.deletePrefix(`${bike}/`);
    expect(await storage.get(`${bike}/${other}/small.jpg`)).toBeNull();
  });

  it('refuses keys that are not ids (no path tricks)', async () => {
    const storage = make();
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.put(`${bike}/../${photo}/a.jpg`, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
  });
});

it('sends S3 requests path-style to the configured bucket, with immutable caching', async () => {
  expect(s3.requests.some((r) => r.method === 'PUT' && r.path.startsWith('/ritrova-photos/'))).toBe(true);
  const storage = s3Storage({
    kind: 's3',
    bucket: 'ritrova-photos',
    endpoint: s3.url,
    region: 'auto',
    accessKeyId: 'a',
    secretAccessKey: 'b',
    forcePathStyle: true,
  });
  await storage.put(`${bike}/${photo}/thumbnail.jpg`, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
  expect(s3.objects.get(`${bike}/${photo}/thumbnail.jpg`)?.cacheControl).toBe('public, max-age=31536000, immutable');
});
