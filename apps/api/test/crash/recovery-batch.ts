/**
 * A worker process for the crash test: runs a batch of recoveries (each
 * releases a reward) and payouts against DATABASE_URL through the real
 * services, printing one line per committed step. The test kills it with
 * SIGKILL part-way, then runs the batch again as a restarted worker would:
 * steps already done answer "already done" and move nothing.
 */
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { createDatabase } from '../../src/db/database.js';
import { AccessTokens } from '../../src/lib/access-tokens.js';
import { systemClock } from '../../src/lib/clock.js';
import { AppError } from '../../src/lib/errors.js';
import { startJobs } from '../../src/lib/jobs.js';
import { createMailer } from '../../src/lib/mailer.js';
import { SecretBox } from '../../src/lib/secret-box.js';
import { createStorage } from '../../src/lib/storage.js';
import { localProvider } from '../../src/modules/payments/provider.js';
import { markPayoutPaid } from '../../src/modules/rewards/payouts.js';
import { reportRecovered } from '../../src/modules/theft/theft.service.js';

interface Step {
  bikeId: string;
  ownerId: string;
  hunterId: string;
}

const url = process.env.DATABASE_URL as string;
const steps: Step[] = JSON.parse(process.env.BATCH as string);
const adminId = process.env.ADMIN_ID as string;
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'crash-test-secret-long-enough-for-hs256', DATA_DIR: process.env.DATA_DIR });
const { db, pool } = createDatabase(url, 2);
const mailer = createMailer({ smtpUrl: undefined, from: config.mail.from, outboxDir: config.mail.outboxDir, log: () => {} });
const jobs = await startJobs({ connectionString: url, work: false, db, mailer, log: { info() {}, error() {} } });
const ctx: AppContext = {
  config,
  db,
  pool,
  jobs,
  accessTokens: new AccessTokens('unused-in-this-process-but-long-enough'),
  payments: localProvider(config.publicUrl),
  clock: systemClock,
  storage: createStorage(config),
  twoFactorBox: new SecretBox('unused-in-this-process-but-long-enough', 'totp-secret'),
  sunMasterKey: Buffer.from('00112233445566778899aabbccddeeff', 'hex'),
};

const alreadyDone = (err: unknown, codes: string[]) => err instanceof AppError && codes.includes(err.code);
const user = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

for (const [i, step] of steps.entries()) {
  try {
    await reportRecovered(ctx, await user(step.ownerId), step.bikeId, step.hunterId);
    console.log(`released ${i}`);
  } catch (err) {
    if (!alreadyDone(err, ['BIKE_NOT_STOLEN'])) throw err;
  }
  const payout = await db
    .selectFrom('payouts as p')
    .innerJoin('theft_reports as t', 't.id', 'p.theft_report_id')
    .select('p.id')
    .where('t.bike_id', '=', step.bikeId)
    .executeTakeFirstOrThrow();
  try {
    await markPayoutPaid(ctx, await user(adminId), payout.id, `BATCH-${i}`);
    console.log(`paid ${i}`);
  } catch (err) {
    if (!alreadyDone(err, ['PAYOUT_NOT_PENDING'])) throw err;
  }
}
console.log('batch complete');
await jobs.stop();
await db.destroy();
