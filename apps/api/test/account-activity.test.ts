import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../src/modules/privacy/account-retention.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, refreshCookieOf, signedInUser, signIn } from './helpers/factories.ts';

/**
 * Issue #26 item 4: using the app counts as activity. A refresh, an authenticated request or a tap by
 * a signed-in user moves `users.last_active_at` (at most once a day), and the inactivity rules (a
 * warning at 24 months, the deletion at 36) count from it, not from the last password sign-in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
/** A month as the inactivity rules count it, give or take a day: 30.5 days. */
const MONTH = 30.5 * DAY;
const userRow = (id: string) => t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ritrova_refresh: cookie } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const lastActive = async (id: string) => (await userRow(id)).last_active_at as Date | undefined;
/** Moves the clock on to the next 10:00 UTC, so that a minute later is still the same day. */
function toMorning(): void {
  const now = t.clock.now();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  t.clock.advance(next.getTime() - now.getTime());
}
/** Runs `act` and answers the application's time just before and just after it. */
async function during(act: () => Promise<unknown>): Promise<{ from: Date; to: Date }> {
  const from = t.clock.now();
  await act();
  return { from, to: t.clock.now() };
}
const within = (at: Date | undefined, span: { from: Date; to: Date }) => at !== undefined && at >= span.from && at <= span.to;

describe('using the app keeps an account active', () => {
  it('an account that only refreshes its session every week is not warned at 25 months nor deleted at 37; one left alone is both', async () => {
    const start = t.clock.now().getTime();
    const weekly = await signedInUser(t.app, t.ctx);
    const idle = await signedInUser(t.app, t.ctx);
    let cookie = (await signIn(t.app, weekly.user.email, weekly.password)).refreshCookie.value;
    let week = 0;
    /** Weekly refreshes until `months` after the start; the retention job (hourly in production) runs every four weeks. */
    const refreshWeeklyUntil = async (months: number) => {
      while (t.clock.now().getTime() + WEEK < start + months * MONTH) {
        t.clock.advance(WEEK);
        week += 1;
        const res = await refresh(cookie);
        expect(res.statusCode, `refresh in week ${week}`).toBe(200);
        cookie = refreshCookieOf(res).value;
        if (week % 4 === 0) await runRetention(t.ctx);
      }
      await runRetention(t.ctx);
      await t.drainJobs();
    };

    await refreshWeeklyUntil(25);
    expect((await userRow(weekly.user.id)).inactivity_warned_at).toBeNull();
    expect(await t.mailsTo(weekly.user.email)).toEqual([]);
    expect((await userRow(idle.user.id)).inactivity_warned_at).not.toBeNull();
    expect((await t.mailsTo(idle.user.email)).length).toBe(1);

    await refreshWeeklyUntil(37);
    expect(await userRow(weekly.user.id)).toMatchObject({ inactivity_warned_at: null, deleted_at: null });
    expect(await t.mailsTo(weekly.user.email)).toEqual([]);
    expect((await userRow(idle.user.id)).deleted_at).not.toBeNull();
  }, 60_000);

  it('an authenticated request moves last_active_at once a day, and a warned account that comes back is no longer warned', async () => {
    const { user } = await signedInUser(t.app, t.ctx);
    t.clock.advance(24 * MONTH + DAY);
    await runRetention(t.ctx);
    expect((await userRow(user.id)).inactivity_warned_at).not.toBeNull();

    // An access token issued now (as a refresh would), used for an ordinary request.
    toMorning();
    const token = await t.ctx.accessTokens.sign({ userId: user.id, sessionVersion: user.session_version, sessionId: (await liveFamilyOf(user.id)) ?? '' });
    const headers = { authorization: `Bearer ${token}` };
    const request = await during(async () => expect((await me(headers)).statusCode).toBe(200));
    const first = await lastActive(user.id);
    expect(within(first, request), 'last_active_at is the time of the request').toBe(true);
    expect((await userRow(user.id)).inactivity_warned_at).toBeNull();
    // Later the same day: nothing written.
    t.clock.advance(60 * 1000);
    expect((await me(headers)).statusCode).toBe(200);
    expect(await lastActive(user.id)).toEqual(first);

    t.clock.advance(13 * MONTH);
    await runRetention(t.ctx);
    expect(await userRow(user.id)).toMatchObject({ inactivity_warned_at: null, deleted_at: null });
  });

  it("a signed-in user's tap counts as activity", async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    const finder = await signedInUser(t.app, t.ctx);
    t.clock.advance(20 * MONTH);
    const token = await t.ctx.accessTokens.sign({
      userId: finder.user.id,
      sessionVersion: finder.user.session_version,
      sessionId: (await liveFamilyOf(finder.user.id)) ?? '',
    });
    const tap = await during(async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/tags/verify', payload: { uid: tag.uid }, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    });
    expect(within(await lastActive(finder.user.id), tap), "the finder's last_active_at is the time of the tap").toBe(true);
    // The tag's owner did nothing: someone else's tap does not make them active.
    expect(within(await lastActive(owner.user.id), tap)).toBe(false);
  });
});

/** The sign-in session (refresh-token family) an account holds, to issue an access token for it as a refresh does. */
async function liveFamilyOf(userId: string): Promise<string | undefined> {
  const row = await t.ctx.db.selectFrom('refresh_tokens').select('family_id').where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return row?.family_id;
}
