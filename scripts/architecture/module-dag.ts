#!/usr/bin/env node
// Part of `npm run lint:layers` (issue #29 item 2, decision 069): the API's modules
// (apps/api/src/modules/<m>/) and the web's features (apps/web/src/features/<f>/) depend on each other
// as a directed acyclic graph, checked on folders, not files: a module that imports another, through
// any file, may not be imported back by it, directly or round a longer cycle. Each pair or cycle is
// listed with the file imports that make it. Where two modules need each other, the lower one
// announces a domain event and the higher one reacts.
//   node scripts/architecture/module-dag.ts
import { apiModules, collapse, cruise, cycles, describeCycles, type FileEdge, moduleEdges, moduleFolders, runAsCommand, webFeatures } from './module-graph.ts';

/** The check of the folders under `base`: its report lines and whether it passed. */
export function checkModuleDag(edges: FileEdge[], base: string, modules: string[]) {
  const graph = collapse(edges, base, modules);
  const { pairs, longer } = cycles(graph);
  const ok = pairs.length === 0 && longer.length === 0;
  const head = `module-dag: ${base}: ${graph.modules.length} folders, ${moduleEdges(graph).length} dependencies between them`;
  if (ok) return { ok, lines: [`${head}, no cycle`] };
  return {
    ok,
    lines: [
      `${head} — not a directed acyclic graph: ${pairs.length} pair(s) import each other, ${longer.length} longer cycle(s). The lower module announces a domain event; the higher one reacts (decision 069):`,
      ...describeCycles(graph, base),
    ],
  };
}

if (runAsCommand(import.meta.url)) {
  const edges = cruise([apiModules, webFeatures]);
  let ok = true;
  for (const base of [apiModules, webFeatures]) {
    const result = checkModuleDag(edges, base, moduleFolders(base));
    ok &&= result.ok;
    for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  }
  process.exit(ok ? 0 : 1);
}
