import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRouteTree } from '../src/modules/debug/route-list.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** What `scripts/route-prefixes.mjs` (part of `npm run lint`) reads from the source: every route and its module. */
function declaredRoutes(): { method: string; url: string; module: string; file: string }[] {
  const script = path.resolve(import.meta.dirname, '../../../scripts/route-prefixes.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, '--list', '--json'], { encoding: 'utf8' }));
}

describe('the route-prefix check', () => {
  it('sees every route the API serves, each with the module folder that declares it', () => {
    const served = parseRouteTree(t.app.printRoutes(), (route) => t.app.findRoute(route))
      // The OpenAPI viewer's own routes (@fastify/swagger-ui under /api/docs) are a library's, declared by no file here.
      .filter((route) => route.url !== '/api/docs' && !route.url.startsWith('/api/docs/'))
      .map((route) => `${route.method} ${route.url}`);
    const declared = declaredRoutes();
    const seen = new Set(declared.map((route) => `${route.method} ${route.url}`));
    expect(served.filter((route) => !seen.has(route))).toEqual([]);
    // …and nothing it reads is a route the API does not serve (a HEAD it declares beside its GET is folded into it).
    // The server-rendered pages' routes are there only with the web's build (app.pages), which this app has not.
    const withWebBuild = new Set(['modules/stolen/stolen-page.routes.ts', 'modules/verification/tag-page.routes.ts']);
    const servedSet = new Set(served);
    const unserved = declared
      .filter((route) => !withWebBuild.has(route.file))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !servedSet.has(route) && !(route.startsWith('HEAD ') && servedSet.has(route.replace('HEAD', 'GET'))));
    expect(unserved).toEqual([]);
    expect(declared.find((route) => route.url === '/sitemap.xml')?.module).toBe('seo');
  });
});
