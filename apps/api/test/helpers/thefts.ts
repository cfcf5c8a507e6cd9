import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { BikesTable, UsersTable } from '../../src/db/schema.ts';
import type { TestApp } from './app.ts';
import { createBike, createTag, signedInUser } from './factories.ts';

/**
 * The recovery loop's first steps as users take them, through the API: shared by the reward, money,
 * recovery and message tests so that each tests its own part, not its own copy of the set-up.
 */

/** An owner whose tagged bike is reported stolen with a reward paid in the local checkout. */
export async function fundedTheft(t: TestApp, rewardEuros = 200, bike: Partial<Insertable<BikesTable>> = {}) {
  const owner = await signedInUser(t.app, t.ctx);
  const created = await createBike(t.ctx, owner.user.id, { name: 'Rossa', brand: 'Bianchi', model: 'Via Nirone', ...bike });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: created.id });
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/bikes/${created.id}/report-stolen`,
    payload: { reward: rewardEuros },
    headers: owner.headers,
  });
  expect(reported.statusCode).toBe(200);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: owner.headers });
  expect(confirmed.statusCode).toBe(200);
  const report = await t.ctx.db.selectFrom('theft_reports').selectAll().where('bike_id', '=', created.id).executeTakeFirstOrThrow();
  return { owner, bike: created, tag, paymentId, report };
}

/** A Hunter who tapped the stolen bike's tag while signed in, in Milano: a scan, so a sighting of this theft. */
export async function hunterWhoScanned(t: TestApp, uid: string, overrides: Partial<Insertable<UsersTable>> = {}) {
  const hunter = await signedInUser(t.app, t.ctx, { persona: 'hunter', ...overrides });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tags/verify',
    payload: { uid, location: { latitude: 45.46423, longitude: 9.18951, accuracy: 20 } },
    headers: hunter.headers,
  });
  expect(res.json().status).toBe('stolen');
  return hunter;
}
