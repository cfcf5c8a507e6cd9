import { type SiteRoute, siteRoutes } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ PUBLIC_URL: 'https://ritrova.example' });
});
afterAll(() => t.close());

const HOST = 'https://ritrova.example';

/** The addresses the sitemap lists. */
async function sitemapLocs(): Promise<string[]> {
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

/** The Disallow prefixes of robots.txt. */
async function disallowed(): Promise<string[]> {
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(robots.statusCode).toBe(200);
  return [...robots.body.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] as string);
}

/** Whether a crawler obeying robots.txt (prefix rules, as RFC 9309) may fetch the path. */
const blocked = (rules: string[], path: string) => rules.some((rule) => path.startsWith(rule));

/** An owner's stolen bike, its theft published on /rubate by the owner. */
async function publishedTheft() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia' });
  const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: { reward: 0 }, headers: owner.headers });
  expect(reported.statusCode).toBe(200);
  const published = await t.app.inject({ method: 'PUT', url: `/api/bikes/${bike.id}/publication`, payload: {}, headers: owner.headers });
  expect(published.statusCode).toBe(200);
  return { owner, bike, publicId: published.json().publication.publicId as string };
}

describe('robots.txt and sitemap.xml', () => {
  it('point search engines at the sitemap of the real host', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${HOST}/sitemap.xml`);
  });

  it('list the public pages, the stolen bikes listing among them, and nothing a crawler is told to keep away from', async () => {
    const locs = await sitemapLocs();
    for (const page of ['/', '/faq', '/privacy', '/terms', '/contact', '/hunter', '/user', '/shop', '/manufacturer', '/stolen-check', '/rubate'])
      expect(locs).toContain(`${HOST}${page}`);
    const rules = await disallowed();
    for (const loc of locs) expect(blocked(rules, loc.slice(HOST.length)), loc).toBe(false);
  });

  it('keep crawlers out of the owner app, the Hunter area, the admin and shop areas, the API and one-time links', async () => {
    const rules = await disallowed();
    for (const path of [
      '/api/bikes',
      '/dashboard',
      '/bikes/b1',
      '/bikes/add',
      '/settings/notifications',
      '/profile',
      '/messages/c1',
      '/checkout/p1',
      '/transfers/t1',
      '/hunter/dashboard',
      '/hunter/hunts',
      '/admin',
      '/admin/users/u1',
      '/shop/dashboard',
      '/shop/tags/program',
      '/reset-password',
      '/verify-email',
      '/risposta/token',
      '/nfc/verifica',
    ])
      expect(blocked(rules, path), path).toBe(true);
    // …while the public pages that share a first word with them stay open.
    for (const path of ['/hunter', '/shop', '/rubate']) expect(blocked(rules, path), path).toBe(false);
    const locs = await sitemapLocs();
    for (const area of ['/dashboard', '/admin', '/shop/', '/hunter/', '/bikes/'])
      expect(
        locs.some((l) => l.startsWith(`${HOST}${area}`)),
        area,
      ).toBe(false);
  });

  it("follow the web's route table: each of its listed pages in the sitemap, each of its private pages Disallowed", async () => {
    const routes = Object.values(siteRoutes) as SiteRoute[];
    const locs = await sitemapLocs();
    const rules = await disallowed();
    for (const route of routes) {
      const sample = route.path.replace(/:\w+/g, 'x1');
      if (route.access !== 'public') expect(blocked(rules, sample), route.path).toBe(true);
      else if (typeof route.search === 'object' && !route.path.includes(':')) expect(locs, route.path).toContain(`${HOST}${route.path}`);
      else if (route.search === 'disallow') expect(blocked(rules, sample), route.path).toBe(true);
      else expect(blocked(rules, sample), route.path).toBe(false);
    }
  });

  it("list a published theft's page while it is public, and no longer once its owner withdraws it", async () => {
    const { owner, bike, publicId } = await publishedTheft();
    expect(await sitemapLocs()).toContain(`${HOST}/rubate/${publicId}`);
    // The poster is the same theft on paper: not a page of its own to list.
    expect(await sitemapLocs()).not.toContain(`${HOST}/rubate/${publicId}/poster`);

    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/bikes/${bike.id}/publication`, headers: owner.headers });
    expect(withdrawn.statusCode).toBe(200);
    expect((await sitemapLocs()).filter((l) => l.includes(publicId))).toEqual([]);
  });

  it('list exactly the theft pages the public listing shows: never an unpublished theft, nor a recovered one', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const unpublished = await createBike(t.ctx, owner.user.id, { name: 'Privata' });
    const reported = await t.app.inject({ method: 'POST', url: `/api/bikes/${unpublished.id}/report-stolen`, payload: { reward: 0 }, headers: owner.headers });
    expect(reported.statusCode).toBe(200);
    const recovered = await publishedTheft();
    const back = await t.app.inject({ method: 'POST', url: `/api/bikes/${recovered.bike.id}/report-recovered`, payload: {}, headers: recovered.owner.headers });
    expect(back.statusCode).toBe(200);
    const searched = await publishedTheft();

    const listing = await t.app.inject({ method: 'GET', url: '/api/stolen' });
    const shown = (listing.json().items as { publicId: string }[]).map((card) => `${HOST}/rubate/${card.publicId}`);
    const listed = (await sitemapLocs()).filter((l) => l.startsWith(`${HOST}/rubate/`));
    expect(listed.sort()).toEqual(shown.sort());
    expect(listed).toContain(`${HOST}/rubate/${searched.publicId}`);
    expect(listed).not.toContain(`${HOST}/rubate/${recovered.publicId}`);
  });
});
