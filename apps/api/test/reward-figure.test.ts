import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';
import { type PushServiceStandIn, startPushService } from './helpers/push-service.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * Issue #27 item 1: one funded theft (200 € offered, so 130 € for the finder) seen through every
 * surface a finder reads — the server-rendered tag page, the stolen listing, the theft's page, the
 * poster, the Hunter's hunts, the hunt mail and the Web Push — with the same finder's figure,
 * written the same way ("130 €" in Italian, "€130" in English), and the total only in small print.
 */
let t: TestApp;
let web: WebBuild;
let push: PushServiceStandIn;
const clock = new TestClock();
beforeAll(async () => {
  web = await buildWebApp();
  push = await startPushService();
  t = await setupTestApp({ PUSH_DEV_SERVICE_ORIGINS: push.origin }, { clock, webDist: web.dist });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
  await web?.remove();
});

type Headers = Record<string, string>;
const request = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** What a reader sees of a page: its text without tags, entities decoded, spaces kept as they are (U+00A0 included). */
function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return body
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const NBSP = '\u00a0';
const figure = { it: `130${NBSP}€`, en: '€130' };
const headline = { it: `Ricompensa per chi la ritrova: ${figure.it}`, en: `Reward for the finder: ${figure.en}` };
const smallPrint = { it: `65% dei 200${NBSP}€ offerti dal proprietario`, en: '65% of the €200 offered by the owner' };
const held = { it: 'Versata a Ritrova, che la custodisce fino al ritrovamento', en: 'Paid to Ritrova, which holds it until the bike is recovered' };

/** Milan, near the Duomo: where the bike was stolen. */
const PLACE = { lat: 45.464711, lng: 9.190103 };

let theft: { uid: string; publicId: string; reportId: string };
const hunters: Record<'it' | 'en', { email: string; headers: Headers; endpoint: string }> = {} as never;

beforeAll(async () => {
  for (const language of ['it', 'en'] as const) {
    const hunter = await signedInUser(t.app, t.ctx, {
      persona: 'hunter',
      nome: 'Giulia',
      language,
      email: `hunter-${language}-${crypto.randomUUID()}@example.com`,
    });
    expect((await request('PUT', '/api/hunter/area', hunter.headers, { latitude: 45.4781, longitude: 9.2252, radiusKm: 10 })).statusCode).toBe(200);
    const subscription = push.subscribe();
    expect((await request('POST', '/api/hunter/push-subscriptions', hunter.headers, subscription)).statusCode).toBe(200);
    hunters[language] = { email: hunter.user.email, headers: hunter.headers, endpoint: subscription.endpoint };
  }
  const owner = await signedInUser(t.app, t.ctx, { nome: 'Ottavia', cognome: 'Proprietaria' });
  const bike = await createBike(t.ctx, owner.user.id, { name: 'Freccia blu', brand: 'Bianchi' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const reported = await request('POST', `/api/bikes/${bike.id}/report-stolen`, owner.headers, {
    reward: 200,
    place: PLACE,
    stolenAt: clock.now().toISOString(),
  });
  expect(reported.statusCode).toBe(200);
  const paymentId = (reported.json().paymentUrl as string).split('/checkout/')[1] as string;
  expect((await request('POST', `/api/payments/${paymentId}/confirm`, owner.headers)).statusCode).toBe(200);
  const published = await request('PUT', `/api/bikes/${bike.id}/publication`, owner.headers, {});
  expect(published.statusCode).toBe(200);
  const report = await t.ctx.db.selectFrom('theft_reports').select('id').where('bike_id', '=', bike.id).executeTakeFirstOrThrow();
  await t.drainJobs();
  theft = { uid: tag.uid, publicId: published.json().publication.publicId as string, reportId: report.id };
}, 60_000);

describe("one funded theft's reward, as a finder reads it", () => {
  for (const language of ['it', 'en'] as const) {
    it(`reads "${headline[language]}", with the total in small print, on the server-rendered tag page, /rubate, the theft page and the poster (${language})`, async () => {
      const pages = [`/nfc/verifica?uid=${theft.uid}`, '/rubate', `/rubate/${theft.publicId}`, `/rubate/${theft.publicId}/poster`];
      for (const url of pages) {
        const res = await request('GET', url, { 'accept-language': language });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        const text = visibleText(res.body);
        expect({ url, headline: text.includes(headline[language]) }).toEqual({ url, headline: true });
        expect({ url, held: text.includes(held[language]) }).toEqual({ url, held: true });
        // The total is never the headline: wherever it appears, it is the small print's "65% of …" (a listing's card has no room for it).
        const count = (part: string) => text.split(part).length - 1;
        const totals = count(language === 'it' ? `200${NBSP}€` : '€200');
        expect({ url, totals, inSmallPrint: count(smallPrint[language]) }).toEqual({ url, totals, inSmallPrint: totals });
        if (url !== '/rubate') expect({ url, smallPrint: totals > 0 }).toEqual({ url, smallPrint: true });
      }
    });
  }

  it("gives the Hunter's hunts the finder's share and the total, in integer cents", async () => {
    const res = await request('GET', '/api/hunts', hunters.it.headers);
    expect(res.statusCode).toBe(200);
    const hunt = (res.json().hunts as Array<{ theftReportId: string; rewardCents: number; hunterShareCents: number }>).find(
      (h) => h.theftReportId === theft.reportId,
    );
    expect(hunt).toMatchObject({ rewardCents: 20_000, hunterShareCents: 13_000 });
  });

  it("writes the finder's figure the same way in the hunt mail and the Web Push, in each Hunter's language", async () => {
    for (const language of ['it', 'en'] as const) {
      const [mail] = await t.mailsTo(hunters[language].email);
      expect(mail?.text).toContain(figure[language]);
      expect(mail?.text).toContain(held[language]);
      expect(mail?.text).not.toMatch(/130[,.]00/);
      const [message] = push.received.filter((r) => r.endpoint === hunters[language].endpoint).map((r) => JSON.parse(r.payload) as { body: string });
      expect(message?.body).toContain(figure[language]);
      expect(message?.body).not.toMatch(/130[,.]00/);
    }
  });
});
