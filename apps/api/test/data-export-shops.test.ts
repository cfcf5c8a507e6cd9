import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

// The export names the shops a person dealt with by their address and a shop's tag by its uid: the
// rows are the shops module's, the addresses the users module's, the uids the tags module's (issue #29
// item 1). Each entry carries exactly these fields, in this order.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/me/export: shops', () => {
  it("names the shop of each consent and purchase by its address and the tag by its uid, and nobody else's", async () => {
    const me = await signedInUser(t.app, t.ctx);
    const shop = await signedInUser(t.app, t.ctx, { role: 'shop', nome: 'Cicli', cognome: 'Corsari' });
    const bike = await createBike(t.ctx, me.user.id, { name: 'Olanda' });
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/bikes/${bike.id}/shop-consents`,
      payload: { shopEmail: shop.user.email },
      headers: me.headers,
    });
    expect(consent.statusCode, consent.body).toBeLessThan(300);
    const shopTag = await createTag(t.ctx);
    await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id, batch: 'NEGOZIO-26' }).where('id', '=', shopTag.id).execute();
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/shop/tags/${shopTag.id}/activate`,
      payload: { customerEmail: me.user.email },
      headers: shop.headers,
    });
    expect(sold.statusCode, sold.body).toBeLessThan(300);
    // Another person's consent and purchase at the same shop: not in the export.
    const stranger = await signedInUser(t.app, t.ctx);
    const strangersBike = await createBike(t.ctx, stranger.user.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/bikes/${strangersBike.id}/shop-consents`,
      payload: { shopEmail: shop.user.email },
      headers: stranger.headers,
    });
    const strangersTag = await createTag(t.ctx);
    await t.ctx.db.updateTable('tags').set({ shop_id: shop.user.id, batch: 'NEGOZIO-26' }).where('id', '=', strangersTag.id).execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/shop/tags/${strangersTag.id}/activate`,
      payload: { customerEmail: stranger.user.email },
      headers: shop.headers,
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.shopConsents).toEqual([
      { bike_id: bike.id, shop_id: shop.user.id, shop_email: shop.user.email, granted_at: expect.any(String), revoked_at: null },
    ]);
    expect(Object.keys(data.shopConsents[0])).toEqual(['bike_id', 'shop_id', 'shop_email', 'granted_at', 'revoked_at']);
    expect(data.shopPurchases).toEqual([
      { uid: shopTag.uid, shop_email: shop.user.email, customer_email: me.user.email, created_at: expect.any(String), claimed_at: expect.any(String) },
    ]);
    expect(Object.keys(data.shopPurchases[0])).toEqual(['uid', 'shop_email', 'customer_email', 'created_at', 'claimed_at']);
  });
});
