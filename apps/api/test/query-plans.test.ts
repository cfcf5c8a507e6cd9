import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, enableTwoFactor, signedInUser } from './helpers/factories.ts';

/**
 * Issue #25 (decision 047): the routes measured at scale by `npm run bench -- data-scale` must find their
 * rows through indexes, not by reading whole tables. On a test database every table is small and the
 * planner would read any of them whole, so each statement a route sent is explained with sequential
 * scans priced out (`enable_seqscan = off`): a sequential scan left in the plan is one that no index can
 * replace. The bench measures what that costs at 10M scans; this test keeps it from coming back.
 */

interface Statement {
  text: string;
  values: unknown[];
}

/** Aggregates over a whole table by design, named with the reason (decision 047). */
const WHOLE_TABLE_READS: Record<string, string> = {
  // The overview's money totals sum every ledger entry (an O(ledger) figure; running totals when it grows).
  ledger_entries: 'admin overview money totals',
  ledger_transactions: 'admin overview money totals',
  ledger_accounts: 'admin overview money totals',
};

let t: TestApp;
let recording: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  t = await setupTestApp();
  // Every statement the application sends goes through node-postgres's Client.query (pool, Kysely, raw SQL).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    if (recording && text && !/pgboss/i.test(text)) {
      recording.push({ text, values: Array.isArray(values) ? values : typeof config === 'object' ? (config.values ?? []) : [] });
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t.close();
});

async function statementsOf(request: InjectOptions): Promise<Statement[]> {
  recording = [];
  try {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(200);
    return recording;
  } finally {
    recording = null;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables each statement still reads whole when sequential scans are priced out. */
async function tablesReadWhole(statements: Statement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const found = new Set<string>();
    for (const s of statements) {
      if (!/^\s*(\(|select|with|insert|update|delete)/i.test(s.text)) continue;
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values);
      const walk = (node: PlanNode) => {
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && !WHOLE_TABLE_READS[node['Relation Name']]) found.add(node['Relation Name']);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]['QUERY PLAN'][0].Plan);
    }
    return [...found].sort();
  } finally {
    await client.end();
  }
}

describe('the routes measured at scale read through indexes', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let hunter: Awaited<ReturnType<typeof signedInUser>>;
  let bikeId: string;

  beforeAll(async () => {
    owner = await signedInUser(t.app, t.ctx, { nome: 'Elena', cognome: 'Ferri' });
    hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter' });
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Olanda nera', serial_number: 'WB-1234' });
    bikeId = bike.id;
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId });
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/bikes/${bikeId}/report-stolen`,
      payload: { reward: 50, place: { lat: 45.4642, lng: 9.19 } },
      headers: owner.headers,
    });
    const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1];
    await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: owner.headers });
    await t.app.inject({ method: 'POST', url: `/api/bikes/${bikeId}/publication`, payload: {}, headers: owner.headers });
    // A Hunter's scan of the stolen bike: a sighting with a scanner, for the export and the hunts.
    await t.app.inject({
      method: 'POST',
      url: '/api/tags/verify',
      payload: { uid: tag.uid, location: { latitude: 45.47, longitude: 9.2, accuracy: 20 } },
      headers: hunter.headers,
    });
  });

  it("a user's data export finds their scans, sightings, thefts and payments by index", async () => {
    expect(await tablesReadWhole(await statementsOf({ method: 'GET', url: '/api/users/me/export', headers: owner.headers }))).toEqual([]);
    expect(await tablesReadWhole(await statementsOf({ method: 'GET', url: '/api/users/me/export', headers: hunter.headers }))).toEqual([]);
  });

  it('the hunts near a point find the thefts, their tags and their sightings by index, and say the bike wears a tag', async () => {
    const statements = await statementsOf({ method: 'GET', url: '/api/hunts?lat=45.46&lng=9.19', headers: hunter.headers });
    expect(await tablesReadWhole(statements)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/hunts?lat=45.46&lng=9.19', headers: hunter.headers });
    expect(res.json().hunts).toEqual([expect.objectContaining({ hasTag: true })]);
  });

  it('a stolen bike page reads its theft facts, reward and sightings by index', async () => {
    for (const path of ['theft-facts', 'reward', 'sightings']) {
      expect(await tablesReadWhole(await statementsOf({ method: 'GET', url: `/api/bikes/${bikeId}/${path}`, headers: owner.headers }))).toEqual([]);
    }
  });

  it('the public stolen listing pages and counts published thefts by index, by place or not', async () => {
    for (const url of ['/api/stolen', '/api/stolen?lat=45.46&lng=9.19&radiusKm=25', '/api/stolen?place=Milano']) {
      expect(await tablesReadWhole(await statementsOf({ method: 'GET', url }))).toEqual([]);
    }
  });

  it('the admin overview counts accounts, bikes, tags and thefts from indexes (the money totals sum the ledger)', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    await enableTwoFactor(t.ctx, admin.user.id);
    expect(await tablesReadWhole(await statementsOf({ method: 'GET', url: '/api/admin/overview', headers: admin.headers }))).toEqual([]);
  });
});
