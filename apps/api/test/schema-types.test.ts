import fs from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import { GENERATED_FILE, REGENERATE_COMMAND, renderSchemaTypes } from '../src/db/schema-types.ts';
import { createTestDatabase } from './helpers/database.ts';

test('db/generated.ts matches the types generated from the migrated schema', async () => {
  const database = await createTestDatabase(inject('pgAdminUrl'), inject('pgTemplate'));
  try {
    const fresh = await renderSchemaTypes(database.url);
    const committed = await fs.readFile(GENERATED_FILE, 'utf8');
    expect(committed, `apps/api/src/db/generated.ts is out of step with the migrations: run \`${REGENERATE_COMMAND}\``).toBe(fresh);
  } finally {
    await database.drop();
  }
});
