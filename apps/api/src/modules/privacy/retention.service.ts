import { retentionPolicy } from '@ritrova/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { pruneOutbox } from '../../lib/mailer.ts';
import { deleteAuditEntries } from '../audit/index.ts';
import { deleteExpiredOneTimeLinks, deleteExpiredRefreshTokens, deleteIdentityTickets } from '../auth/index.ts';
import { clearContactClientKeys, deleteContactMessages } from '../contact/index.ts';
import { deleteHuntAlertRecords, deleteHuntMailDays } from '../hunters/index.ts';
import { deleteConversationsOfClosedThefts } from '../messages/index.ts';
import { deleteNotifications, deleteSightingMailWindows } from '../notifications/index.ts';
import { deleteFailingPushSubscriptions } from '../push/index.ts';
import { deleteDocumentsOfSettledRewards } from '../rewards/index.ts';
import { clearSaleAddresses } from '../shops/index.ts';
import { clearSightingClientKeys, clearSightingContacts, deleteSightingPhotos, reduceSightings, reduceTheftFacts } from '../theft-records/index.ts';
import { clearTransferAddresses } from '../transfers/index.ts';
import { deleteTravelAlerts, reduceAnonymousScans, reduceSignedInScans } from '../verification/index.ts';
import { purgeDeletedAccounts, warnAndDeleteInactiveAccounts } from './account-retention.ts';
import { periodCutoff } from './retention-period.ts';

/** The one schedule of the retention table (issue #26): every hour, at a minute of its own. */
export const RETENTION_QUEUE = 'privacy-retention';
const RETENTION_CRON = '17 * * * *';
/** Schedules an earlier version ran, now steps of this one: retired at start. */
const RETIRED_QUEUES = ['account-retention'];
/**
 * Rows one statement changes at most: a short transaction (milliseconds) whose row locks nothing on the
 * verification hot path waits for — that path inserts scans and completes only its own recent ones.
 */
export const RETENTION_BATCH = 1000;
/** Sighting photos deleted in one transaction: each costs a few file (or object storage) deletions while its row is locked. */
const PHOTO_BATCH = 50;
/** Rewards whose documents one transaction deletes: each is a handful of rows in four tables. */
const REWARD_BATCH = 200;

type JobRule = Extract<(typeof retentionPolicy)[number], { enforcement: 'job' }>;
/** The rules of the retention table the worker applies (the others are the operator's: logs, backups). */
export type JobRuleId = JobRule['id'];

/** What a step is given: the application, the run's moment, the end of its rule's period, the batch size. */
interface StepRun {
  ctx: AppContext;
  now: Date;
  /** Data whose period counts from this moment or earlier is due (`periodCutoff` of the rule at `now`). */
  cutoff: Date;
  batchSize: number;
}

/** A step applies its rule to what is due and says how many rows (or files) it changed. */
type Step = (run: StepRun) => Promise<number>;

/** Runs one batch after another until one changes fewer rows than a batch: then nothing due is left (or another worker holds it). */
async function inBatches(limit: number, batch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await batch(limit);
    total += changed;
    if (changed < limit) return total;
  }
}

/** Several tables' batches, one table after the other, as one rule. */
async function eachInBatches(limit: number, batches: ((limit: number) => Promise<number>)[]): Promise<number> {
  let total = 0;
  for (const batch of batches) total += await inBatches(limit, batch);
  return total;
}

/**
 * One step per rule of the retention table with `enforcement: 'job'` (a test checks both ways). Each
 * calls the module that owns the tables (its SQL stays there) and works in batches.
 */
