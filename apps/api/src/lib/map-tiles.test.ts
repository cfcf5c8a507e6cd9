import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

/** The problems loadConfig lists for `env` (none: an empty list). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  TWO_FACTOR_ENCRYPTION_KEY: 'k'.repeat(32),
  SUN_MASTER_KEY: '8f3a7c2e9b1d4f6a0c5e7b9d2f4a6c8e',
  SMTP_URL: 'smtp://mail.example.org:587',
  STORAGE: 's3',
  S3_BUCKET: 'ritrova-photos',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  VAPID_PUBLIC_KEY: 'BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU',
  VAPID_PRIVATE_KEY: 'UVVZwMYfQI2gxYWWe7bLWeNWeoV2HSTM6Fns3nrHG8A',
};

describe('MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_PROVIDER', () => {
  it("default to OpenStreetMap's tile servers, credited and named as the privacy page names them", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      provider: 'OpenStreetMap Foundation (United Kingdom)',
      imageSource: 'https://tile.openstreetmap.org',
    });
  });

  it('take another https provider, whose origin alone the pages may load images from', () => {
    const tiles = loadConfig({
      MAP_TILE_URL: 'https://tiles.example.eu:8443/osm/{z}/{x}/{y}.png?key=public',
      MAP_TILE_ATTRIBUTION: 'Tiles © Example EU, data © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      MAP_TILE_PROVIDER: 'Example Maps GmbH (Germany)',
    }).mapTiles;
    expect(tiles.url).toBe('https://tiles.example.eu:8443/osm/{z}/{x}/{y}.png?key=public');
    expect(tiles.imageSource).toBe('https://tiles.example.eu:8443');
    expect(tiles.provider).toBe('Example Maps GmbH (Germany)');
  });

  it('take subdomains ({s}) as any subdomain of the host, and retina tiles ({r})', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.basemaps.example.com/light/{z}/{x}/{y}{r}.png' }).mapTiles.imageSource).toBe(
      'https://*.basemaps.example.com',
    );
  });

  it("take self-hosted tiles on the site's own origin, which need no other image source", () => {
    const tiles = loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTiles;
    expect(tiles.url).toBe('/tiles/{z}/{x}/{y}.png');
    expect(tiles.imageSource).toBeNull();
  });

  it('take http only from this machine, and only outside production', () => {
    for (const url of ['http://127.0.0.1:8790/{z}/{x}/{y}.png', 'http://localhost:8790/{z}/{x}/{y}.png', 'http://[::1]:8790/{z}/{x}/{y}.png']) {
      expect(loadConfig({ MAP_TILE_URL: url }).mapTiles.imageSource).toBe(new URL(url.replace(/\{.*$/, '')).origin);
      expect(loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: url }).mapTiles.url).toBe(url);
      expect(problemsOf({ ...production, MAP_TILE_URL: url }).join('\n')).toMatch(/MAP_TILE_URL: .*https/);
    }
    expect(problemsOf({ MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' }).join('\n')).toMatch(/MAP_TILE_URL: .*https/);
    expect(problemsOf({ ...production, MAP_TILE_URL: 'https://tiles.example.eu/{z}/{x}/{y}.png' })).toEqual([]);
  });

  it('refuse a template that is not a tile template over https, naming the variable', () => {
    for (const url of [
      'https://tiles.example.eu/{z}/{x}.png', // no {y}
      'https://tiles.example.eu/tiles.png',
      'ftp://tiles.example.eu/{z}/{x}/{y}.png',
      '//tiles.example.eu/{z}/{x}/{y}.png', // the scheme of the page, whatever it is
      'https://user:secret@tiles.example.eu/{z}/{x}/{y}.png',
      'https://tiles.example.eu/{z}/{x}/{y}.png?style={style}', // a placeholder Leaflet would not fill
      'https://tiles.{s}.example.eu/{z}/{x}/{y}.png', // {s} stands only for the first label
      'tiles/{z}/{x}/{y}.png',
    ]) {
      expect(problemsOf({ MAP_TILE_URL: url }), url).toEqual([expect.stringMatching(/^MAP_TILE_URL: /)]);
    }
  });

  it('refuse an attribution with markup other than https links, and an empty provider', () => {
    for (const attribution of [
      '<script>alert(1)</script>',
      '© <a href="javascript:alert(1)">OSM</a>',
      '© <a href="https://osm.org" onclick="x()">OSM</a>',
      '<img src="https://tracker.example/p.gif"> © OSM',
      '© <b>OSM</b>',
    ]) {
      expect(problemsOf({ MAP_TILE_ATTRIBUTION: attribution }), attribution).toEqual([expect.stringMatching(/^MAP_TILE_ATTRIBUTION: /)]);
    }
    expect(loadConfig({ MAP_TILE_ATTRIBUTION: '© Example &amp; <a href="https://example.org/c">contributors</a>' }).mapTiles.attribution).toBe(
      '© Example &amp; <a href="https://example.org/c">contributors</a>',
    );
    expect(problemsOf({ MAP_TILE_PROVIDER: '   ' })).toEqual([expect.stringMatching(/^MAP_TILE_PROVIDER: /)]);
  });

  it('list their problems together with the others', () => {
    const problems = problemsOf({ PORT: 'abc', MAP_TILE_URL: 'https://x.example/{z}.png', MAP_TILE_ATTRIBUTION: '<i>x</i>' });
    expect(problems).toHaveLength(3);
  });
});
