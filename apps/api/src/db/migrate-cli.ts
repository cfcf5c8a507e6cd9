import { configOrExit } from '../bootstrap.js';
import { createDatabase } from './database.js';
import { migrate } from './migrate.js';

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
