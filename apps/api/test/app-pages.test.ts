import fs from 'node:fs';
import path from 'node:path';
import { appEarlyDataId } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * Issue #27 item 6, decision 060: the document of a page the browser renders alone (the signed-in pages)
 * names everything the page needs first, so that it all starts with the document instead of one step after
 * another: the API paths it reads first, which the early script asks for (with the stored session), then the
 * page's modules and its texts in the visitor's language, which it hints — while the app's entry loads.
 */
let web: WebBuild;
let t: TestApp;
let manifest: Record<string, { file: string; imports?: string[] }>;
beforeAll(async () => {
  web = await buildWebApp();
  manifest = JSON.parse(fs.readFileSync(path.join(web.dist, '.vite', 'manifest.json'), 'utf8'));
  t = await setupTestApp({}, { webDist: web.dist });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

const bikeId = '0b9e4c57-6a4e-4f1b-9d1c-3f6b2a1e8c42';
const earlyBlock = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${appEarlyDataId}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1] as string) as { data: string[]; preload: string[] }) : null;
};
/** The files the document has the browser fetch at once: its own hints and scripts, and those its early script hints. */
const preloads = (html: string) => [
  ...[...html.matchAll(/<(?:link rel="modulepreload"[^>]*href|script type="module"[^>]*src)="\/([^"]+)"/g)].map((m) => m[1]),
  ...(earlyBlock(html)?.preload ?? []).map((href) => href.slice(1)),
];
const fileOf = (source: string) => manifest[source]?.file;

describe('the document of an app page the browser renders', () => {
  it("preloads the bike page's module and texts and names the bike's API paths for the early script", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/bikes/${bikeId}`, headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const hinted = preloads(html);
    expect(hinted).toContain(fileOf('src/app/routes/bike-detail.tsx'));
    // Everything the bike page's module imports is hinted too: nothing waits for the module to be read.
    for (const imported of manifest['src/app/routes/bike-detail.tsx']?.imports ?? []) expect(hinted).toContain(fileOf(imported));
    // Its texts: the two files of the signed-in pages' texts in Italian (decision 060), nothing in another language.
    expect(hinted).toContain(fileOf('src/locales/groups/core-it.ts'));
    expect(hinted).toContain(fileOf('src/locales/groups/owner-it.ts'));
    expect(hinted).not.toContain(fileOf('src/locales/groups/core-en.ts'));
    // The session's check first (the route guard waits for it), then the bike page's own.
    expect(earlyBlock(html)?.data).toEqual(['/api/users/me', `/api/bikes/${bikeId}`, `/api/photos/${bikeId}/photos`, `/api/bikes/${bikeId}/shop-consents`]);
    expect(html).toContain(`<script type="module" async src="/${fileOf('src/early.ts')}"></script>`);
  });

  it('preloads the texts in the language the visitor chose', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hunter/hunts', headers: { cookie: 'ritrova_language=zh', 'accept-language': 'it' } });
    const hinted = preloads(res.body);
    expect(hinted).toContain(fileOf('src/app/routes/hunter-hunts.tsx'));
    expect(hinted).toContain(fileOf('src/locales/groups/hunter-zh.ts'));
    // The shell's own texts in that language, which the app reads before it shows anything.
    expect(hinted).toContain(fileOf('src/locales/zh/common.json'));
    expect(earlyBlock(res.body)?.data).toEqual(['/api/users/me', '/api/hunts', '/api/hunter/hunts', '/api/hunter/area', '/api/push']);
  });

  it("names only the session's check for a page that reads nothing else first, and the same document to every visitor of that language", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/profile' });
    const second = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(earlyBlock(first.body)?.data).toEqual(['/api/users/me']);
    expect(preloads(first.body)).toContain(fileOf('src/app/routes/profile.tsx'));
    expect(second.body).toBe(first.body);
  });

  it('keeps what the query string says out of the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/bikes/${bikeId}?x=%3C/script%3E%3Cscript%3E` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('</script><script>');
    expect(earlyBlock(res.body)?.data[1]).toBe(`/api/bikes/${bikeId}`);
  });

  it('escapes a path segment that is not a bike id into the API path, never into markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bikes/%3C%2Fscript%3E%3Cb%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('</script><b>');
    expect(earlyBlock(res.body)?.data[1]).toBe('/api/bikes/%3C%2Fscript%3E%3Cb%3E');
  });
});
