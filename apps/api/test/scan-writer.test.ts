import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { ScanQueueFull, type ScanRow, ScanWriter } from '../src/modules/verification/scan-writer.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createUser, newTagUid } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const row = (uid: string, overrides: Partial<ScanRow> = {}): ScanRow => ({
  uid,
  tagId: null,
  bikeId: null,
  theftReportId: null,
  scannerId: null,
  result: 'unregistered',
  latitude: null,
  longitude: null,
  accuracy: null,
  deviceInfo: { browser: 'Firefox 150' },
  authenticity: null,
  sunCounter: null,
  scannedAt: t.clock.now(),
  viewToken: null,
  ...overrides,
});
const scansOf = (uids: string[]) => t.ctx.db.selectFrom('scans').select(['uid', 'bike_id']).where('uid', 'in', uids).execute();

/** Settles every write, keeping each one's outcome in order. */
const outcomes = (writes: Promise<void>[]) => Promise.allSettled(writes);

describe('the scan writer (group commit)', () => {
  it('fails only the request whose row PostgreSQL refuses; the rest of its batch is written', async () => {
    const writer = new ScanWriter(t.ctx.db, t.ctx.pool);
    const good = Array.from({ length: 20 }, () => newTagUid());
    const poisonedUids = [newTagUid(), newTagUid()];
    // All queued before the writer's window closes: one batch, refused as a whole by PostgreSQL.
    const writes = [
      ...good.slice(0, 10).map((uid) => writer.write(row(uid))),
      writer.write(row(poisonedUids[0] as string, { deviceInfo: { browser: '\u0000' } })),
      ...good.slice(10).map((uid) => writer.write(row(uid))),
      writer.write(row(poisonedUids[1] as string, { deviceInfo: { browser: '\ud800' } })),
    ];
    const settled = await outcomes(writes);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(20);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => s.reason);
    expect(refused).toHaveLength(2);
    for (const err of refused) expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await scansOf(good)).map((s) => s.uid).sort()).toEqual([...good].sort());
    expect(await scansOf(poisonedUids)).toEqual([]);
  });

  it('writes a scan whose bike was deleted since its view was loaded, without the bike', async () => {
    const writer = new ScanWriter(t.ctx.db, t.ctx.pool);
    const { user: owner } = await createUser(t.ctx);
    const gone = await createBike(t.ctx, owner.id);
    const kept = await createBike(t.ctx, owner.id);
    await t.ctx.db.deleteFrom('bikes').where('id', '=', gone.id).execute();
    const [uidGone, uidKept] = [newTagUid(), newTagUid()];
    const settled = await outcomes([writer.write(row(uidGone, { bikeId: gone.id, result: 'verified' })), writer.write(row(uidKept, { bikeId: kept.id }))]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const written = await scansOf([uidGone, uidKept]);
    expect(written.find((s) => s.uid === uidGone)?.bike_id).toBeNull();
    expect(written.find((s) => s.uid === uidKept)?.bike_id).toBe(kept.id);
  });

  it('writes a scan whose tag, theft report or scanner is gone without them, keeping the references still there', async () => {
    const writer = new ScanWriter(t.ctx.db, t.ctx.pool);
    const { user: owner } = await createUser(t.ctx);
    const { user: scanner } = await createUser(t.ctx);
    const bike = await createBike(t.ctx, owner.id);
    const [uidA, uidB] = [newTagUid(), newTagUid()];
    const settled = await outcomes([
      writer.write(row(uidA, { tagId: crypto.randomUUID(), theftReportId: crypto.randomUUID(), bikeId: bike.id, scannerId: scanner.id, result: 'stolen' })),
      writer.write(row(uidB, { scannerId: crypto.randomUUID() })),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const written = await t.ctx.db
      .selectFrom('scans')
      .select(['uid', 'tag_id', 'theft_report_id', 'bike_id', 'scanner_id'])
      .where('uid', 'in', [uidA, uidB])
      .orderBy('uid')
      .execute();
    expect(written.map(({ uid, ...refs }) => [uid === uidA ? 'A' : 'B', refs]).sort()).toEqual([
      ['A', { tag_id: null, theft_report_id: null, bike_id: bike.id, scanner_id: scanner.id }],
      ['B', { tag_id: null, theft_report_id: null, bike_id: null, scanner_id: null }],
    ]);
  });

  it('refuses at once with 503 and Retry-After when its queue is full, and writes what it accepted', async () => {
    const writer = new ScanWriter(t.ctx.db, t.ctx.pool, { maxPending: 3 });
    // Hold every insert into scans until released, so nothing leaves the queue meanwhile.
    const holder = await t.ctx.pool.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE scans IN EXCLUSIVE MODE');
    const accepted = [newTagUid(), newTagUid(), newTagUid()];
    const writes = accepted.map((uid) => writer.write(row(uid)));
    const refusedUid = newTagUid();
    const refused = await writer.write(row(refusedUid)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ScanQueueFull);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', extra: { retryAfterSeconds: 1 } });
    expect(refused).toBeInstanceOf(AppError);
    await holder.query('COMMIT');
    holder.release();
    await Promise.all(writes);
    expect((await scansOf([...accepted, refusedUid])).map((s) => s.uid).sort()).toEqual([...accepted].sort());
    // Room again once written.
    await expect(writer.write(row(newTagUid()))).resolves.toBeUndefined();
  });
});
