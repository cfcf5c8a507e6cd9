/**
 * A worker process for the crash test: runs a batch of recoveries (each
 * releases a reward) and payouts against DATABASE_URL through the real
 * services, printing one line per committed step. The test kills it with
 * SIGKILL part-way, then runs the batch again as a restarted worker would:
 * steps already done answer "already done" and move nothing.
 */
import pino from 'pino';
import { startRuntime } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/lib/errors.ts';
import { markPayoutPaid } from '../../src/modules/rewards/payout.service.ts';
import { reportRecovered } from '../../src/modules/theft/theft.service.ts';

interface Step {
  bikeId: string;
  ownerId: string;
  hunterId: string;
}

const steps: Step[] = JSON.parse(process.env.BATCH as string);
const adminId = process.env.ADMIN_ID as string;
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_SIZE: '2',
  JWT_SECRET: 'crash-test-secret-long-enough-for-hs256',
  DATA_DIR: process.env.DATA_DIR,
});
// The same wiring as `npm run worker`, without working the queues (the test's app does).
const runtime = await startRuntime(config, pino({ level: 'silent' }), { work: false });
const { ctx } = runtime;
const { db } = ctx;

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
await runtime.close();
