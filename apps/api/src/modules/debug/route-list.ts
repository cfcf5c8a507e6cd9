export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Finds the route that would answer a request and the parameters it would read (Fastify's `findRoute`). */
export type RouteFinder = (request: { method: string; url: string }) => { params: Record<string, string | undefined> } | null;

/** One line of Fastify's route tree: `│   ├── /health (GET, HEAD)`. */
const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/** A path parameter as the tree prints it: `:id`, or `:id|:bikeId` where routes name it differently. */
const PARAM = /:[A-Za-z0-9_]+(?:\|:[A-Za-z0-9_]+)*/g;

/**
 * The routes of Fastify's `printRoutes()` tree (the default, common-prefix form),
 * sorted by URL then method. The URL of a node is the concatenation of its
 * ancestors' labels; nodes without methods are only shared prefixes.
 *
 * The tree prints one node for a parameter that routes name differently
 * (`/bikes/:id|:bikeId`); `find` asks the router which name each route uses.
 *
 * NOTE: the HEAD routes Fastify adds for every GET (`exposeHeadRoutes`) are left
 * out; they would double the list without telling anything.
 */
export function parseRouteTree(tree: string, find: RouteFinder): RegisteredRoute[] {
  const labels: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = TREE_LINE.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    labels.length = depth;
    labels.push(match[2] ?? '');
    if (!match[3]) continue;
    const url = labels.join('');
    const methods = match[3].split(', ');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url: url.includes('|') ? nameParams(method, url, find) : url });
    }
  }
  return routes.sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url < b.url ? -1 : 1));
}

/** Puts a sample value in each parameter, asks the router which names read them, and writes those names back. */
function nameParams(method: string, url: string, find: RouteFinder): string {
  const samples: string[] = [];
  const concrete = url.replace(PARAM, () => {
    samples.push(`~p${samples.length}~`);
    return samples.at(-1) as string;
  });
  const params = find({ method, url: concrete })?.params ?? {};
  const nameOf = new Map(Object.entries(params).map(([name, value]) => [value, name]));
  let index = 0;
  return url.replace(PARAM, (printed) => {
    const name = nameOf.get(samples[index] ?? '');
    index += 1;
    return name ? `:${name}` : printed;
  });
}
