import type { Language } from '@ritrova/shared';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import { type LinkMailParams, type MailTemplate, mailTemplates } from '../mail/templates.js';
import { runHousekeeping } from '../modules/housekeeping/housekeeping.service.js';
import type { Mailer } from './mailer.js';

/** A mail to render and send in the worker. */
export interface MailJob {
  template: MailTemplate;
  language: Language;
  to: string;
  params: LinkMailParams;
}

export interface Jobs {
  /** Queues a mail; it is sent by whichever worker takes it first, exactly once. */
  sendMail(job: MailJob): Promise<void>;
  stop(): Promise<void>;
}

const MAIL_QUEUE = 'mail-send';
const ADMIN_SHUTDOWN = '57P01';
const HOUSEKEEPING_QUEUE = 'housekeeping';

interface JobsOptions {
  connectionString: string;
  /** Whether this process also works the queues (inline worker, or the worker process). */
  work: boolean;
  db: Db;
  mailer: Mailer;
  log: { info(msg: string): void; error(obj: unknown, msg: string): void };
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
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, retryLimit: 5, retryBackoff: true, retryDelay: 10 });
  await boss.createQueue(HOUSEKEEPING_QUEUE, { name: HOUSEKEEPING_QUEUE });

  if (options.work) {
    await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) {
        const { template, language, to, params } = job.data;
        await options.mailer.send(mailTemplates[template](language, to, params));
      }
    });
    await boss.schedule(HOUSEKEEPING_QUEUE, '*/15 * * * *');
    await boss.work(HOUSEKEEPING_QUEUE, async () => {
      options.log.info(`housekeeping: ${await runHousekeeping(options.db)}`);
    });
  }

  return {
    async sendMail(job) {
      await boss.send(MAIL_QUEUE, job);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
