import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The module graph of issue #29 (decision 069): dependency-cruiser finds the imports between files;
 * this collapses them to the folders a tree is made of — the API's modules (apps/api/src/modules/<m>/)
 * and the web's features (apps/web/src/features/<f>/) — so a rule can ask what `no-circular` on files
 * cannot: do two modules need each other, through whichever files? Pure functions but `cruise`, which
 * runs dependency-cruiser with the repository's own configuration (.dependency-cruiser.cjs: its
 * tsconfig resolves the web's `@/` alias).
 */

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiModules = 'apps/api/src/modules';
export const webFeatures = 'apps/web/src/features';

/** One import: the importing file and the file it resolves to, both relative to the cruise's folder. */
export interface FileEdge {
  from: string;
  to: string;
}

/** Modules (folder names) and, per importing module, the modules it imports with the file imports that make each edge. */
export interface ModuleGraph {
  modules: string[];
  edges: Map<string, Map<string, FileEdge[]>>;
}

interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string; couldNotResolve: boolean; coreModule: boolean }[] }[];
}

/**
 * Every import between files under `folders` (relative to `cwd`), as dependency-cruiser resolves them.
 * `config`: a dependency-cruiser configuration (the repository's by default; null for none).
 */
export function cruise(folders: string[], { cwd = repositoryRoot, config = '.dependency-cruiser.cjs' as string | null } = {}): FileEdge[] {
  const bin = path.join(repositoryRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const only = `^(${folders.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/`;
  const args = [
    bin,
    ...folders,
    '--include-only',
    only,
    '--output-type',
    'json',
    ...(config ? ['--config', config] : ['--no-config', '--ts-pre-compilation-deps']),
  ];
  const output = execFileSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const result = JSON.parse(output) as CruiseResult;
  const edges: FileEdge[] = [];
  for (const module of result.modules)
    for (const dependency of module.dependencies)
      if (!dependency.couldNotResolve && !dependency.coreModule) edges.push({ from: module.source, to: dependency.resolved });
  return edges.sort((a, b) => compare(a.from, b.from) || compare(a.to, b.to));
}

/** The folders directly under `base` (each a module), sorted. */
export function moduleFolders(base: string, cwd = repositoryRoot): string[] {
  return fs
    .readdirSync(path.join(cwd, base), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(compare);
}

/** The module a file belongs to: the folder right under `base`; null for a file elsewhere or directly in `base`. */
export function moduleOf(file: string, base: string): string | null {
  if (!file.startsWith(`${base}/`)) return null;
  const rest = file.slice(base.length + 1).split('/');
  return rest.length > 1 ? (rest[0] ?? null) : null;
}

/** Tests are not part of a module's dependencies: a test may use what it checks from anywhere. */
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** The file imports collapsed to modules: an edge a → b when a file of a (not a test) imports a file of b. */
export function collapse(edges: FileEdge[], base: string, modules: string[]): ModuleGraph {
  const graph: ModuleGraph = { modules: [...modules].sort(compare), edges: new Map() };
  for (const edge of edges) {
    if (isTestFile(edge.from)) continue;
    const from = moduleOf(edge.from, base);
    const to = moduleOf(edge.to, base);
    if (!from || !to || from === to) continue;
    if (!graph.modules.includes(from)) graph.modules.push(from);
    if (!graph.modules.includes(to)) graph.modules.push(to);
    const targets = graph.edges.get(from) ?? new Map<string, FileEdge[]>();
    graph.edges.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), edge]);
  }
  graph.modules.sort(compare);
  return graph;
}

export const targetsOf = (graph: ModuleGraph, module: string) => [...(graph.edges.get(module)?.keys() ?? [])].sort(compare);
const hasEdge = (graph: ModuleGraph, from: string, to: string) => graph.edges.get(from)?.has(to) ?? false;

/** Every module edge, sorted by importing module then imported module. */
export function moduleEdges(graph: ModuleGraph): [string, string][] {
  return graph.modules.flatMap((from) => targetsOf(graph, from).map((to): [string, string] => [from, to]));
}

/** Pairs of modules that import each other, each once ([a, b] with a < b). */
export function mutualPairs(graph: ModuleGraph): [string, string][] {
  return moduleEdges(graph).filter(([a, b]) => compare(a, b) < 0 && hasEdge(graph, b, a));
}