export const retentionSteps: Record<JobRuleId, Step> = {
  // The account rules are account-retention.ts's: the inactivity warning and deletion, and the purge.
  account: async ({ ctx, batchSize }) => {
    const { warned, deleted } = await warnAndDeleteInactiveAccounts(ctx, batchSize);
    return warned + deleted;
  },
  account_purge: ({ ctx, batchSize }) => purgeDeletedAccounts(ctx, batchSize),
  sessions: ({ ctx, cutoff, batchSize }) =>
    eachInBatches(batchSize, [(n) => deleteExpiredRefreshTokens(ctx.db, cutoff, n), (n) => deleteExpiredOneTimeLinks(ctx.db, cutoff, n)]),
  identity_tickets: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteIdentityTickets(ctx.db, cutoff, n)),
  anonymous_scans: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => reduceAnonymousScans(ctx.db, cutoff, n)),
  signed_in_scans: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => reduceSignedInScans(ctx.db, cutoff, n)),
  sighting_contact: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => clearSightingContacts(ctx.db, cutoff, n)),
  sighting_client_keys: ({ ctx, cutoff, batchSize }) =>
    eachInBatches(batchSize, [(n) => clearSightingClientKeys(ctx.db, cutoff, n), (n) => clearContactClientKeys(ctx.db, cutoff, n)]),
  sightings: async ({ ctx, cutoff, batchSize }) =>
    (await inBatches(batchSize, (n) => reduceSightings(ctx.db, cutoff, n))) +
    (await inBatches(Math.min(batchSize, PHOTO_BATCH), (n) => deleteSightingPhotos(ctx, cutoff, n))),
  theft_facts: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => reduceTheftFacts(ctx.db, cutoff, n)),
  messages: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteConversationsOfClosedThefts(ctx.db, cutoff, n)),
  notifications: ({ ctx, cutoff, batchSize }) =>
    eachInBatches(batchSize, [(n) => deleteNotifications(ctx.db, cutoff, n), (n) => deleteHuntAlertRecords(ctx.db, cutoff, n)]),
  alert_mail_days: ({ ctx, now, cutoff, batchSize }) =>
    eachInBatches(batchSize, [(n) => deleteHuntMailDays(ctx.db, cutoff, now, n), (n) => deleteSightingMailWindows(ctx.db, cutoff, n)]),
  push_subscriptions: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteFailingPushSubscriptions(ctx.db, cutoff, n)),
  transfer_addresses: ({ ctx, cutoff, batchSize }) =>
    eachInBatches(batchSize, [(n) => clearTransferAddresses(ctx.db, cutoff, n), (n) => clearSaleAddresses(ctx.db, cutoff, n)]),
  contact_messages: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteContactMessages(ctx.db, cutoff, n)),
  // A reward's documents go together, ten years after the newest (counts rewards, not rows); the ledger stays (decision 049).
  payments: ({ ctx, cutoff, batchSize }) => inBatches(Math.min(batchSize, REWARD_BATCH), (n) => deleteDocumentsOfSettledRewards(ctx.db, cutoff, n)),
  audit_log: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteAuditEntries(ctx.db, cutoff, n)),
  travel_alerts: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => deleteTravelAlerts(ctx.db, cutoff, n)),
  mail_outbox: ({ ctx, cutoff, batchSize }) => inBatches(batchSize, (n) => pruneOutbox(ctx.config.mail.outboxDir, cutoff, n)),
};

/** How many rows (or files) each rule changed in a run. */
export type RetentionReport = Record<JobRuleId, number>;

const jobRules = retentionPolicy.filter((rule): rule is JobRule => rule.enforcement === 'job');

/** A step that failed: the run goes on with the others and fails at the end, naming the rules only. */
export class RetentionStepsFailed extends Error {
  readonly rules: JobRuleId[];
  readonly report: RetentionReport;
  constructor(rules: JobRuleId[], report: RetentionReport) {
    super(`retention: ${rules.length} step(s) failed: ${rules.join(', ')}`);
    this.rules = rules;
    this.report = report;
  }
}

/**
 * Applies the retention table once (issue #26): every rule the worker enforces, in the table's order,
 * each from the application's clock. Safe to run twice, and in two workers at once: each batch takes its
 * rows with SKIP LOCKED and changes only what is still due. A step that fails does not stop the others;
 * the run then throws `RetentionStepsFailed` (the job is retried, and counted as failed).
 */
export async function runRetentionPolicy(
  ctx: AppContext,
  options: { batchSize?: number; log?: Pick<FastifyBaseLogger, 'error'> } = {},
): Promise<RetentionReport> {
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const report = {} as RetentionReport;
  const failed: JobRuleId[] = [];
  for (const rule of jobRules) {
    const now = ctx.clock.now();
    try {
      report[rule.id] = await retentionSteps[rule.id]({ ctx, now, cutoff: periodCutoff(rule.keep, now), batchSize });
    } catch (err) {
      // The logger's error serializer keeps the message and code, never the values (lib/log-privacy.ts).
      options.log?.error({ err, rule: rule.id }, 'retention step failed');
      report[rule.id] = 0;
      failed.push(rule.id);
    }
  }
  if (failed.length > 0) throw new RetentionStepsFailed(failed, report);
  return report;
}

/** The run's log line: how many rows each rule changed, nothing about whose. */
export function retentionSummary(report: RetentionReport): string {
  return jobRules.map((rule) => `${rule.id} ${report[rule.id] ?? 0}`).join(', ');
}

/**
 * Schedules the retention job hourly (ONE schedule: the account retention is its `account` and
 * `account_purge` steps) and retires the schedules it replaces. The worker that takes a tick logs the
 * summary line; a failed step fails the job after the others ran, naming the failed rules.
 */
export async function scheduleRetentionPolicy(ctx: AppContext, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  for (const name of RETIRED_QUEUES) await ctx.jobs.retire(name);
  await ctx.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, async () => {
    try {
      return retentionSummary(await runRetentionPolicy(ctx, { log }));
    } catch (err) {
      if (err instanceof RetentionStepsFailed) throw new Error(`${err.message} (${retentionSummary(err.report)})`);
      throw err;
    }
  });
}
