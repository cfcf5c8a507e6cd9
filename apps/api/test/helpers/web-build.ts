import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setupTestApp, type TestApp } from './app.ts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const webApp = path.join(repo, 'apps', 'web');
const vite = path.join(repo, 'node_modules', 'vite', 'bin', 'vite.js');

export interface WebBuild {
  /** The browser build (what `setupTestApp`'s `webDist` takes); the server renderer is its sibling `dist-server/`. */
  dist: string;
  remove(): Promise<void>;
}

/**
 * The web app built as in production — the browser's build and the server renderer of its pages
 * (decision 029) — into a folder of this test's own, for tests of the pages the API renders. Under
 * the repository's node_modules, so the renderer's imports (React, i18next…) resolve as they do from
 * apps/web/dist-server. About ten seconds on two cores.
 */
export async function buildWebApp(): Promise<WebBuild> {
  const root = path.join(repo, 'node_modules', '.cache', 'ritrova-web-build', randomUUID());
  const dist = path.join(root, 'dist');
  // A production build, whatever the test runner set (React's development build, Vitest's variables).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const options = { cwd: webApp, env: { ...env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, maxBuffer: 16 * 1024 * 1024 };
  try {
    await run(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], options);
    await run(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(root, 'dist-server'), '--emptyOutDir', '--logLevel', 'error'],
      options,
    );
  } catch (err) {
    await fs.rm(root, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`the web app did not build:\n${stdout}\n${stderr}`);
  }
  return { dist, remove: () => fs.rm(root, { recursive: true, force: true }) };
}

/**
 * A test app serving a production build of the web app made for it (the pages the API renders need both);
 * closing the app also removes the build. Give `beforeAll` about three minutes: the build alone takes ten seconds.
 */
export async function setupTestAppWithWeb(
  env: Parameters<typeof setupTestApp>[0] = {},
  options: Omit<NonNullable<Parameters<typeof setupTestApp>[1]>, 'webDist'> = {},
): Promise<TestApp> {
  const web = await buildWebApp();
  try {
    const app = await setupTestApp(env, { ...options, webDist: web.dist });
    return {
      ...app,
      async close() {
        await app.close();
        await web.remove();
      },
    };
  } catch (error) {
    await web.remove();
    throw error;
  }
}
