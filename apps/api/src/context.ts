import type pg from 'pg';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { AccessTokens } from './lib/access-tokens.js';
import type { Jobs } from './lib/jobs.js';

/** What the routes and services need from the process: built once in `server.ts` (or a test). */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  jobs: Jobs;
  accessTokens: AccessTokens;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
