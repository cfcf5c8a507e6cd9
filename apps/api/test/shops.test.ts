import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, setupTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createBike, createTag, registration, signedInUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const del = (url: string, headers: Headers = {}) => t.app.inject({ method: 'DELETE', url, headers });

const shopAccount = () => signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Cicli', cognome: 'Rossi' });

/** An inventory tag an admin assigned to the shop (the admin side sets tags.shop_id). */
async function shopTag(shopId: string) {
  const tag = await createTag(t.ctx);
  await t.ctx.db.updateTable('tags').set({ shop_id: shopId, batch: 'NEGOZIO-1' }).where('id', '=', tag.id).execute();
  return tag;
}

const activate = (tagId: string, customerEmail: string, headers: Headers) => post(`/api/shop/tags/${tagId}/activate`, { customerEmail }, headers);
const myTagUids = async (headers: Headers) => ((await get('/api/tags/my-tags', headers)).json().tags as { uid: string }[]).map((tag) => tag.uid);

/** A valid maintenance body (the owner's form, without the bike: the path names it). */
const service = { serviceType: 'brake_service', serviceDate: '2026-03-14', description: 'Pastiglie sostituite', cost: { parts: 20, labor: 15 } };

describe('who may use the shop area', () => {
  const shopRoutes: [string, string][] = [
    ['GET', '/api/shop/tags'],
    ['POST', '/api/shop/tags/00000000-0000-4000-8000-000000000000/activate'],
    ['GET', '/api/shop/bikes'],
    ['POST', '/api/shop/bikes/00000000-0000-4000-8000-000000000000/maintenance'],
  ];

  it('answers 401 without a token and 403 to a user', async () => {
    const user = await signedInUser(t.app, t.ctx);
    for (const [method, url] of shopRoutes) {
      const payload = method === 'POST' ? { customerEmail: 'a@example.com', ...service } : undefined;
      expect((await t.app.inject({ method: method as 'GET' | 'POST', url, payload })).statusCode, `${method} ${url}`).toBe(401);
      const asUser = await t.app.inject({ method: method as 'GET' | 'POST', url, payload, headers: user.headers });
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(asUser.json().error).toBe('FORBIDDEN');
    }
  });

  it('lists only the shop’s own tags, and lets an admin look at a shop’s for support', async () => {
    const shop = await shopAccount();
    const other = await shopAccount();
    const mine = await shopTag(shop.user.id);
    await shopTag(other.user.id);
    const res = await get('/api/shop/tags', shop.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().tags).toEqual([{ id: mine.id, uid: mine.uid, status: 'unassigned', batch: 'NEGOZIO-1', sale: null }]);

    const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
    const support = await get(`/api/shop/tags?shopId=${shop.user.id}`, admin.headers);
    expect(support.json().tags.map((tag: { uid: string }) => tag.uid)).toEqual([mine.uid]);
  });
});

