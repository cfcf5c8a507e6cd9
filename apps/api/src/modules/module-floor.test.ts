import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The bottom of the module graph (decision 067): `users` (the account rows, policy and presenters
 * every module takes) and `audit` (the log admin, rewards, tags and privacy write) import no other
 * module, and lib/ imports none at all. What a change of an account does elsewhere belongs to the
 * modules above them (account, privacy), so that every module may use these without a cycle.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** Import specifiers of a source text: static imports and re-exports, side-effect imports, `import()`. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  }
  return found;
}

/** `file -> module` for each import of a file under `folder` that lands in a module other than `own`. */
function importsOfOtherModules(folder: string, own: string | null): string[] {
  const files = (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  return files.flatMap((file) => {
    const full = path.join(folder, file);
    return importSpecifiers(fs.readFileSync(full, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.relative(MODULES, path.resolve(path.dirname(full), spec)))
      .filter((target) => !target.startsWith('..'))
      .map((target) => target.split(path.sep)[0] as string)
      .filter((module) => module !== own && !module.endsWith('.ts'))
      .map((module) => `${path.relative(SRC, full)} -> modules/${module}`);
  });
}

describe('the bottom of the module graph', () => {
  it.each(['users', 'audit'])('%s imports no other module', (module) => {
    const folder = path.join(MODULES, module);
    expect(fs.existsSync(folder), `apps/api/src/modules/${module} is missing`).toBe(true);
    expect(importsOfOtherModules(folder, module)).toEqual([]);
  });

  it('lib/ imports no module', () => {
    expect(importsOfOtherModules(path.join(SRC, 'lib'), null)).toEqual([]);
  });

  it('the check reads every kind of import', () => {
    const sample = [
      "import type { A } from '../a/a.ts';",
      'import { b } from "../b/b.ts";',
      "export { c } from '../c/c.ts';",
      "import '../d/d.ts';",
      "const e = await import('../e/e.ts');",
      "// a comment naming from 'x' is read too, which errs on the side of failing",
    ].join('\n');
    expect(importSpecifiers(sample).sort()).toEqual(['../a/a.ts', '../b/b.ts', '../c/c.ts', '../d/d.ts', '../e/e.ts', 'x']);
  });
});
