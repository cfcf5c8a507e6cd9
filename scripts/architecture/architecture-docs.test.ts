import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureFile, REGENERATE_COMMAND, renderArchitectureDocs, renderSections, replaceSections } from './architecture-docs.ts';

describe('docs/ARCHITECTURE.md, its modules and their graph', () => {
  it('is what `npm run docs` writes from the modules’ MODULE.md and their imports', () => {
    const committed = fs.readFileSync(architectureFile, 'utf8');
    // NOTE: compared as text, so a failure shows the lines that differ.
    expect(committed, `docs/ARCHITECTURE.md differs from the code: run \`${REGENERATE_COMMAND}\``).toBe(renderArchitectureDocs());
  }, 60_000);

  it('lists any set of module folders, and refuses one without its purpose, naming it', () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-docs-'));
    try {
      const base = 'mods';
      for (const module of ['alerts', 'bikes']) fs.mkdirSync(path.join(cwd, base, module), { recursive: true });
      fs.writeFileSync(path.join(cwd, base, 'bikes', 'MODULE.md'), 'Bikes | their owners.\nMore below.\n');
      const edges = [{ from: 'mods/alerts/alert.ts', to: 'mods/bikes/bike.ts' }];
      expect(() => renderSections(edges, base, ['alerts', 'bikes'], cwd)).toThrow(
        "no one-line purpose in mods/alerts/MODULE.md — write what the module is for as the file's first line",
      );
      fs.writeFileSync(path.join(cwd, base, 'alerts', 'MODULE.md'), 'Alerts.\n');
      const sections = renderSections(edges, base, ['alerts', 'bikes'], cwd);
      expect(sections.modules).toContain('| `alerts` | Alerts. | bikes |');
      expect(sections.modules).toContain('| `bikes` | Bikes \\| their owners. | — |');
      expect(sections['module-graph']).toContain('  alerts --> bikes');
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('draws an import that closes a cycle dotted, labelled `cycle`', () => {
    const edges = [
      { from: 'mods/a/a.ts', to: 'mods/b/b.ts' },
      { from: 'mods/b/b.ts', to: 'mods/a/a.ts' },
    ];
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-docs-'));
    try {
      for (const module of ['a', 'b']) {
        fs.mkdirSync(path.join(cwd, 'mods', module), { recursive: true });
        fs.writeFileSync(path.join(cwd, 'mods', module, 'MODULE.md'), `${module}.\n`);
      }
      expect(renderSections(edges, 'mods', ['a', 'b'], cwd)['module-graph']).toContain('  a -.->|cycle| b\n  b -.->|cycle| a');
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('refuses a document without the section’s markers, naming them', () => {
    expect(() => replaceSections('# Architecture\n', { modules: 'x' })).toThrow('the markers of "modules" are missing');
  });
});