describe('POST /api/shop/tags/:id/activate', () => {
  it('gives the tag at once to a customer who has an account, and mails them', async () => {
    const shop = await shopAccount();
    const customer = await signedInUser(t.app, t.ctx);
    const tag = await shopTag(shop.user.id);

    const res = await activate(tag.id, customer.user.email.toUpperCase(), shop.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'claimed', tag: { uid: tag.uid, status: 'assigned', sale: { customerEmail: customer.user.email } } });
    expect(await myTagUids(customer.headers)).toContain(tag.uid);
    const mail = await t.waitForMail(customer.user.email);
    expect(mail.text).toContain('Cicli Rossi');

    const listed = (await get('/api/shop/tags', shop.headers)).json().tags[0];
    expect(listed.sale).toMatchObject({ customerEmail: customer.user.email, claimedAt: expect.any(String) });
  });

  it('invites a new address by mail; the tag becomes theirs once they sign up and confirm that address', async () => {
    const shop = await shopAccount();
    const tag = await shopTag(shop.user.id);
    const body = registration();

    const res = await activate(tag.id, body.email, shop.headers);
    expect(res.json()).toMatchObject({ outcome: 'invited', tag: { status: 'unassigned', sale: { customerEmail: body.email, claimedAt: null } } });
    const invitation = await t.waitForMail(body.email);
    expect(invitation.subject).toBe('Il tuo tag Ritrova ti aspetta');
    expect(linkFrom(invitation, '/register').url.searchParams.get('sale')).toBeTruthy();

    const { token } = (await post('/api/auth/register', body)).json();
    // Anyone can sign up with an address: the tag waits until the address is proven.
    expect(await myTagUids(bearer(token))).toEqual([]);
    const verification = linkFrom(await t.waitForMail(body.email, 2), '/verify-email');
    expect((await post('/api/auth/verify-email', { token: verification.token })).statusCode).toBe(200);
    expect(await myTagUids(bearer(token))).toEqual([tag.uid]);
    expect((await get('/api/shop/tags', shop.headers)).json().tags[0].sale.claimedAt).toEqual(expect.any(String));
  });

  it('hands over a waiting sale at the next sign-in of an account already verified', async () => {
    const shop = await shopAccount();
    const tag = await shopTag(shop.user.id);
    const customer = await signedInUser(t.app, t.ctx, { email_verified_at: null });
    await activate(tag.id, customer.user.email, shop.headers);
    expect(await myTagUids(customer.headers)).toEqual([]);

    await t.ctx.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', customer.user.id).execute();
    const login = await post('/api/auth/login', { email: customer.user.email, password: customer.password });
    expect(await myTagUids(bearer(login.json().token))).toEqual([tag.uid]);
  });

  it('refuses a tag of another shop, an unknown one, and one already sold', async () => {
    const shop = await shopAccount();
    const other = await shopAccount();
    const theirs = await shopTag(other.user.id);
    const refused = await activate(theirs.id, 'cliente@example.com', shop.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('TAG_NOT_IN_SHOP');
    expect((await activate('not-a-tag', 'cliente@example.com', shop.headers)).json().error).toBe('TAG_NOT_IN_SHOP');

    const tag = await shopTag(shop.user.id);
    expect((await activate(tag.id, 'primo@example.com', shop.headers)).statusCode).toBe(201);
    const again = await activate(tag.id, 'secondo@example.com', shop.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('TAG_UNAVAILABLE');
    expect(await t.mailsTo('secondo@example.com')).toEqual([]);
  });

  it('names the field of a bad address', async () => {
    const shop = await shopAccount();
    const tag = await shopTag(shop.user.id);
    const res = await activate(tag.id, 'not-an-email', shop.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'customerEmail', i18nKey: 'validation.email_invalid' });
  });
});

describe('POST /api/shop/sales/claim', () => {
  it('gives the tag to whoever opens the mailed link signed in, once; another account is refused afterwards', async () => {
    const shop = await shopAccount();
    const tag = await shopTag(shop.user.id);
    await activate(tag.id, 'regalo@example.com', shop.headers);
    const token = linkFrom(await t.waitForMail('regalo@example.com'), '/register').url.searchParams.get('sale') ?? '';

    // NOTE: the customer may hold an account under another address; the token is the proof.
    const customer = await signedInUser(t.app, t.ctx);
    const first = await post('/api/shop/sales/claim', { token }, customer.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().tag).toMatchObject({ uid: tag.uid, status: 'assigned' });
    expect((await post('/api/shop/sales/claim', { token }, customer.headers)).statusCode).toBe(200);
    expect(await myTagUids(customer.headers)).toEqual([tag.uid]);

    const stranger = await signedInUser(t.app, t.ctx);
    const refused = await post('/api/shop/sales/claim', { token }, stranger.headers);
    expect(refused.statusCode).toBe(409);
    expect(await myTagUids(stranger.headers)).toEqual([]);
    expect((await post('/api/shop/sales/claim', { token: 'x'.repeat(43) }, stranger.headers)).statusCode).toBe(404);
  });
});

