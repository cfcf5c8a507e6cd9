import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers run by Vitest: `unit` (pure rules, no I/O) and `api` (Fastify
 * `inject` against a real embedded PostgreSQL, one database per test file).
 * Both fail on unexpected console.error/console.warn output
 * (scripts/vitest/console-guard.ts). A third, `topology`, runs the production topology as
 * real processes (apps/api/topology/). End-to-end tests run with Playwright (see e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/x` import alias (apps/web/tsconfig.json `paths`, apps/web/vite.config.ts).
        resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('apps/web/src/', import.meta.url)) }] },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/vitest/console-guard.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['scripts/vitest/console-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The production topology (decision 048): HAProxy, 3 API processes, a worker, PostgreSQL and
        // object storage as real processes; one file, its tests in order on one deployment.
        test: {
          name: 'topology',
          include: ['apps/api/topology/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/vitest/console-guard.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
        },
      },
    ],
  },
});
