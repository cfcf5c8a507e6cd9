// prefix-exception: /robots.txt — the address every crawler asks for (RFC 9309), at the site's root
// prefix-exception: /sitemap.xml — the address robots.txt names, at the site's root as crawlers expect
import { disallowedPrefixes, hasParameter, type ListedPatternPath, listedRoutes } from '@ritrova/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { searchedTheftIds } from '../stolen/index.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the table's own pages come first. */
const SITEMAP_MAX_URLS = 50_000;

/**
 * The addresses of each listed page with a parameter, as values of its parameters, at most `limit`: every
 * such page of the web's route table must say here where its addresses come from (a type error otherwise).
 */
const listedAddresses: Record<ListedPatternPath, (ctx: AppContext, limit: number) => Promise<Record<string, string>[]>> = {
  // A published theft's page while it is searched for: the owner chose to make it public (decision 073).
  '/rubate/:publicId': async (ctx, limit) => (await searchedTheftIds(ctx, limit)).map((publicId) => ({ publicId })),
};

/** A route's address with its parameters filled in. */
const fill = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt and sitemap.xml, built from PUBLIC_URL so they name the real host, and from the web's route
 * table (packages/shared site-pages.ts): its listed pages in the sitemap, its private pages and the public
 * ones it marks `disallow` Disallowed, with the API.
 */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.ctx.config.publicUrl;
  const robots = ['User-agent: *', 'Allow: /', ...['/api/', ...disallowedPrefixes()].map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join(
    '\n',
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const routes = listedRoutes();
    const fixed = routes.filter((route) => !hasParameter(route.path));
    let room = SITEMAP_MAX_URLS - fixed.length;
    const urls = fixed.map((route) => ({ path: route.path as string, changefreq: route.changefreq }));
    for (const route of routes.filter((r) => hasParameter(r.path))) {
      const addresses = await listedAddresses[route.path as ListedPatternPath](app.ctx, room);
      room -= addresses.length;
      urls.push(...addresses.map((params) => ({ path: fill(route.path, params), changefreq: route.changefreq })));
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((url) => `  <url><loc>${escapeXml(base + url.path)}</loc><changefreq>${url.changefreq}</changefreq></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
