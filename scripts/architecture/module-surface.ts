#!/usr/bin/env node
// Part of `npm run lint:layers` (issue #29 item 1, decisions 069 and 074): a module's public surface is
// its index.ts; another module imports that and nothing else of it. Every import (types included) from a
// file of module A of a file of module B other than B/index.ts fails. No exceptions: the list of known
// ones this check started with (257 imports) reached zero and is gone. Tests are left out.
//   node scripts/architecture/module-surface.ts
import { apiModules, cruise, type FileEdge, grouped, internalImports, runAsCommand } from './module-graph.ts';

/** Per internal file (relative to `base`), the files of other modules that import it. */
export function internalImportsByFile(edges: FileEdge[], base: string): Record<string, string[]> {
  const short = (file: string) => file.slice(base.length + 1);
  return grouped(internalImports(edges, base).map((edge): [string, string] => [short(edge.to), short(edge.from)]));
}

/** The check: its report lines and whether it passed. */
export function checkModuleSurface(edges: FileEdge[], base: string) {
  const found = internalImportsByFile(edges, base);
  const module = (file: string) => file.split('/')[0];
  const lines = Object.entries(found).flatMap(([internal, importers]) =>
    importers.map(
      (importer) =>
        `module-surface: ${base}/${importer} imports ${base}/${internal}, inside module ${module(internal)} — import what ${module(internal)}/index.ts exports (export it there if it is meant for others)`,
    ),
  );
  const ok = lines.length === 0;
  lines.push(`module-surface: ${base}: ${lines.length} import(s) of another module's internal file`);
  return { ok, lines, found };
}

if (runAsCommand(import.meta.url)) {
  const { ok, lines } = checkModuleSurface(cruise([apiModules]), apiModules);
  for (const line of lines) (ok ? console.log : console.error)(line);
  process.exit(ok ? 0 : 1);
}
