import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { startSession } from '../src/modules/auth/auth.service.ts';
import type { UserRow } from '../src/modules/users/user.repository.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, signedInUser } from './helpers/factories.ts';
import { fundedTheft, hunterWhoScanned } from './helpers/thefts.ts';

/** Relayed messages between an owner and the Hunter who saw her bike (moved here from rewards.test.ts, issue #29). */
let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await setupTestApp({}, { clock });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
/** A session started at the clock's current time: access tokens from before a jump of minutes have run out. */
const headersNow = async (user: UserRow) => bearer((await startSession(t.ctx, user)).token);

describe('relayed messages', () => {
  it('mail the recipient once per conversation in 30 minutes, however many messages come, and again after', async () => {
    const { owner, report, tag } = await fundedTheft(t, 60);
    const hunter = await hunterWhoScanned(t, tag.uid);
    const started = await post(`/api/hunts/${report.id}/conversation`, { body: 'Vista vicino alla stazione.' }, hunter.headers);
    const conversationId = started.json().conversation.id;
    await t.waitForMail(owner.user.email);
    await t.drainJobs();
    const mailsBefore = (await t.mailsTo(owner.user.email)).length;
    const write = async (body: string) => {
      // A session of the moment: the clock moves past the access token's 15 minutes.
      expect((await post(`/api/conversations/${conversationId}/messages`, { body }, await headersNow(hunter.user))).statusCode).toBe(200);
      await t.drainJobs();
    };
    await write('Legata al palo.');
    expect(await t.mailsTo(owner.user.email)).toHaveLength(mailsBefore);
    clock.advance(31 * 60 * 1000);
    await write('Ancora lì.');
    expect(await t.mailsTo(owner.user.email)).toHaveLength(mailsBefore + 1);
  });

  it('finder and owner write through the product, see no addresses, and the owner can block', async () => {
    const { owner, report, tag, bike } = await fundedTheft(t, 60);
    const hunter = await hunterWhoScanned(t, tag.uid);
    const started = await post(`/api/hunts/${report.id}/conversation`, { body: 'I think I saw your bike near the station.' }, hunter.headers);
    expect(started.statusCode).toBe(200);
    const conversation = started.json().conversation;
    expect(conversation).toMatchObject({ role: 'finder', counterpart: 'owner', bikeName: 'Rossa' });

    const ownerList = (await get('/api/conversations', owner.headers)).json().conversations;
    expect(ownerList[0]).toMatchObject({ id: conversation.id, role: 'owner', unread: 1 });
    expect(JSON.stringify(ownerList)).not.toContain(hunter.user.email);
    const thread = (await get(`/api/conversations/${conversation.id}/messages`, owner.headers)).json();
    expect(thread.messages).toEqual([expect.objectContaining({ mine: false, body: 'I think I saw your bike near the station.' })]);
    expect(JSON.stringify(thread)).not.toContain(hunter.user.email);
    const ownerMail = await t.waitForMail(owner.user.email);
    expect(ownerMail.text).not.toContain(hunter.user.email);

    // The owner can answer from the sighting too (same conversation).
    const sightings = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings;
    expect(sightings[0]).toMatchObject({ reporter: { displayName: expect.any(String) }, conversationId: conversation.id });
    await post(`/api/sightings/${sightings[0].id}/conversation`, { body: 'Thank you! Where exactly?' }, owner.headers);
    expect((await get('/api/notifications', hunter.headers)).json().notifications[0]).toMatchObject({ type: 'message', conversationId: conversation.id });

    const stranger = await signedInUser(t.app, t.ctx);
    expect((await get(`/api/conversations/${conversation.id}/messages`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/conversations/${conversation.id}/block`, undefined, hunter.headers)).statusCode).toBe(404);
    expect((await post(`/api/conversations/${conversation.id}/block`, undefined, owner.headers)).json().conversation.blocked).toBe(true);
    const blocked = await post(`/api/conversations/${conversation.id}/messages`, { body: 'Hello?' }, hunter.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('CONVERSATION_BLOCKED');
  });

  it('rate limits messages per sender', async () => {
    const limited = await setupTestApp({ RATE_LIMIT_MESSAGES_PER_10_MINUTES: '3' }, { sameDatabaseAs: t });
    try {
      const { report, tag } = await fundedTheft(t, 20);
      const hunter = await hunterWhoScanned(t, tag.uid);
      const send = (body: string) =>
        limited.app.inject({ method: 'POST', url: `/api/hunts/${report.id}/conversation`, payload: { body }, headers: hunter.headers });
      for (const n of [1, 2, 3]) expect((await send(`message ${n}`)).statusCode).toBe(200);
      const fourth = await send('message 4');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
