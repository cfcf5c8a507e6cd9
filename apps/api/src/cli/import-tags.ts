import fs from 'node:fs';
import path from 'node:path';
import { parseTagCsv } from '@ritrova/shared';
import { configOrExit } from '../bootstrap.ts';
import { importTags } from '../modules/tags/tag.service.ts';
import { option, positional, withDatabase } from './database.ts';

/**
 * `npm run tags:import -- file.csv [--batch NAME]`: adds the UIDs of a CSV (first
 * column, an optional `uid` header, any separators inside a UID) to the inventory
 * as plain tags. Works against DATABASE_URL, the embedded database of a running
 * server, or — when no server runs — starts the embedded database for the import.
 * (Secure batches are created from the admin page, which sets their key version.)
 */
async function main() {
  const args = process.argv.slice(2);
  const [file] = positional(args, ['batch']);
  const batch = option(args, 'batch') ?? null;
  if (!file) {
    console.error('Usage: npm run tags:import -- file.csv [--batch NAME]');
    process.exit(1);
  }
  const text = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const uids = parseTagCsv(text).map((row) => row.value);
  const result = await withDatabase(configOrExit(), (db) => importTags(db, uids, batch));
  console.log(
    `${result.created.length} tags added, ${result.duplicates.length} already in the inventory, ${result.invalid.length} invalid${result.invalid.length ? `: ${result.invalid.join(', ')}` : ''}`,
  );
  process.exitCode = result.invalid.length > 0 ? 2 : 0;
}

void main();
