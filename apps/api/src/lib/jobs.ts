import type { Language } from '@ritrova/shared';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import { type LinkMailParams, type MailFacts, type MailTemplate, mailTemplates } from '../mail/templates.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';

/** A mail to render and send in the worker. */
export interface MailJob {
  template: MailTemplate;
  language: Language;
  to: string;
  params: LinkMailParams;
}

export interface Jobs {
  /**
   * Queues a mail; it is sent by whichever worker takes it first, exactly once.
   * With `trx`, the mail is queued in that database transaction: it exists only
   * if the transaction commits.
   */
  sendMail(job: MailJob, options?: { trx?: Db }): Promise<void>;
  /**
   * Runs `task` on a cron schedule in whichever worker takes each tick (pg-boss
   * hands a scheduled job to one worker). The task itself must be safe to run
   * twice: it decides what is due from the database, under locks.
   */
  schedule(name: string, cron: string, task: () => Promise<string>): Promise<void>;
  /**
   * Ends a schedule (and its queue, with any job left in it) that the code no longer runs: a schedule
   * stays in the database, so one dropped from the code would keep queueing jobs nobody works.
   */
  retire(name: string): Promise<void>;
  /**
   * Declares a queue and, in a worker, its handler (retried with backoff when it throws: by default
   * 10 times from 30 s). With `concurrency`, the worker runs up to that many jobs at once, each
   * finished on its own (a slow one holds only its slot).
   */
  register<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: RegisterOptions): Promise<void>;
  /** Queues a job for `register`ed handler, in `trx` when given (it exists only if that commits); higher `priority` first. */
  send<T extends object>(name: string, data: T, options?: { trx?: Db; singletonKey?: string; priority?: number }): Promise<void>;
  /** Resolves once no job of this process's queues is waiting or running (tests: what was not sent never will be). */
  drained(timeoutMs?: number): Promise<void>;
  /** Resolves when the job queue's own connections answer a round trip (readiness, decision 045). */
  ping(): Promise<void>;
  /** Jobs waiting, waiting to be retried and running, by queue: every queue this process declared, zeros included (one query). */
  queueDepths(): Promise<QueueDepth[]>;
  /**
   * Takes no more jobs and waits up to `timeoutMs` (default 10 s) for the running ones; any still
   * running then is failed, so that pg-boss hands it again (to any worker) as its retry policy says.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** How many jobs of a queue are in a state: `created` (waiting), `retry` (waiting after a failure) or `active` (running). */
export interface QueueDepth {
  queue: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
}

/** How a registered queue retries and how many of its jobs one worker runs at once. */
export interface RegisterOptions {
  /** Jobs run at once by this process (default 1: one batch after another). */
  concurrency?: number;
  /** Retries after the first failure (default 10). */
  retryLimit?: number;
  /** The first retry's delay, doubling (with jitter) after each failure; 0 retries at once (default 30). */
  retryDelaySeconds?: number;
}

/** pg-boss writes through a Kysely transaction's connection, so a job is queued atomically with the rows it follows. */
function inTransaction(trx: Db) {
  return { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) };
}

const MAIL_QUEUE = 'mail-send';
/** How often an idle concurrent worker asks for jobs (pg-boss's own workers: at most every 0.5 s). */
const CONCURRENT_POLL_MS = 500;
const ADMIN_SHUTDOWN = '57P01';
const HOUSEKEEPING_QUEUE = 'housekeeping';

interface JobsOptions {
  connectionString: string;
  /** Whether this process also works the queues (inline worker, or the worker process). */
  work: boolean;
  db: Db;
  mailer: Mailer;
  /** What the mails quote from the configuration (the support address). */
  mailFacts: MailFacts;
  clock: Clock;
  log: { info(msg: string): void; error(obj: unknown, msg: string): void };
  /** The periodic clean-up, run every 15 minutes by the process that works the queues; returns what it did.
   * Passed in by bootstrap.ts so that lib/ imports no module (modules import lib/). */
  housekeeping: (db: Db, clock: Clock) => Promise<string>;
  /** Told of every job whose handler throws, by queue (the metrics count them). */
  jobFailed?: (queue: string) => void;
}

