import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ PUBLIC_URL: 'https://ritrova.example' });
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('point search engines at the public pages of the real host, and away from private areas', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Sitemap: https://ritrova.example/sitemap.xml');
    for (const privateArea of ['/api/', '/dashboard', '/messages', '/admin', '/checkout/']) expect(robots.body).toContain(`Disallow: ${privateArea}`);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining(['https://ritrova.example/', 'https://ritrova.example/faq', 'https://ritrova.example/privacy', 'https://ritrova.example/hunter']),
    );
    expect(locs.some((l) => l?.includes('/dashboard'))).toBe(false);
  });
});
