import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';

export const TEMPLATE_DATABASE = 'ritrova_template';

/** Creates pg-boss's schema once in the template, so each cloned database has it. */
export async function preparePgBossSchema(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Clones the migrated template into a new database and returns its URL; `template0` gives an empty
 * database instead (no tables, no job queue schema), as a first start in production meets it.
 */
export async function createTestDatabase(adminUrl: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
