import pg from 'pg';

/** One statement as the application sent it: its text and the values bound to it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The tables that grow with use: a sequential scan of one of them on a request path is a finding. */
export const BIG_TABLES = new Set([
  'scans',
  'tags',
  'bikes',
  'users',
  'theft_reports',
  'sightings',
  'notifications',
  'ledger_entries',
  'ledger_transactions',
  'ledger_accounts',
  'bike_photos',
  'bike_ownerships',
  'hunts',
  'hunter_areas',
  'reward_payments',
  'payouts',
  'maintenance_records',
  'conversations',
  'messages',
  'refresh_tokens',
]);

/**
 * Records the SQL the application sends while `record` runs, by wrapping node-postgres's
 * `Client.prototype.query` (the pool, Kysely and raw queries all go through it). The job
 * queue's own statements (pg-boss, schema `pgboss`) are left out: they are not the request's.
 */
export class SqlCapture {
  private recording: Statement[] | null = null;

  install(): void {
    const capture = this;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (capture.recording) {
        const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
        const text = typeof config === 'string' ? config : config?.text;
        const bound = Array.isArray(values) ? values : typeof config === 'object' ? (config.values ?? []) : [];
        if (text && !/pgboss/i.test(text)) capture.recording.push({ text, values: bound });
      }
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }

  async record(run: () => Promise<unknown>): Promise<Statement[]> {
    this.recording = [];
    try {
      await run();
      return this.recording;
    } finally {
      this.recording = null;
    }
  }
}

export interface SeqScan {
  table: string;
  /** The rows of the table the scan reads (the statistics' estimate). */
  rows: number;
  statement: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

function seqScansIn(node: PlanNode, found: { table: string; rows: number }[]): void {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])) {
    found.push({ table: node['Relation Name'], rows: node['Plan Rows'] ?? 0 });
  }
  for (const child of node.Plans ?? []) seqScansIn(child, found);
}

const EXPLAINABLE = /^\s*(\(|select|with|insert|update|delete)/i;

/** The statement on one line, shortened, for the report. */
export function oneLine(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * `EXPLAIN (FORMAT JSON)` of each distinct statement with the values it was sent with (a custom
 * plan, as PostgreSQL makes for the first executions of a statement), on the bench's own
 * connection; returns every sequential scan of a big table. Nothing is executed.
 */
export async function seqScansOf(pool: pg.Pool, statements: Statement[]): Promise<SeqScan[]> {
  const sizes = await pool.query<{ relname: string; rows: number }>(`SELECT relname, reltuples::float8 AS rows FROM pg_class WHERE relname = ANY($1)`, [
    [...BIG_TABLES],
  ]);
  const rowsOf = new Map(sizes.rows.map((r) => [r.relname, r.rows]));
  const seen = new Set<string>();
  const found: SeqScan[] = [];
  for (const s of statements) {
    if (seen.has(s.text) || !EXPLAINABLE.test(s.text)) continue;
    seen.add(s.text);
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values);
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) continue;
    const scans: { table: string; rows: number }[] = [];
    seqScansIn(plan, scans);
    for (const scan of scans) found.push({ table: scan.table, rows: rowsOf.get(scan.table) ?? scan.rows, statement: oneLine(s.text) });
  }
  return found;
}
