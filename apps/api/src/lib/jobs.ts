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
   * Declares a queue and, in a worker, its handler (retried with backoff when it throws: by default
   * 10 times from 30 s). With `concurrency`, the worker runs up to that many jobs at once, each
   * finished on its own (a slow one holds only its slot).
   */
  register<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: RegisterOptions): Promise<void>;
  /** Queues a job for `register`ed handler, in `trx` when given (it exists only if that commits); higher `priority` first. */
  send<T extends object>(name: string, data: T, options?: { trx?: Db; singletonKey?: string; priority?: number }): Promise<void>;
  /** Resolves once no job of this process's queues is waiting or running (tests: what was not sent never will be). */
  drained(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
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
}

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
  const createQueue = async (name: string, queueOptions: Omit<PgBoss.Queue, 'name'> = {}) => {
    queues.add(name);
    await boss.createQueue(name, { name, ...queueOptions });
    // NOTE: createQueue leaves an existing queue as it was; a policy changed in code must reach it too.
    if (Object.keys(queueOptions).length > 0) await boss.updateQueue(name, { name, ...queueOptions });
  };
  const pools: ConcurrentWorker[] = [];
  await createQueue(MAIL_QUEUE, { retryLimit: 5, retryBackoff: true, retryDelay: 10 });
  await createQueue(HOUSEKEEPING_QUEUE);

  if (options.work) {
    await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) {
        const { template, language, to, params } = job.data;
        await options.mailer.send({ ...mailTemplates[template](language, to, params, options.mailFacts), template });
      }
    });
    await boss.schedule(HOUSEKEEPING_QUEUE, '*/15 * * * *');
    await boss.work(HOUSEKEEPING_QUEUE, async () => {
      options.log.info(`housekeeping: ${await options.housekeeping(options.db, options.clock)}`);
    });
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
        pools.push(workConcurrently(boss, name, registerOptions.concurrency ?? 1, handler, (err) => options.log.error({ err }, `job queue ${name}`)));
        return;
      }
      await boss.work<Parameters<typeof handler>[0]>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
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
      await boss.work(name, async () => {
        options.log.info(`${name}: ${await task()}`);
      });
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
    async stop() {
      await Promise.all(pools.map((pool) => pool.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

interface ConcurrentWorker {
  /** Takes no more jobs and resolves when the running ones have finished. */
  stop(): Promise<void>;
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
  const running = new Set<Promise<void>>();
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
    running.add(done);
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
  return {
    async stop() {
      stopping = true;
      wake();
      await loop;
      await Promise.allSettled([...running]);
    },
  };
}