const DEPTH_STATES = ['created', 'retry', 'active'] as const;
/** One scan of pg-boss's job table: finished jobs leave it within a minute (archiveCompletedAfterSeconds). */
const QUEUE_DEPTHS_SQL = `SELECT name, state::text AS state, count(*)::int AS jobs FROM pgboss.job WHERE state < 'completed' GROUP BY name, state`;

/**
 * Background jobs on pg-boss, in the same PostgreSQL. API processes always send;
 * they work the queues only when `WORKER=inline` (the default) — in production a
 * separate `npm run worker` process does.
 */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    supervise: options.work,
    schedule: options.work,
    // NOTE: a mail job holds the link it sends; keep finished jobs only briefly.
    archiveCompletedAfterSeconds: 60,
    deleteAfterSeconds: 60,
  });
  boss.on('error', (err: Error & { code?: string }) => {
    // The database shutting down (Ctrl-C reaches PostgreSQL too) is not news.
    if (err.code === ADMIN_SHUTDOWN) return;
    options.log.error({ err: { message: err.message, code: err.code } }, 'job queue error');
  });
  await boss.start();
  const queues = new Set([MAIL_QUEUE, HOUSEKEEPING_QUEUE]);
  /** `run`, counting a failure of `queue`'s handler before pg-boss retries it. */
  const counted =
    <A extends unknown[]>(queue: string, run: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await run(...args);
      } catch (err) {
        options.jobFailed?.(queue);
        throw err;
      }
    };
  const createQueue = async (name: string, queueOptions: Omit<PgBoss.Queue, 'name'> = {}) => {
    queues.add(name);
    await boss.createQueue(name, { name, ...queueOptions });
    // NOTE: createQueue leaves an existing queue as it was; a policy changed in code must reach it too.
    if (Object.keys(queueOptions).length > 0) await boss.updateQueue(name, { name, ...queueOptions });
  };
  const pools: ConcurrentWorker[] = [];
  /** A query on the job queue's own pool. NOTE: pg-boss answers nothing (no error) once stopped; that is an error here. */
  const queueSql = async (text: string) => {
    const result = await boss.getDb().executeSql(text, []);
    if (!result) throw new Error('the job queue is stopped');
    return result;
  };
  await createQueue(MAIL_QUEUE, { retryLimit: 5, retryBackoff: true, retryDelay: 10 });
  await createQueue(HOUSEKEEPING_QUEUE);

  if (options.work) {
    await boss.work<MailJob>(
      MAIL_QUEUE,
      { pollingIntervalSeconds: 0.5 },
      counted(MAIL_QUEUE, async (jobs: PgBoss.Job<MailJob>[]) => {
        for (const job of jobs) {
          const { template, language, to, params } = job.data;
          await options.mailer.send({ ...mailTemplates[template](language, to, params, options.mailFacts), template });
        }
      }),
    );
    await boss.schedule(HOUSEKEEPING_QUEUE, '*/15 * * * *');
    await boss.work(
      HOUSEKEEPING_QUEUE,
      counted(HOUSEKEEPING_QUEUE, async () => {
        options.log.info(`housekeeping: ${await options.housekeeping(options.db, options.clock)}`);
      }),
    );
  }

  return {
    async sendMail(job, sendOptions = {}) {
      await boss.send(MAIL_QUEUE, job, sendOptions.trx ? ({ db: inTransaction(sendOptions.trx) } as PgBoss.SendOptions) : {});
    },
    async register(name, handler, registerOptions = {}) {
      const retryDelay = registerOptions.retryDelaySeconds ?? 30;
      // NOTE: pg-boss raises a backoff delay to at least 1 s; a delay of 0 means no backoff at all.
      await createQueue(name, { retryLimit: registerOptions.retryLimit ?? 10, retryBackoff: retryDelay > 0, retryDelay });
      if (!options.work) return;
      if ((registerOptions.concurrency ?? 1) > 1) {
        pools.push(
          workConcurrently(boss, name, registerOptions.concurrency ?? 1, counted(name, handler), (err) => options.log.error({ err }, `job queue ${name}`)),
        );
        return;
      }
      await boss.work<Parameters<typeof handler>[0]>(
        name,
        { pollingIntervalSeconds: 1 },
        counted(name, async (jobs: PgBoss.Job<Parameters<typeof handler>[0]>[]) => {
          for (const job of jobs) await handler(job.data);
        }),
      );
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.trx ? { db: inTransaction(sendOptions.trx) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.priority !== undefined ? { priority: sendOptions.priority } : {}),
      } as PgBoss.SendOptions);
    },
    async schedule(name, cron, task) {
      await createQueue(name);
      if (!options.work) return;
      await boss.schedule(name, cron);
      await boss.work(
        name,
        counted(name, async () => {
          options.log.info(`${name}: ${await task()}`);
        }),
      );
    },
    async retire(name) {
      // NOTE: pg-boss's unschedule and deleteQueue are no-ops for a name it does not know.
      await boss.unschedule(name);
      await boss.deleteQueue(name);
    },
    async drained(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const sizes = await Promise.all([...queues].map((name) => boss.getQueueSize(name, { before: 'completed' })));
        if (sizes.every((size) => !size)) return;
        if (Date.now() > deadline) throw new Error(`jobs still waiting or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async ping() {
      await queueSql('SELECT 1');
    },
    async queueDepths() {
      const { rows } = await queueSql(QUEUE_DEPTHS_SQL);
      const depths = new Map<string, QueueDepth>();
      for (const queue of queues) for (const state of DEPTH_STATES) depths.set(`${queue} ${state}`, { queue, state, jobs: 0 });
      for (const row of rows as { name: string; state: QueueDepth['state']; jobs: number }[]) {
        depths.set(`${row.name} ${row.state}`, { queue: row.name, state: row.state, jobs: row.jobs });
      }
      return [...depths.values()];
    },
    async stop(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      await Promise.all(pools.map((pool) => pool.stop(timeoutMs)));
      // pg-boss waits for its workers' jobs as long, then fails those still running (retried later).
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, deadline - Date.now()) });
    },
  };
}

interface ConcurrentWorker {
  /** Takes no more jobs and waits up to `timeoutMs` for the running ones; those still running then are failed (retried). */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Works a queue with up to `concurrency` jobs running at once, each completed or
 * failed (and so retried) on its own as soon as it ends: a free slot takes the
 * next job at once, so a slow job holds back only its own slot, not a batch.
 * pg-boss hands each job to one worker (FOR UPDATE SKIP LOCKED), so any number
 * of processes can work the same queue; a job of a process that died is failed
 * by pg-boss's expiry and retried.
 */
function workConcurrently<T extends object>(
  boss: PgBoss,
  name: string,
  concurrency: number,
  handler: (data: T) => Promise<void>,
  onError: (err: unknown) => void,
): ConcurrentWorker {
  /** The jobs running, by the promise that settles when each ends. */
  const running = new Map<Promise<void>, string>();
  let stopping = false;
  let wake: () => void = () => {};
  const run = (job: PgBoss.Job<T>) => {
    const done = handler(job.data)
      .then(
        () => boss.complete(name, job.id),
        (err: Error) => boss.fail(name, job.id, { message: err?.message ?? String(err) }),
      )
      .catch(onError)
      .finally(() => {
        running.delete(done);
        wake();
      });
    running.set(done, job.id);
  };
  const loop = (async () => {
    while (!stopping) {
      const free = concurrency - running.size;
      if (free > 0) {
        let jobs: PgBoss.Job<T>[] = [];
        try {
          jobs = await boss.fetch<T>(name, { batchSize: free });
        } catch (err) {
          onError(err);
        }
        for (const job of jobs) run(job);
        // A full batch may mean more are waiting: ask again at once (a slot permitting).
        if (jobs.length === free && !stopping) continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CONCURRENT_POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
  })();
  let stopped: Promise<void> | null = null;
  const stop = async (timeoutMs: number) => {
    stopping = true;
    wake();
    await loop;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.allSettled([...running.keys()]).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (finished || running.size === 0) return;
    // NOTE: a job failed here may still be running in this process until it exits; pg-boss
    // ignores its late completion (the job is no longer active) and hands it out again.
    const message = 'the worker stopped before the job finished';
    await Promise.all([...running.values()].map((id) => boss.fail(name, id, { message }).catch(onError)));
  };
  return {
    // A second stop (the runtime's close after the server's) waits for the first, not for the jobs again.
    stop: (timeoutMs) => (stopped ??= stop(timeoutMs)),
  };
}