/** Strongly connected components with more than one module (Tarjan), each sorted, in order of their first module. */
export function cycleGroups(graph: ModuleGraph, skip: (from: string, to: string) => boolean = () => false): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of targetsOf(graph, node)) {
      if (skip(node, next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort(compare));
    }
  };
  for (const module of graph.modules) if (!index.has(module)) visit(module);
  return groups.sort((a, b) => compare(a[0] ?? '', b[0] ?? ''));
}

/** The shortest cycle through `start` within `group` (breadth first), as modules from start back to start. */
function shortestCycle(graph: ModuleGraph, start: string, group: string[], skip: (from: string, to: string) => boolean): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of targetsOf(graph, node)) {
      if (!group.includes(next) || skip(node, next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * What makes the graph other than a directed acyclic graph: the pairs that import each other, and the
 * longer cycles that remain once those pairs' edges are left out (one shortest cycle per group).
 */
export function cycles(graph: ModuleGraph): { pairs: [string, string][]; longer: string[][] } {
  const pairs = mutualPairs(graph);
  const inPair = (from: string, to: string) => pairs.some(([a, b]) => (a === from && b === to) || (a === to && b === from));
  const longer = cycleGroups(graph, inPair).map((group) => shortestCycle(graph, group[0] as string, group, inPair));
  return { pairs, longer };
}

const fileList = (edges: FileEdge[], base: string, limit = 4) => {
  const shown = edges.slice(0, limit).map((e) => `${e.from.slice(base.length + 1)} → ${e.to.slice(base.length + 1)}`);
  return edges.length > limit ? [...shown, `… and ${edges.length - limit} more`] : shown;
};

/** The error lines for a graph that is not a DAG: each pair or cycle with the file imports that make it. */
export function describeCycles(graph: ModuleGraph, base: string): string[] {
  const { pairs, longer } = cycles(graph);
  const lines: string[] = [];
  const edgeLines = (from: string, to: string) =>
    fileList(graph.edges.get(from)?.get(to) ?? [], base).map(
      (file, i) => `    ${i === 0 ? `${from} → ${to}: ` : ' '.repeat(`${from} → ${to}: `.length)}${file}`,
    );
  for (const [a, b] of pairs) lines.push(`  ${a} ↔ ${b}`, ...edgeLines(a, b), ...edgeLines(b, a));
  for (const cycle of longer) {
    lines.push(`  ${cycle.join(' → ')}`);
    for (let i = 0; i + 1 < cycle.length; i += 1) lines.push(...edgeLines(cycle[i] as string, cycle[i + 1] as string));
  }
  return lines;
}

/**
 * Imports of another module's internal file: every file import from module a to a file of module b
 * other than b's public surface, b/index.ts. Tests are left out (see isTestFile).
 */
export function internalImports(edges: FileEdge[], base: string): FileEdge[] {
  return edges.filter((edge) => {
    if (isTestFile(edge.from)) return false;
    const from = moduleOf(edge.from, base);
    const to = moduleOf(edge.to, base);
    return from !== null && to !== null && from !== to && !/^index\.tsx?$/.test(edge.to.slice(base.length + to.length + 2));
  });
}

/** Groups [key, value] pairs into a record with sorted keys and values . */
export function grouped(pairs: [string, string][]): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const [key, value] of [...pairs].sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]))) {
    const values = record[key] ?? [];
    if (!values.includes(value)) values.push(value);
    record[key] = values;
  }
  return record;
}

/**
 * The graph as Mermaid `graph TD`: a node per module, an arrow per module edge (`-->`), and an edge
 * that lies on a cycle drawn dotted and labelled `cycle`, so the picture shows what lint refuses.
 */
export function renderMermaid(graph: ModuleGraph): string {
  const groups = cycleGroups(graph);
  const sameGroup = (a: string, b: string) => groups.some((group) => group.includes(a) && group.includes(b));
  const id = (module: string) => module.replace(/[^A-Za-z0-9_]/g, '_');
  const lines = ['graph TD'];
  for (const module of graph.modules) lines.push(`  ${id(module)}[${module}]`);
  for (const [from, to] of moduleEdges(graph)) lines.push(sameGroup(from, to) ? `  ${id(from)} -.->|cycle| ${id(to)}` : `  ${id(from)} --> ${id(to)}`);
  return lines.join('\n');
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether the file at `url` is the command node was started with (not imported, as by its test). */
export function runAsCommand(url: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(url);
}
