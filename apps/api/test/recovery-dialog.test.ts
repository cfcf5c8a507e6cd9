import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, signedInUser } from './helpers/factories.ts';
import { fundedTheft } from './helpers/thefts.ts';

// Issue #19: the mark-recovered dialog shows, before the owner confirms, what each answer does with
// the money (figures from the API), and names each candidate uniquely with level, time and place.

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await setupTestApp({}, { clock });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const post = (url: string, payload: object | undefined, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

let pair = 0;
/** Two Hunters both called "Giulia B." who tapped the stolen tag, told apart by their Hunter names (`GiuliaDeiNavigli 1`, `Lupa di Porta Venezia 1`, …). */
async function twoGiulias(uid: string) {
  pair += 1;
  const first = await signedInUser(t.app, t.ctx, { persona: 'hunter', nome: 'Giulia', cognome: 'Bianchi', hunter_name: `GiuliaDeiNavigli ${pair}` });
  const second = await signedInUser(t.app, t.ctx, { persona: 'hunter', nome: 'Giulia', cognome: 'Bruni', hunter_name: `Lupa di Porta Venezia ${pair}` });
  // Milano, Navigli: the exact point must never leave; only the municipality of the ~1 km point.
  expect((await post('/api/tags/verify', { uid, location: { latitude: 45.45123, longitude: 9.17654, accuracy: 10 } }, first.headers)).statusCode).toBe(200);
  clock.advance(60_000);
  expect((await post('/api/tags/verify', { uid }, second.headers)).statusCode).toBe(200);
  return { first, second };
}

describe('GET /api/bikes/{id}/recovery-candidates', () => {
  it('names each candidate by their unique Hunter name with level, and the time and approximate place of their scan', async () => {
    const { owner, bike, tag } = await fundedTheft(t, 130, { brand: 'Carnielli', model: null });
    const { first, second } = await twoGiulias(tag.uid);
    const body = (await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json();
    const byId = new Map((body.candidates as { id: string }[]).map((c) => [c.id, c]));
    expect(byId.get(first.user.id)).toMatchObject({
      displayName: 'GiuliaDeiNavigli 1',
      hunterName: 'GiuliaDeiNavigli 1',
      level: 1,
      eligible: true,
      evidence: { kind: 'scan', at: expect.any(String), place: 'Milano (MI)' },
    });
    expect(byId.get(second.user.id)).toMatchObject({
      displayName: 'Lupa di Porta Venezia 1',
      evidence: { kind: 'scan', place: null },
    });
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('45.45123');
    expect(raw).not.toContain('9.17654');
    expect(raw).not.toContain(first.user.email);
  });

  it('gives each answer its figures before confirming: 65% to the Hunter in 7 business days, or 65% back to the owner after 30 days', async () => {
    // Friday 18 December 2026, 10:00 in Rome: 7 business days skip Christmas and Santo Stefano.
    clock.advance(new Date('2026-12-18T09:00:00Z').getTime() - clock.now().getTime());
    const { owner, bike, tag } = await fundedTheft(t, 130, { brand: 'Carnielli', model: null });
    await twoGiulias(tag.uid);
    const before = clock.now().getTime();
    const { settlement } = (await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json();
    const after = clock.now().getTime();
    expect(settlement).toEqual({
      rewardStatus: 'funded',
      heldCents: 13_000,
      credited: { hunterCents: 8_450, feeCents: 4_550, ownerBackCents: 0, payoutDueOn: '2026-12-30' },
      nobody: { ownerBackCents: 8_450, keptCents: 4_550, refundOn: expect.any(String) },
    });
    // The refund follows the 30-day dispute window from the moment of the answer.
    const refundFrom = Date.parse(settlement.nobody.refundOn) - THIRTY_DAYS_MS;
    expect(refundFrom).toBeGreaterThanOrEqual(before);
    expect(refundFrom).toBeLessThanOrEqual(after);
  });

  it('says no money moves for a reward never paid', async () => {
    const owner = await signedInUser(t.app, t.ctx);
    const bike = await createBike(t.ctx, owner.user.id);
    await post(`/api/bikes/${bike.id}/report-stolen`, { reward: 50 }, owner.headers);
    const { settlement } = (await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json();
    expect(settlement).toMatchObject({
      rewardStatus: 'awaiting_payment',
      heldCents: 0,
      credited: { hunterCents: 0, payoutDueOn: null },
      nobody: { ownerBackCents: 0 },
    });
  });
});

describe('the reward after the recovery', () => {
  it('with nobody credited, says what comes back and when, and names no Hunter', async () => {
    const { owner, bike, tag } = await fundedTheft(t, 130, { brand: 'Carnielli', model: null });
    await twoGiulias(tag.uid);
    expect((await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: null }, owner.headers)).statusCode).toBe(200);
    const reward = (await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward;
    expect(reward).toMatchObject({
      status: 'refund_pending',
      returnedBy: null,
      ownerRefundCents: 8_450,
      settledFeeCents: 4_550,
      refundDueOn: new Date(Date.parse(reward.recoveredAt) + THIRTY_DAYS_MS).toISOString(),
    });
  });

  it('with a Hunter credited, names them by their Hunter name with the fee kept and nothing back', async () => {
    const { owner, bike, tag } = await fundedTheft(t, 130, { brand: 'Carnielli', model: null });
    const { second } = await twoGiulias(tag.uid);
    expect((await post(`/api/bikes/${bike.id}/report-recovered`, { returnedBy: second.user.id }, owner.headers)).statusCode).toBe(200);
    const reward = (await get(`/api/bikes/${bike.id}/reward`, owner.headers)).json().reward;
    expect(reward).toMatchObject({
      status: 'released',
      returnedBy: { id: second.user.id, displayName: second.user.hunter_name },
      hunterShareCents: 8_450,
      settledFeeCents: 4_550,
      ownerRefundCents: 0,
      refundDueOn: null,
    });
  });
});

describe('a Hunter’s public name (issue #27)', () => {
  it('is the same in the owner’s sightings, the conversation and the recovery dialog', async () => {
    const { owner, bike, tag } = await fundedTheft(t, 100, { brand: 'Carnielli', model: null });
    const marco = await signedInUser(t.app, t.ctx, { persona: 'hunter', nome: 'Marco', cognome: 'Ferri', hunter_name: `MarcoOcchioLungo ${++pair}` });
    clock.advance(60_000);
    expect((await post('/api/sightings', { uid: tag.uid }, marco.headers)).statusCode).toBe(201);
    const sightings = (await get(`/api/bikes/${bike.id}/sightings`, owner.headers)).json().sightings as Array<{
      id: string;
      reporter: { displayName: string } | null;
    }>;
    const his = sightings.find((s) => s.reporter !== null);
    const started = await post(`/api/sightings/${his?.id}/conversation`, { body: 'Grazie, dove si trova?' }, owner.headers);
    const candidates = (await get(`/api/bikes/${bike.id}/recovery-candidates`, owner.headers)).json().candidates as Array<{ id: string; displayName: string }>;
    expect({
      sighting: his?.reporter?.displayName,
      conversation: started.json().conversation?.counterpart,
      recovery: candidates.find((c) => c.id === marco.user.id)?.displayName,
    }).toEqual({ sighting: `MarcoOcchioLungo ${pair}`, conversation: `MarcoOcchioLungo ${pair}`, recovery: `MarcoOcchioLungo ${pair}` });
  });
});
