import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModuleDag } from './module-dag.ts';
import { cruise, moduleFolders } from './module-graph.ts';
import { checkModuleSurface } from './module-surface.ts';

// The lint checks of decision 069 on small trees written to a temporary folder and cruised by
// dependency-cruiser as the repository's are: each test is the probe that breaks (or keeps) a rule.

const base = 'apps/api/src/modules';
let folder: string | null = null;

function tree(files: Record<string, string>): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-modules-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(folder, base, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return folder;
}

const dagOf = (cwd: string) => checkModuleDag(cruise([base], { cwd, config: null }), base, moduleFolders(base, cwd));

afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = null;
});

describe('module-dag', () => {
  it('refuses two modules that import each other, naming the file imports both ways (a type import included)', () => {
    const cwd = tree({
      'bikes/bike.service.ts': "import { findUser } from '../users/user.service.ts';\nexport const findBike = () => findUser();\n",
      'users/user.service.ts': 'export const findUser = () => 1;\n',
      'users/retention.ts': "import type { findBike } from '../bikes/bike.service.ts';\nexport type Purge = typeof findBike;\n",
    });
    const { ok, lines } = dagOf(cwd);
    expect(ok).toBe(false);
    expect(lines[0]).toContain('1 pair(s) import each other');
    expect(lines).toContain('  bikes ↔ users');
    expect(lines).toContain('    bikes → users: bikes/bike.service.ts → users/user.service.ts');
    expect(lines).toContain('    users → bikes: users/retention.ts → bikes/bike.service.ts');
  }, 30_000);

  it('refuses a cycle round three modules no two of which import each other', () => {
    const cwd = tree({
      'a/a.ts': "import { b } from '../b/b.ts';\nexport const a = () => b();\n",
      'b/b.ts': "import { c } from '../c/c.ts';\nexport const b = () => c();\n",
      'c/c.ts': "import { a } from '../a/a.ts';\nexport const c = () => a;\n",
    });
    const { ok, lines } = dagOf(cwd);
    expect(ok).toBe(false);
    expect(lines[0]).toContain('0 pair(s) import each other, 1 longer cycle(s)');
    expect(lines).toContain('  a → b → c → a');
    expect(lines).toContain('    c → a: c/c.ts → a/a.ts');
  }, 30_000);

  it('passes modules that depend one way only, a test importing back left out', () => {
    const cwd = tree({
      'a/a.ts': "import { b } from '../b/b.ts';\nexport const a = () => b();\n",
      'b/b.ts': 'export const b = () => 1;\n',
      'b/b.test.ts': "import { a } from '../a/a.ts';\nexport const t = a;\n",
    });
    expect(dagOf(cwd)).toEqual({ ok: true, lines: [`module-dag: ${base}: 2 folders, 1 dependencies between them, no cycle`] });
  }, 30_000);
});

describe('module-surface', () => {
  const files = {
    'users/index.ts': "export { findUser } from './user.service.ts';\n",
    'users/user.service.ts': 'export const findUser = () => 1;\n',
    'users/user-row.ts': 'export interface UserRow { id: string }\n',
    'bikes/bike.service.ts': "import { findUser } from '../users/index.ts';\nexport const findBike = () => findUser();\n",
  };

  it('passes imports of another module through its index.ts', () => {
    const cwd = tree(files);
    const { ok } = checkModuleSurface(cruise([base], { cwd, config: null }), base);
    expect(ok).toBe(true);
  }, 30_000);

  it('refuses an import of another module’s internal file, a type import too', () => {
    const cwd = tree({
      ...files,
      'bikes/bike-row.ts': "import type { UserRow } from '../users/user-row.ts';\nexport interface BikeRow { owner: UserRow }\n",
    });
    const refused = checkModuleSurface(cruise([base], { cwd, config: null }), base);
    expect(refused.ok).toBe(false);
    expect(refused.lines).toEqual([
      `module-surface: ${base}/bikes/bike-row.ts imports ${base}/users/user-row.ts, inside module users — import what users/index.ts exports (export it there if it is meant for others)`,
      `module-surface: ${base}: 1 import(s) of another module's internal file`,
    ]);
  }, 30_000);
});
