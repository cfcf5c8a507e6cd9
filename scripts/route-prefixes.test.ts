import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'route-prefixes.mjs');
const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** Runs the check on a tree of modules/ files (path → text), as `npm run lint` runs it on apps/api/src. */
function check(files: Record<string, string>) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'route-prefixes-'));
  trees.push(tree);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, ROUTE_PREFIXES_ROOT: tree }, encoding: 'utf8' });
  return { status: run.status, errors: run.stderr };
}

const bikes = { 'modules/bikes/bike.routes.ts': "export const bikeRoutes = (app) => { app.get('/api/bikes/:id', {}, h); };\n" };
const theftRoute = "export const theftRoutes = (app) => { app.post('/api/bikes/:id/report-stolen', {}, h); };\n";

describe('route-prefixes (lint)', () => {
  it('passes a route served by the module its path names (singular or plural)', () => {
    const run = check({ ...bikes, 'modules/users/user.routes.ts': "app.get('/api/user/stats', {}, h);\n" });
    expect(run.errors).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails a route whose prefix names another module when its file says nothing, naming the route, its module and the line to write', () => {
    const run = check({ ...bikes, 'modules/theft/theft.routes.ts': theftRoute });
    expect(run.status).toBe(1);
    expect(run.errors).toContain(
      'modules/theft/theft.routes.ts:1: POST /api/bikes/:id/report-stolen names the bikes module but is served by theft: move it to bikes, or say why in this file: // prefix-exception: /api/bikes — <reason>',
    );
  });

  it('fails a route whose prefix names no module, as /rubate, unless its file says why', () => {
    const page = "const LIST = '/rubate';\nexport const pages = (app) => { app.get(LIST, {}, h); };\n";
    expect(check({ 'modules/stolen/stolen-page.routes.ts': page }).errors).toContain('GET /rubate names no module but is served by stolen');
    const explained = `// prefix-exception: /rubate — the public pages' Italian address\n${page}`;
    expect(check({ 'modules/stolen/stolen-page.routes.ts': explained }).status).toBe(0);
  });

  it('passes the route once its file gives the reason', () => {
    const run = check({ ...bikes, 'modules/theft/theft.routes.ts': `// prefix-exception: /api/bikes — the theft owns the report\n${theftRoute}` });
    expect(run.errors).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails a reason without words, and a reason no route of its file needs any more', () => {
    expect(check({ ...bikes, 'modules/theft/theft.routes.ts': `// prefix-exception: /api/bikes —\n${theftRoute}` }).status).toBe(1);
    const stale = check({
      ...bikes,
      'modules/theft/theft.routes.ts': `// prefix-exception: /api/notifications — moved away since\n${theftRoute.replace('/api/bikes/:id/report-stolen', '/api/thefts')}`,
    });
    expect(stale.errors).toContain('prefix-exception /api/notifications explains no route of this file');
  });

  it('reads paths from constants, imported constants, templates and loops, and fails one it cannot read', () => {
    const run = check({
      ...bikes,
      'modules/tags/paths.ts': "export const BASE = '/api/tags';\n",
      'modules/tags/tag.routes.ts': [
        "import { BASE } from './paths.ts';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal
        "for (const url of [`${BASE}/unpair`, '/api/tags/lost']) app.post(url, {}, h);",
        "app.route({ method: ['PUT', 'PATCH'], url: '/api/bikes/:id/tag', handler: h });",
      ].join('\n'),
    });
    expect(run.errors).toContain('PUT /api/bikes/:id/tag names the bikes module but is served by tags');
    expect(run.errors).toContain('PATCH /api/bikes/:id/tag names the bikes module but is served by tags');
    expect(run.errors).not.toContain('/unpair');
    expect(run.errors).not.toContain('not a literal');
    const unreadable = check({ 'modules/tags/tag.routes.ts': 'app.get(routeFor(x), {}, h);\n' });
    expect(unreadable.errors).toContain("a route's path is not a literal (routeFor(x))");
  });
});
