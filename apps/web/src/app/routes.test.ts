import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces, shellNamespaces } from '../lib/i18n/namespaces';
import { pages } from './routes';

const webRoot = path.resolve(import.meta.dirname, '../..');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The namespaces a module and everything it imports statically ask for: `useTranslation('x')`,
 * `useTranslation(['x', 'y'])` and `{ ns: 'x' }`. Lazily imported modules (`import()`) load
 * their own texts when they arrive, so they are not followed.
 */
function namespacesUsed(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const call of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g))
    for (const ns of (call[1] ?? '').matchAll(/'(\w+)'/g)) found.add(ns[1] as string);
  for (const option of source.matchAll(/\bns: '(\w+)'/g)) found.add(option[1] as string);
  for (const statement of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const target = resolveImport(file, statement[1] as string);
    if (target) for (const ns of namespacesUsed(target, seen)) found.add(ns);
  }
  return found;
}

describe('the route table', () => {
  it.each(Object.entries(pages))('loads with %s every namespace its components use (beyond the shell)', (_name, page) => {
    const used = [...namespacesUsed(path.join(webRoot, page.src))].filter((ns) => !(shellNamespaces as readonly string[]).includes(ns));
    expect(page.ns).toEqual(expect.arrayContaining(used));
    for (const ns of page.ns) expect(namespaces).toContain(ns);
  });

  it('has a page for every route module', () => {
    const modules = fs.readdirSync(path.join(webRoot, 'src/app/routes')).filter((file) => file.endsWith('.tsx'));
    const routed = new Set(Object.values(pages).map((page) => path.basename(page.src)));
    expect(modules.filter((file) => !routed.has(file))).toEqual([]);
  });
});
