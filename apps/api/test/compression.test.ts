import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createTag } from './helpers/factories.ts';

/**
 * Decision 026: the built app's files leave as the .br/.gz sibling the browser
 * accepts (written at build time), larger API answers are compressed on the
 * fly, small ones (the verification hot path) are not.
 */
let t: TestApp;
let dist: string;
// Text that compresses well and is well over the threshold, as a real bundle is.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const page = `<!doctype html><html><head><title>Ritrova</title><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
// Too small for a sibling to help: the build writes none, and nothing compresses it later.
const tiny = 'export{};\n';

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const write = (name: string, data: string | Buffer) => fs.writeFile(path.join(dist, name), data);
  await write('index.html', page);
  await write('index.html.br', brotliCompressSync(page));
  await write('index.html.gz', gzipSync(page));
  await write('assets/app-Ab12Cd34.js', script);
  await write('assets/app-Ab12Cd34.js.br', brotliCompressSync(script));
  await write('assets/app-Ab12Cd34.js.gz', gzipSync(script));
  await write('assets/tiny-Zz99Yy88.js', tiny);
  t = await setupTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('are sent as the brotli sibling to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('are sent as the gzip sibling to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('are sent as they are to a client that accepts no encoding, still varying on it for caches', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
    expect((await get('/assets/app-Ab12Cd34.js', 'identity')).body).toBe(script);
  });

  it('without a sibling are sent as they are, not compressed on every request', async () => {
    const res = await get('/assets/tiny-Zz99Yy88.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(tiny);
  });

  it('have no address of their own for the siblings', async () => {
    expect((await get('/assets/app-Ab12Cd34.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/app-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });
});

describe("the app's pages", () => {
  it('answer index.html compressed, never cached without asking', async () => {
    for (const url of ['/', '/nfc/verifica', '/dashboard?tab=bikes']) {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    const gz = await get('/bikes', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
    const plain = await get('/bikes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});

describe('API answers', () => {
  it('at or above the threshold are compressed as the client asks', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // Encodings we do not offer are not chosen, even when preferred.
    expect((await get('/api/docs/json', 'zstd, deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('below the threshold leave as they are', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('of the verification hot path are never compressed', async () => {
    const tag = await createTag(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      payload: { uid: tag.uid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, status: 'unassigned' });
  });

  it('are not inflated from a compressed request body: bodies are plain JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ uid: '04D3E0A1B2C301' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
