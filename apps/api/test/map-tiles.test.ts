import { serverRenderDataId } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * Map tiles come from the provider the operator configures (issue #26, decision 052): the browser
 * learns it from its configuration allowlist (and the pages the server renders carry it), and the
 * Content-Security-Policy lets images load from that origin only, beside the site's own.
 */

/** The sources of one CSP directive, in order. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

describe('map tiles from the default provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  it("let the pages load images from OpenStreetMap's tile server, named and credited in the public configuration", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      provider: 'OpenStreetMap Foundation (United Kingdom)',
    });
    expect(directive(String(res.headers['content-security-policy']), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });
});

describe('map tiles from a provider of the operator’s choice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example.eu/light/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps, © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      MAP_TILE_PROVIDER: 'Example Maps GmbH (Germany)',
    });
  });
  afterAll(() => t.close());

  it('let images load from that provider and no longer from OpenStreetMap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json().map).toEqual({
      tileUrl: 'https://{s}.tiles.example.eu/light/{z}/{x}/{y}{r}.png',
      attribution: '© Example Maps, © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      provider: 'Example Maps GmbH (Germany)',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.eu']);
    expect(csp).not.toContain('openstreetmap');
  });
});

describe('self-hosted map tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_PROVIDER: 'Ritrova S.r.l. (Italia)' });
  });
  afterAll(() => t.close());

  it("need no image source but the site's own", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directive(String(res.headers['content-security-policy']), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/public' })).json().map.tileUrl).toBe('/tiles/{z}/{x}/{y}.png');
  });
});

describe('pages the server renders', () => {
  let t: TestApp;
  let web: WebBuild;
  beforeAll(async () => {
    web = await buildWebApp();
    t = await setupTestApp(
      { MAP_TILE_URL: 'https://tiles.example.eu/{z}/{x}/{y}.png', MAP_TILE_PROVIDER: 'Example Maps GmbH (Germany)' },
      { webDist: web.dist },
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await web?.remove();
  });

  it('carry the tile provider in their data, so the first render knows it without asking, and ask nothing of it themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rubate', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(directive(String(res.headers['content-security-policy']), 'img-src')).toContain('https://tiles.example.eu');
    const block = res.body.match(new RegExp(`<script type="application/json" id="${serverRenderDataId}">([\\s\\S]*?)</script>`))?.[1];
    expect(JSON.parse(block ?? '{}').publicConfig?.map).toMatchObject({
      tileUrl: 'https://tiles.example.eu/{z}/{x}/{y}.png',
      provider: 'Example Maps GmbH (Germany)',
    });
    expect(res.body.replace(block ?? '', '')).not.toContain('tiles.example.eu');
  });
});
