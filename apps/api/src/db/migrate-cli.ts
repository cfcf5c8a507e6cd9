import { configOrExit } from '../bootstrap.ts';
import { createDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/** `npm run migrate -w @ritrova/api`: applies pending migrations to DATABASE_URL. */
const config = configOrExit();
if (!config.database.url) {
  console.error('Set DATABASE_URL: the embedded database is migrated by the server at start.');
  process.exit(1);
}
const { pool } = createDatabase(config.database.url, 1);
const applied = await migrate(pool);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply.');
await pool.end();
