import type { FastifyInstance } from 'fastify';

/** The public pages a search engine may list (signed-in areas, the API and one-time links are not). */
export const publicPages = [
  '/',
  '/user',
  '/hunter',
  '/shop',
  '/manufacturer',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/stolen-check',
  '/login',
  '/register',
];

/** robots.txt and sitemap.xml, built from PUBLIC_URL so they name the real host. */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.ctx.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const disallow = [
      '/api/',
      '/dashboard',
      '/bikes/',
      '/settings',
      '/profile',
      '/hunter/',
      '/messages',
      '/checkout/',
      '/admin',
      '/transfers/',
      '/reset-password',
      '/verify-email',
      '/tag-association',
      '/nfc/',
      // An anonymous finder's conversation (a capability link, issue #27).
      '/risposta/',
    ];
    const body = ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = publicPages.map((p) => `  <url><loc>${base}${p === '/' ? '/' : p}</loc></url>`).join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
