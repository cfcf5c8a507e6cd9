import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Budget {
  /** The route module's file name without extension (its chunk carries that name). */
  chunk: string;
  route: string;
  /** Gzipped JavaScript the route adds beyond the shell loaded by index.html, in KB. */
  maxKb: number;
}

interface ChunkLike {
  type: 'chunk';
  name: string;
  code: string;
  imports: string[];
  isEntry: boolean;
}

/**
 * Prints, at every build, what a route's page costs a visitor beyond the shared
 * shell: the gzipped size of its chunk and every chunk it imports statically,
 * minus what the entry already loads. The public verification page must stay
 * small (issue #4: under 60 KB).
 */
export function routeBudget(budgets: Budget[]): Plugin {
  return {
    name: 'ritrova-route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.entries(bundle)
          .filter(([, c]) => c.type === 'chunk')
          .map(([file, c]) => [file, c as unknown as ChunkLike]),
      );
      const closure = (start: string[], seen = new Set<string>()) => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(chunks.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const shell = closure([...chunks].filter(([, c]) => c.isEntry).map(([file]) => file));
      for (const budget of budgets) {
        const route = [...chunks].find(([, c]) => c.name === budget.chunk);
        if (!route) {
          this.warn(`route budget: no chunk named ${budget.chunk}`);
          continue;
        }
        const own = [...closure([route[0]])].filter((file) => !shell.has(file));
        const kb = own.reduce((n, file) => n + gzipSync(chunks.get(file)?.code ?? '').length, 0) / 1024;
        const verdict = kb <= budget.maxKb ? 'within' : 'OVER';
        console.log(`route ${budget.route}: ${kb.toFixed(1)} KB gzipped JS beyond the shell (${own.length} chunks) — ${verdict} the ${budget.maxKb} KB budget`);
        if (kb > budget.maxKb) this.warn(`route ${budget.route} is over its budget`);
      }
    },
  };
}
