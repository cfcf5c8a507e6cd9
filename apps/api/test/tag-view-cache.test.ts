import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTagView, type TagView } from '../src/modules/verification/tag-view.ts';
import { TagViewCache } from '../src/modules/verification/tag-view-cache.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** Resolves the next time the cache drops its entries (a NOTIFY heard). */
const nextClear = (cache: TagViewCache<TagView>) => new Promise<void>((resolve) => cache.onClear(resolve));

/** A load that reads the database at once, then waits to return until released. */
function heldQuery<V>(query: () => Promise<V>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let read = () => {};
  const hasRead = new Promise<void>((resolve) => {
    read = resolve;
  });
  const load = async () => {
    const value = await query();
    read();
    await released;
    return value;
  };
  return { load, hasRead, release: () => release() };
}

async function protectedBike() {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id);
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  return { owner, bike, tag };
}

describe('the verification cache', () => {
  it('does not keep a view loaded before a change it heard of while loading: the next read shows the bike stolen', async () => {
    const cache = new TagViewCache<TagView>(t.ctx.pool, t.ctx.clock);
    await cache.start();
    try {
      const { owner, bike, tag } = await protectedBike();
      const held = heldQuery(() => loadTagView(t.ctx.db, tag.uid));
      const loading = cache.load(tag.uid, held.load);
      await held.hasRead;
      // The owner reports the theft while the view read before it is still on its way.
      const heard = nextClear(cache);
      const report = await t.app.inject({ method: 'POST', url: `/api/bikes/${bike.id}/report-stolen`, headers: owner.headers, payload: {} });
      expect(report.statusCode).toBe(200);
      await heard;
      held.release();
      expect((await loading).status).toBe('verified');
      expect((await cache.load(tag.uid, () => loadTagView(t.ctx.db, tag.uid))).status).toBe('stolen');
    } finally {
      await cache.close();
    }
  });

  it('keeps the key versions in use by the same rule: a version added during a load shows on the next read', async () => {
    const cache = new TagViewCache<TagView>(t.ctx.pool, t.ctx.clock);
    await cache.start();
    try {
      const loads: ReturnType<typeof heldQuery<number[]>>[] = [];
      const versions = cache.derived(() => {
        const held = heldQuery(async () => {
          const rows = await t.ctx.db.selectFrom('tags').select('key_version').distinct().where('key_version', 'is not', null).execute();
          return rows.map((r) => r.key_version as number);
        });
        loads.push(held);
        return held.load();
      });
      const first = versions();
      await loads[0]?.hasRead;
      const heard = nextClear(cache);
      const newVersion = 200 + (process.pid % 50);
      await createTag(t.ctx, { keyVersion: newVersion });
      await heard;
      loads[0]?.release();
      expect(await first).not.toContain(newVersion);
      // Not kept: the next read loads again, and sees the new version.
      const second = versions();
      expect(loads).toHaveLength(2);
      loads[1]?.release();
      expect(await second).toContain(newVersion);
    } finally {
      await cache.close();
    }
  });

  it('keeps nothing before it listens, and keeps a view once it does', async () => {
    const cache = new TagViewCache<TagView>(t.ctx.pool, t.ctx.clock);
    const { tag } = await protectedBike();
    let loads = 0;
    const load = () => {
      loads += 1;
      return loadTagView(t.ctx.db, tag.uid);
    };
    try {
      await cache.load(tag.uid, load);
      await cache.load(tag.uid, load);
      expect(loads).toBe(2);
      await cache.start();
      await cache.load(tag.uid, load);
      await cache.load(tag.uid, load);
      expect(loads).toBe(3);
    } finally {
      await cache.close();
    }
  });
});
