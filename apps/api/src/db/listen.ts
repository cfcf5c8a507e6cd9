import type pg from 'pg';

/**
 * LISTEN and UNLISTEN on a connection of its own (a notification channel cannot go through Kysely,
 * which hands connections back to the pool after each query). The channel is a fixed identifier of
 * the code, never a value from a request: checked here so no caller can build SQL from one.
 */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function channel(name: string): string {
  if (!CHANNEL_NAME.test(name)) throw new Error(`not a channel name: ${name}`);
  return name;
}

export async function listenTo(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`LISTEN ${channel(name)}`);
}

export async function stopListening(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`UNLISTEN ${channel(name)}`);
}
