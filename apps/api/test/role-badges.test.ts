import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

// Issue #24: beside a person's name, others see whether the account is a shop or Ritrova's staff, and nothing else of its role.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the role badge beside a name', () => {
  it('the owner sees a shop or staff finder badged in the sightings and the conversation; an ordinary finder carries none', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Rossa' });
    const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
    expect((await post(`/api/bikes/${bike.id}/report-stolen`, {}, owner.headers)).statusCode).toBe(200);

    const finders = {
      shop: await signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Ciclofficina', cognome: 'Navigli' }),
      admin: await signedInUser(t.app, t.ctx, { role: 'admin', nome: 'Marta', cognome: 'Staff' }),
      user: await signedInUser(t.app, t.ctx, { nome: 'Pino', cognome: 'Rossi' }),
    };
    for (const finder of Object.values(finders)) {
      t.clock.advance(60_000);
      expect((await post('/api/sightings', { uid: tag.uid }, finder.headers)).statusCode).toBe(201);
    }

    const sightings = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings;
    expect(sightings.map((s: { reporter: unknown }) => s.reporter)).toEqual([
      { displayName: 'Pino R.', badge: null },
      { displayName: 'Marta S.', badge: 'admin' },
      { displayName: 'Ciclofficina N.', badge: 'shop' },
    ]);

    const shopSighting = sightings[2].id;
    const started = await post(`/api/sightings/${shopSighting}/conversation`, { body: 'Grazie, dove si trova?' }, owner.headers);
    expect(started.statusCode).toBe(200);
    expect(started.json().conversation).toMatchObject({ role: 'owner', counterpart: 'Ciclofficina N.', counterpartBadge: 'shop' });
    // The finder sees "owner", never a badge of the owner's account.
    const [finderSide] = (await get('/api/conversations', finders.shop.headers)).json().conversations;
    expect(finderSide).toMatchObject({ role: 'finder', counterpart: 'owner', counterpartBadge: null });
  });
});
