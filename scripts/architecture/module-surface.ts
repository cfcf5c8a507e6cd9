#!/usr/bin/env node
// Part of `npm run lint:layers` (issue #29 item 1, decision 069): a module's public surface is its
// index.ts; another module imports that and nothing else of it. Every import (types included) from a
// file of module A of a file of module B other than B/index.ts fails, unless
// scripts/data/module-surface-exceptions.json lists it — today's, a list that may only shrink: a listed
// import that is gone fails too, until it leaves the list. Tests are left out.
//   node scripts/architecture/module-surface.ts                    the check
//   node scripts/architecture/module-surface.ts --write-exceptions rewrite the list from the code, never
//                                                                  longer (after files moved; --allow-growth to force)
import fs from 'node:fs';
import path from 'node:path';
import { apiModules, cruise, type FileEdge, grouped, internalImports, ratchet, repositoryRoot, runAsCommand, writeExceptions } from './module-graph.ts';

export const surfaceExceptionsFile = path.join(repositoryRoot, 'scripts/data/module-surface-exceptions.json');

/** Per internal file (relative to `base`), the files of other modules that import it. */
export function internalImportsByFile(edges: FileEdge[], base: string): Record<string, string[]> {
  const short = (file: string) => file.slice(base.length + 1);
  return grouped(internalImports(edges, base).map((edge): [string, string] => [short(edge.to), short(edge.from)]));
}

/** The check: its report lines and whether it passed. */
export function checkModuleSurface(edges: FileEdge[], base: string, exceptions: Record<string, string[]>) {
  const found = internalImportsByFile(edges, base);
  const { added, gone } = ratchet(found, exceptions);
  const module = (file: string) => file.split('/')[0];
  const lines = [
    ...added.map(
      ([internal, importer]) =>
        `module-surface: ${base}/${importer} imports ${base}/${internal}, inside module ${module(internal)} — import what ${module(internal)}/index.ts exports (export it there if it is meant for others)`,
    ),
    ...gone.map(
      ([internal, importer]) =>
        `module-surface: ${importer} no longer imports ${internal} — remove it from scripts/data/module-surface-exceptions.json (the list only shrinks)`,
    ),
  ];
  const imports = Object.values(found).flat().length;
  lines.push(
    `module-surface: ${base}: ${imports} import(s) of another module's internal file (${Object.keys(found).length} distinct files), ${Object.values(exceptions).flat().length} listed as known; ${added.length} new, ${gone.length} gone from the code but still listed`,
  );
  return { ok: added.length === 0 && gone.length === 0, lines, found };
}

if (runAsCommand(import.meta.url)) {
  const edges = cruise([apiModules]);
  if (process.argv.includes('--write-exceptions')) {
    process.exit(writeExceptions('module-surface', surfaceExceptionsFile, internalImportsByFile(edges, apiModules)) ? 0 : 1);
  } else {
    const exceptions = JSON.parse(fs.readFileSync(surfaceExceptionsFile, 'utf8')) as Record<string, string[]>;
    const { ok, lines } = checkModuleSurface(edges, apiModules, exceptions);
    for (const line of lines) (ok ? console.log : console.error)(line);
    process.exit(ok ? 0 : 1);
  }
}
