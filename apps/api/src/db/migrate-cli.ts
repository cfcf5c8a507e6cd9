import { configOrExit } from '../bootstrap.ts';
import { createDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL, alone, as a release step before new
 * processes start (docs/operations.md, "Configuration" › Migrations). Each migration waits at most
 * MIGRATION_LOCK_TIMEOUT_SECONDS for a lock; servers started afterwards find nothing to apply.
 */
const config = configOrExit();
if (!config.database.url) {
  console.error('Set DATABASE_URL: the embedded database is migrated by the server at start.');
  process.exit(1);
}
const { pool } = createDatabase(config.database.url, 1);
try {
  const applied = await migrate(pool, { lockTimeoutSeconds: config.migrationLockTimeoutSeconds });
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply.');
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
