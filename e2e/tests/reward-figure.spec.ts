import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiToken, appReady, bearer, createBikeViaApi, DEMO_ADMIN, expect, linkIn, newPerson, seriousViolations, test, waitForMail } from './fixtures.js';

/**
 * Issue #27 item 1, in Italian and English: one funded theft (200 € offered, 130 € to the finder)
 * seen through the tag page, /rubate, the theft's page and the Hunter's hunt card, each leading
 * with the same finder's figure, the total only in small print; axe on each, phone and desktop.
 */
type Language = 'it' | 'en';
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');
const common = (language: Language) =>
  (JSON.parse(readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as { reward_figure: Record<string, string> }).reward_figure;
/** The figures as the product writes them (formatMoney), typed out here so the test does not trust the formatter it checks. */
const amounts = { it: { finder: '130\u00a0€', offered: '200\u00a0€' }, en: { finder: '€130', offered: '€200' } };
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name]));

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

for (const lang of ['it', 'en'] as const) {
  test(`one funded theft shows the same finder's figure on the tag page, /rubate, the theft page and the hunt card (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const texts = common(lang);
    const headline = fill(texts.headline ?? '', { amount: amounts[lang].finder });
    const smallPrint = fill(texts.share ?? '', { percent: 65, offered: amounts[lang].offered });
    const stamp = `${Date.now().toString(36)}${lang}`;

    const { bikeName, uid, publicId } =
      await test.step("set-up through the API: the owner's bike reported stolen near Milan with 200 € in escrow, published", async () => {
        // The owner: a bike with a tag, reported stolen near Milan's Duomo with 200 € paid into escrow, published.
        const owner = newPerson('Ottavia');
        expect(
          (
            await page.request.post('/api/auth/register', { data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true } })
          ).status(),
        ).toBe(201);
        const ownerToken = await apiToken(page, owner);
        const bikeName = `Freccia ${stamp}`;
        const bike = await createBikeViaApi(page, ownerToken, { name: bikeName, brand: 'Bianchi', type: 'city' });
        const uid = `04E7${(Date.now() + (lang === 'it' ? 0 : 1)).toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
        const adminToken = await apiToken(page, DEMO_ADMIN);
        expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-reward-figure' } })).status()).toBe(
          201,
        );
        expect((await page.request.post('/api/tags/associate', { headers: bearer(ownerToken), data: { tagUid: uid } })).status()).toBe(200);
        expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(ownerToken), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(
          200,
        );
        const reported = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, {
          headers: bearer(ownerToken),
          data: { reward: 200, place: { lat: 45.4642, lng: 9.1899 }, stolenAt: new Date().toISOString() },
        });
        expect(reported.status(), await reported.text()).toBe(200);
        const paymentId = ((await reported.json()) as { paymentUrl: string }).paymentUrl.split('/checkout/')[1];
        expect((await page.request.post(`/api/payments/${paymentId}/confirm`, { headers: bearer(ownerToken) })).status()).toBe(200);
        const published = await page.request.put(`/api/bikes/${bike.id}/publication`, { headers: bearer(ownerToken), data: {} });
        expect(published.status()).toBe(200);
        const publicId = ((await published.json()) as { publication: { publicId: string } }).publication.publicId;
        return { bikeName, uid, publicId };
      });

    const { hunter } = await test.step('set-up through the API: a Hunter in this language, address verified', async () => {
      // A Hunter, in this language.
      const hunter = { ...newPerson('Uma'), language: lang, hunterName: `Falco-${stamp}` };
      expect(
        (
          await page.request.post('/api/auth/register', { data: { ...hunter, role: 'hunter', acceptTerms: true, acceptPrivacy: true, confirmAge16: true } })
        ).status(),
      ).toBe(201);
      const verifyLink = new URL(linkIn(await waitForMail(hunter.email), '/verify-email'), 'http://localhost');
      expect((await page.request.post('/api/auth/verify-email', { data: { token: verifyLink.searchParams.get('token') } })).status()).toBe(200);
      return { hunter };
    });

    const { context, finder, hunterContext, hunterPage } =
      await test.step("a finder's browser opens, and the Hunter signs in through the login form", async () => {
        const context = await browser.newContext({ locale: lang === 'it' ? 'it-IT' : 'en-GB' });
        await context.addCookies([{ name: 'ritrova_language', value: lang, url: test.info().project.use.baseURL ?? 'http://localhost:3199' }]);
        const finder = await context.newPage();
        // The Hunter's own browser, in the same language, signed in through the login form.
        const hunterContext = await browser.newContext({ locale: lang === 'it' ? 'it-IT' : 'en-GB' });
        await hunterContext.addCookies([{ name: 'ritrova_language', value: lang, url: test.info().project.use.baseURL ?? 'http://localhost:3199' }]);
        const hunterPage = await hunterContext.newPage();
        const auth = JSON.parse(readFileSync(path.join(localesDir, lang, 'auth.json'), 'utf8')) as {
          fields: Record<string, string>;
          login: Record<string, string>;
        };
        await open(hunterPage, '/login');
        await hunterPage.getByLabel(auth.fields.email ?? '').fill(hunter.email);
        await hunterPage.getByLabel(auth.fields.password ?? '', { exact: true }).fill(hunter.password);
        await hunterPage.getByRole('button', { name: auth.login.submit ?? '', exact: true }).click();
        await expect(hunterPage).not.toHaveURL(/\/login/);
        return { context, finder, hunterContext, hunterPage };
      });

    for (const viewport of viewports) {
      await test.step(`the same figure on the tag page, /rubate, the theft page and the hunt card (${viewport.name})`, async () => {
        await finder.setViewportSize(viewport);
        await hunterPage.setViewportSize(viewport);
        const where = (surface: string) => `${surface} (${lang}, ${viewport.name})`;

        await open(finder, `/nfc/verifica?uid=${uid}`);
        const alarm = finder.getByRole('alert').filter({ hasText: bikeName });
        await expect(alarm.getByText(headline, { exact: true }), where('tag page')).toBeVisible();
        await expect(alarm.getByText(`${smallPrint} · ${texts.held}`, { exact: true }), where('tag page')).toBeVisible();
        expect.soft(await seriousViolations(finder), where('axe tag page')).toEqual([]);

        await open(finder, '/rubate');
        const card = finder.getByRole('listitem').filter({ hasText: bikeName });
        await expect(card.getByText(headline, { exact: true }), where('/rubate')).toBeVisible();
        await expect(card.getByText(texts.held ?? '', { exact: true }), where('/rubate')).toBeVisible();
        expect.soft(await seriousViolations(finder), where('axe /rubate')).toEqual([]);

        await open(finder, `/rubate/${publicId}`);
        await expect(finder.getByText(headline, { exact: true }), where('theft page')).toBeVisible();
        await expect(finder.getByText(`${smallPrint} · ${texts.held}`, { exact: true }), where('theft page')).toBeVisible();
        expect.soft(await seriousViolations(finder), where('axe theft page')).toEqual([]);

        await open(hunterPage, '/hunter/hunts');
        const hunt = hunterPage.getByRole('listitem').filter({ has: hunterPage.getByRole('heading', { name: bikeName }) });
        await expect(hunt.getByText(headline, { exact: true }), where('hunt card')).toBeVisible();
        await expect(hunt.getByText(`${smallPrint} · ${texts.held}`, { exact: true }), where('hunt card')).toBeVisible();
        expect.soft(await seriousViolations(hunterPage), where('axe hunt card')).toEqual([]);
      });
    }
    await context.close();
    await hunterContext.close();
  });
}
