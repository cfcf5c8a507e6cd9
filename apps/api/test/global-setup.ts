import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { ensureDatabase, startEmbeddedDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { preparePgBossSchema, TEMPLATE_DATABASE } from './helpers/database.ts';
import { freePort } from './helpers/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One real PostgreSQL for the whole run. A template database holds the migrated
 * schema; each test file clones it, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-api-test-'));
  // PostgreSQL runs as its own user (these machines run as root) and must reach the folder.
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const embedded = await startEmbeddedDatabase({ dataDir, port });
  const adminUrl = embedded.url.replace(/\/ritrova$/, '/postgres');
  await ensureDatabase(port, TEMPLATE_DATABASE);
  const templateUrl = embedded.url.replace(/\/ritrova$/, `/${TEMPLATE_DATABASE}`);
  const { pool } = createDatabase(templateUrl, 2);
  await migrate(pool);
  await pool.end();
  await preparePgBossSchema(templateUrl);
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return async () => {
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
