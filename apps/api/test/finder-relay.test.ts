import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.ts';
import type { UserRow } from '../src/modules/users/user.repository.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, signedInUser } from './helpers/factories.ts';

/**
 * Issue #27: the owner answers an anonymous finder who agreed to be contacted. The owner writes from
 * the sighting; the finder gets a mail with a link (an unguessable token, stored hashed, expiring) to a
 * page where they read and answer without an account; the owner reads the answer in the app. Neither
 * sees the other's address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const headersNow = async (user: UserRow) => bearer((await startSession(t.ctx, user)).token);
const DAY = 24 * 60 * 60 * 1000;

let finderCount = 0;
/** An owner whose tagged bike is stolen, and an anonymous finder's sighting (consenting or not) in English. */
async function anonymousSighting(consent = true) {
  const owner = await signedInUser(t.app, t.ctx);
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Rossa', brand: 'Bianchi', model: 'Via Nirone' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  expect((await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 0 }, owner.headers)).statusCode).toBe(200);
  const finderEmail = `finder${++finderCount}@example.org`;
  const sent = await post(
    '/api/sightings',
    { uid: tag.uid, note: 'Locked at the station', contactConsent: consent, ...(consent ? { contactEmail: finderEmail } : {}) },
    { 'accept-language': 'en-GB,en;q=0.9' },
  );
  expect(sent.statusCode).toBe(201);
  const sighting = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings[0];
  return { owner, bike, sighting, finderEmail };
}

/** The conversation link in the finder's latest mail, and its token. */
async function linkInMail(to: string, count = 1) {
  const mail = await t.waitForMail(to, count);
  const link = mail.text?.match(/https?:\/\/\S+\/risposta\/([A-Za-z0-9_-]+)/);
  expect(link, mail.text).not.toBeNull();
  return { mail, url: link?.[0] as string, token: link?.[1] as string };
}

describe("the owner's reply to an anonymous finder", () => {
  it('reaches the finder by mail in their language with a link; the finder reads and answers without an account; the owner reads it in the app', async () => {
    const { owner, bike, sighting, finderEmail } = await anonymousSighting();
    expect(sighting).toMatchObject({ reporter: null, contactConsent: true, conversationId: null });
    expect(JSON.stringify(sighting)).not.toContain(finderEmail);

    const started = await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Thank you! Is it still there?' }, owner.headers);
    expect(started.statusCode).toBe(200);
    const conversation = started.json().conversation;
    expect(conversation).toMatchObject({ role: 'owner', counterpart: 'finder', bikeName: 'Rossa' });
    expect(JSON.stringify(started.json())).not.toContain(finderEmail);

    const { mail, token } = await linkInMail(finderEmail);
    expect(mail.subject).toBe('The owner of the bike answered you on Ritrova');
    expect(mail.text).toContain('Bianchi Via Nirone');
    expect(mail.text).not.toContain(owner.user.email);
    expect(mail.text).not.toContain(owner.user.nome);
    // Only a hash of the token is stored.
    const stored = await t.ctx.db.selectFrom('finder_links').select('token_hash').execute();
    const hashes = stored.map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(Buffer.from(token).toString('hex'));

    const thread = await get(`/api/finder-conversations/${token}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      success: true,
      bike: 'Bianchi Via Nirone “Rossa”',
      messages: [{ mine: false, body: 'Thank you! Is it still there?' }],
    });
    expect(thread.body).not.toContain(owner.user.email);
    expect(thread.body).not.toContain(owner.user.nome);

    const answered = await post(`/api/finder-conversations/${token}/messages`, { body: 'Yes, on the second rack.' });
    expect(answered.statusCode).toBe(200);
    const ownerThread = (await get(`/api/conversations/${conversation.id}/messages`, owner.headers)).json();
    expect(ownerThread.messages).toEqual([
      expect.objectContaining({ mine: true, body: 'Thank you! Is it still there?' }),
      expect.objectContaining({ mine: false, body: 'Yes, on the second rack.' }),
    ]);
    expect(JSON.stringify(ownerThread)).not.toContain(finderEmail);
    expect((await get('/api/notifications', owner.headers)).json().notifications[0]).toMatchObject({ type: 'message', conversationId: conversation.id });
    // The sighting now opens that conversation.
    expect((await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings[0].conversationId).toBe(conversation.id);
  });

  it('refuses a sighting whose finder did not agree to be contacted', async () => {
    const { owner, sighting } = await anonymousSighting(false);
    const res = await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Hello?' }, owner.headers);
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 to anyone but the owner, for the sighting and for the owner's conversation", async () => {
    const { owner, sighting } = await anonymousSighting();
    const conversation = (await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Hi' }, owner.headers)).json().conversation;
    const stranger = await signedInUser(t.app, t.ctx);
    expect((await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Hi' }, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/conversations/${conversation.id}/messages`, stranger.headers)).statusCode).toBe(404);
  });

  it('answers 404 to an unknown or altered token, and to a link once expired (30 days); a newer mail brings a working link', async () => {
    const { owner, sighting, finderEmail } = await anonymousSighting();
    const conversation = (await post(`/api/sightings/${sighting.id}/conversation`, { body: 'First' }, owner.headers)).json().conversation;
    const { token } = await linkInMail(finderEmail);
    for (const bad of ['x', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const res = await get(`/api/finder-conversations/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'FINDER_LINK_INVALID' });
    }
    t.clock.advance(31 * DAY);
    expect((await get(`/api/finder-conversations/${token}`)).statusCode).toBe(404);
    expect((await post(`/api/finder-conversations/${token}/messages`, { body: 'Late' })).statusCode).toBe(404);

    const again = await post(`/api/conversations/${conversation.id}/messages`, { body: 'Still there?' }, await headersNow(owner.user));
    expect(again.statusCode).toBe(200);
    const fresh = await linkInMail(finderEmail, 2);
    expect((await get(`/api/finder-conversations/${fresh.token}`)).json().messages).toHaveLength(2);
  });

  it('stops the finder once the owner blocks them', async () => {
    const { owner, sighting, finderEmail } = await anonymousSighting();
    const conversation = (await post(`/api/sightings/${sighting.id}/conversation`, { body: 'Hi' }, owner.headers)).json().conversation;
    const { token } = await linkInMail(finderEmail);
    expect((await post(`/api/conversations/${conversation.id}/block`, undefined, owner.headers)).statusCode).toBe(200);
    const blocked = await post(`/api/finder-conversations/${token}/messages`, { body: 'Buy my stuff' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('CONVERSATION_BLOCKED');
  });
});
