import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { namespaces, shellNamespaces } from '../lib/i18n/namespaces';
import { paths } from './paths';
import { pages, routes } from './routes';

/** `a/b/../c` → `a/c`. */
function normalize(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every source file of the app, as text, keyed by its path from the web app's root (`src/…`). */
const sources = Object.fromEntries(
  // Vite names the files relative to this one: `./x` in src/app, `../x` in src.
  Object.entries(import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })).map(([file, text]) => [
    normalize(`src/app/${file}`),
    text,
  ]),
);

/** An import's file (`src/…`): relative, or through the `@/` alias for `src/`; null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = normalize(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`);
  else return null;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => candidate in sources) ?? null;
}

/**
 * The namespaces a module and everything it imports statically ask for: `useTranslation('x')`,
 * `useTranslation(['x', 'y'])` and `{ ns: 'x' }`. Lazily imported modules (`import()`) load
 * their own texts when they arrive, so they are not followed.
 */
function namespacesUsed(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const source = sources[file];
  if (seen.has(file) || source === undefined) return found;
  seen.add(file);
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
    expect(sources[page.src], page.src).toBeDefined();
    const used = [...namespacesUsed(page.src)].filter((ns) => !(shellNamespaces as readonly string[]).includes(ns));
    expect(page.ns).toEqual(expect.arrayContaining(used));
    for (const ns of page.ns) expect(namespaces).toContain(ns);
  });

  it('has a page for every route module', () => {
    const modules = Object.keys(sources).filter((file) => /^src\/app\/routes\/[\w-]+\.tsx$/.test(file));
    const routed = new Set(Object.values(pages).map((page) => page.src));
    expect(modules.filter((file) => !routed.has(file))).toEqual([]);
  });

  it('leads every address of the link table (paths.ts) to a page of the site route table, not the not-found page', () => {
    const addresses = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(addresses) : [];
    // `/risposta` is the prefix of the links the API mails (`/risposta/{token}`), no page of its own.
    for (const address of addresses(paths).filter((a) => a !== paths.finderConversation)) {
      const pathname = address.split(/[?#]/)[0] as string;
      const last = matchRoutes(routes, pathname)?.at(-1)?.route.handle;
      expect(last, address).not.toBe(pages.notFound);
    }
  });
});