describe('maintenance with the owner’s consent', () => {
  async function ownerWithBike() {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id, { name: 'Bianchi rossa', brand: 'Bianchi' });
    return { owner, bike };
  }
  const consentsUrl = (bikeId: string) => `/api/bikes/${bikeId}/shop-consents`;
  const shopRecord = (bikeId: string, headers: Headers) => post(`/api/shop/bikes/${bikeId}/maintenance`, service, headers);

  it('refuses a shop without consent as if the bike did not exist', async () => {
    const shop = await shopAccount();
    const { bike } = await ownerWithBike();
    const res = await shopRecord(bike.id, shop.headers);
    expect(res.statusCode).toBe(404);
    expect((await get('/api/shop/bikes', shop.headers)).json().bikes).toEqual([]);
  });

  it('lets an authorised shop add a record that the owner sees with the shop badge, until the consent is withdrawn', async () => {
    const shop = await shopAccount();
    const { owner, bike } = await ownerWithBike();

    const granted = await post(consentsUrl(bike.id), { shopEmail: shop.user.email }, owner.headers);
    expect(granted.statusCode).toBe(201);
    expect(granted.json().consents).toEqual([{ shopId: shop.user.id, shopName: 'Cicli Rossi', shopEmail: shop.user.email, grantedAt: expect.any(String) }]);
    expect((await post(consentsUrl(bike.id), { shopEmail: shop.user.email }, owner.headers)).json().consents).toHaveLength(1);
    expect((await get('/api/shop/bikes', shop.headers)).json().bikes).toEqual([
      expect.objectContaining({ id: bike.id, name: 'Bianchi rossa', brand: 'Bianchi', ownerFirstName: owner.user.nome }),
    ]);

    const created = await shopRecord(bike.id, shop.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ createdByType: 'shop', editable: false, cost: { total: 35 } });
    const log = (await get(`/api/bikes/${bike.id}/maintenance`, owner.headers)).json().data;
    expect(log).toEqual([
      expect.objectContaining({ description: 'Pastiglie sostituite', createdByType: 'shop', createdBy: { name: 'Cicli Rossi' }, editable: false }),
    ]);

    expect((await del(`${consentsUrl(bike.id)}/${shop.user.id}`, owner.headers)).statusCode).toBe(200);
    expect((await get(consentsUrl(bike.id), owner.headers)).json().consents).toEqual([]);
    const refused = await shopRecord(bike.id, shop.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('CONSENT_REQUIRED');
    expect((await get('/api/shop/bikes', shop.headers)).json().bikes).toEqual([]);
    // What the shop wrote stays in the bike's log.
    expect((await get(`/api/bikes/${bike.id}/maintenance`, owner.headers)).json().data).toHaveLength(1);
  });

  it('lets only the owner see and change the consents of a bike', async () => {
    const shop = await shopAccount();
    const { owner, bike } = await ownerWithBike();
    await post(consentsUrl(bike.id), { shopEmail: shop.user.email }, owner.headers);
    const stranger = await signedInUser(t.app, t.ctx);

    expect((await get(consentsUrl(bike.id), stranger.headers)).statusCode).toBe(404);
    expect((await post(consentsUrl(bike.id), { shopEmail: shop.user.email }, stranger.headers)).statusCode).toBe(404);
    expect((await del(`${consentsUrl(bike.id)}/${shop.user.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(consentsUrl(bike.id))).statusCode).toBe(401);
    expect((await get(consentsUrl(bike.id), owner.headers)).json().consents).toHaveLength(1);
  });

  it('grants consent only to a shop account', async () => {
    const { owner, bike } = await ownerWithBike();
    const neighbour = await signedInUser(t.app, t.ctx);
    const res = await post(consentsUrl(bike.id), { shopEmail: neighbour.user.email }, owner.headers);
    expect(res.statusCode).toBe(404);
    expect((await post(consentsUrl(bike.id), { shopEmail: 'nessuno@example.com' }, owner.headers)).statusCode).toBe(404);
    expect((await get(consentsUrl(bike.id), owner.headers)).json().consents).toEqual([]);
  });

  it('ends a consent when the bike changes owner', async () => {
    const shop = await shopAccount();
    const { owner, bike } = await ownerWithBike();
    await post(consentsUrl(bike.id), { shopEmail: shop.user.email }, owner.headers);
    const buyer = await signedInUser(t.app, t.ctx);
    await t.ctx.db.updateTable('bikes').set({ owner_id: buyer.user.id }).where('id', '=', bike.id).execute();

    expect((await shopRecord(bike.id, shop.headers)).json().error).toBe('CONSENT_REQUIRED');
    expect((await get(consentsUrl(bike.id), buyer.headers)).json().consents).toEqual([]);
  });
});
