import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const here = path.dirname(fileURLToPath(import.meta.url));
const BATCH = 12;

function runBatch(env: Record<string, string>, killAfterLines?: number): Promise<{ lines: string[]; killed: boolean; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [path.join(here, 'crash/recovery-batch.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    let killed = false;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line);
        if (killAfterLines !== undefined && lines.length >= killAfterLines && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code !== 0 && !killed ? reject(new Error(`batch exited ${code}: ${stderr}`)) : resolve({ lines, killed, code })));
  });
}

describe('a worker killed (SIGKILL) in the middle of releases and payouts', () => {
  it('leaves a balanced ledger and, once restarted, every operation done exactly once', async () => {
    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const steps: { bikeId: string; ownerId: string; hunterId: string; reportId: string }[] = [];
    for (let i = 0; i < BATCH; i++) {
      const owner = await signedInUser(t.app, t.ctx);
      const bike = await createBike(t.ctx, owner.user.id);
      const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
      const paymentUrl: string = (
        await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, payload: { reward: 100 + i }, headers: owner.headers })
      ).json().paymentUrl;
      await t.app.inject({ method: 'POST', url: `/api/payments/${paymentUrl.split('/checkout/')[1]}/confirm`, headers: owner.headers });
      const hunter = await signedInUser(t.app, t.ctx);
      await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, headers: hunter.headers });
      await t.app.inject({
        method: 'PUT',
        url: '/api/hunter/payout-method',
        payload: { kind: 'paypal', holderName: 'Hunter Batch', paypalEmail: `batch${i}@example.com` },
        headers: hunter.headers,
      });
      const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
      steps.push({ bikeId: bike.id, ownerId: owner.user.id, hunterId: hunter.user.id, reportId: report.id });
    }
    const env = { DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir, ADMIN_ID: admin.user.id, BATCH: JSON.stringify(steps) };

    const crashed = await runBatch(env, 7);
    expect(crashed.killed).toBe(true);
    expect(crashed.lines).not.toContain('batch complete');
    // After the crash: every committed transaction balances; nothing half-written.
    const total = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await total()).toBe(0);

    const restarted = await runBatch(env);
    expect(restarted.lines.at(-1)).toBe('batch complete');

    for (const [i, step] of steps.entries()) {
      const kinds = await t.ctx.db.selectFrom('ledger_transactions').select('kind').where('theft_report_id', '=', step.reportId).execute();
      expect(kinds.map((k) => k.kind).sort()).toEqual(['fund', 'release']);
      const payouts = await t.ctx.db.selectFrom('payouts').selectAll().where('theft_report_id', '=', step.reportId).execute();
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({ status: 'paid', amount_cents: Math.floor(((100 + i) * 100 * 65) / 100) });
      const paid = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `payout:${payouts[0]?.id}`).execute();
      expect(paid).toHaveLength(1);
      expect(await balanceOf(t.ctx.db, accounts.escrow(step.reportId))).toBe(0);
      expect(await balanceOf(t.ctx.db, accounts.hunterPayable(step.hunterId))).toBe(0);
    }
    expect(await total()).toBe(0);
  });
});
