import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from './database.ts';
import { freePort, startEmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';
import { GENERATED_FILE, renderSchemaTypes } from './schema-types.ts';

/**
 * `npm run db:types`: migrates a throwaway embedded PostgreSQL and writes
 * `db/generated.ts` from its schema (decision 034).
 */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-db-types-'));
// PostgreSQL runs as its own user (these machines run as root) and must reach the folder.
await fs.chmod(dataDir, 0o755);
const embedded = await startEmbeddedDatabase({ dataDir, port: await freePort() });
try {
  const { pool } = createDatabase(embedded.url, 1);
  await migrate(pool);
  await pool.end();
  await fs.writeFile(GENERATED_FILE, await renderSchemaTypes(embedded.url));
  console.log(`Wrote ${path.relative(process.cwd(), GENERATED_FILE)}`);
} finally {
  await embedded.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
