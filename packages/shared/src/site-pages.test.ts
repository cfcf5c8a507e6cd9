import { describe, expect, it } from 'vitest';
import { disallowedPrefixes, listedRoutes, renderedOncePaths, type SiteRoute, siteRoutes } from './site-pages.ts';

const routes = Object.values(siteRoutes) as SiteRoute[];
/** An address of a route, its parameters filled in. */
const sample = (path: string) => path.replace(/:\w+/g, 'x1');
const blocked = (path: string) => disallowedPrefixes().some((prefix) => path.startsWith(prefix));

describe('the site route table', () => {
  it('keeps every private page out of reach of crawlers and out of the sitemap', () => {
    const listed = new Set(listedRoutes().map((route) => route.path));
    for (const route of routes.filter((r) => r.access !== 'public')) {
      expect(blocked(sample(route.path)), route.path).toBe(true);
      expect(listed.has(route.path as never), route.path).toBe(false);
    }
  });

  it('lets crawlers reach every public page not marked disallow, and blocks those that are', () => {
    for (const route of routes) {
      if (route.access !== 'public') continue;
      expect(blocked(sample(route.path)), route.path).toBe(route.search === 'disallow');
    }
  });

  it('has one route per address', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('renders once only public pages without a parameter', () => {
    for (const path of renderedOncePaths()) expect(path).not.toContain(':');
  });
});
