import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import {
  apiToken,
  appReady,
  bearer,
  createBikeViaApi,
  DEMO_ADMIN,
  expect,
  newPerson,
  seriousViolations,
  storeSessionOf,
  test,
  waitForMail,
} from './fixtures.js';
import { text } from './locale-text.js';

/**
 * Issue #27 (decision 059): the screens decisions 055 and 056 changed, each checked by axe on a phone
 * (390×844) and a desktop (1280×900), in Italian, English and Chinese, with a screenshot of each in
 * e2e/.data/screens (looked at by whoever changes them); and an alert's "Vedi gli avvistamenti",
 * reached through the header's Avvisi on a phone, lands on the sightings. Texts from the locale files.
 */
type Language = 'it' | 'en' | 'zh';
const here = path.dirname(fileURLToPath(import.meta.url));
const shotsDir = path.resolve(here, '../.data/screens');
const browserLocale: Record<Language, string> = { it: 'it-IT', en: 'en-GB', zh: 'zh-CN' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newContextIn(browser: Browser, language: Language) {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3199';
  const context = await browser.newContext({ baseURL, locale: browserLocale[language], viewport: PHONE });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: baseURL }]);
  return context;
}

/** A browser signed in as `person` in `language` (an API sign-in's session put where the app keeps it). */
async function signedInPage(browser: Browser, language: Language, person: { email: string; password: string }): Promise<Page> {
  const context = await newContextIn(browser, language);
  const page = await context.newPage();
  await storeSessionOf(page, person);
  return page;
}

async function openApp(page: Page, url: string) {
  const answer = await page.goto(url);
  // A server-rendered public page loads the app only on use (decision 058): started as a visitor would.
  await appReady(page);
  return answer;
}

/** axe (serious and critical) at both sizes, and a full-page screenshot of each. */
async function checkBothSizes(page: Page, screen: string, language: Language) {
  mkdirSync(shotsDir, { recursive: true });
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `axe on ${screen} (${language}, ${size})`).toEqual([]);
    await page.screenshot({ path: path.join(shotsDir, `${screen}-${language}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** An owner (in `language`) with a published stolen bike carrying a tag; through the API, the test is about what comes after. */
async function stolenBikeWithTag(page: Page, language: Language, stamp: string) {
  const owner = { ...newPerson(language === 'it' ? 'Ottavia' : 'Olivia'), language };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const adminToken = await apiToken(page, DEMO_ADMIN);
  const uid = `04C7${stamp.toUpperCase().padStart(10, '0').slice(-10)}`;
  expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-screens' } })).status()).toBe(201);
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: `Freccia ${language}`, brand: 'Bianchi', model: 'Spillo', color: 'celeste', type: 'city' });
  expect((await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid: uid } })).status()).toBe(200);
  expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
  const stolen = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, {
    headers: bearer(token),
    data: { reward: 0, stolenAt: new Date(Date.now() - 86_400_000).toISOString(), place: { lat: 45.4642, lng: 9.19 } },
  });
  expect(stolen.status()).toBe(200);
  const published = await page.request.put(`/api/bikes/${bike.id}/publication`, { headers: bearer(token), data: {} });
  expect(published.status()).toBe(200);
  const publicId = ((await published.json()) as { publication: { publicId: string } }).publication.publicId;
  return { owner, token, bike, uid, publicId };
}

/** A stamp no other run of this file uses (tags, names). */
const stampOf = (language: Language, salt: number) => `${(Date.now() * 10 + salt).toString(16)}${['it', 'en', 'zh'].indexOf(language)}`;

for (const language of ['it', 'en'] as const) {
  const t = (ref: string, vars?: Record<string, string>) => text(language, ref, vars);

  test(`(${language}) on a phone, "${t('notifications:item.open_sightings')}" reached through the header's ${t('nav:alerts')} lands on the sightings, focused and in view`, async ({
    page,
    browser,
  }) => {
    // Sets up a stolen bike with a tag (an admin's inventory) and signs the owner in on a phone.
    test.setTimeout(90_000);
    const { owner, uid, bike } = await stolenBikeWithTag(page, language, stampOf(language, 1));
    expect((await page.request.post('/api/sightings', { data: { uid, note: 'Alla stazione' } })).status()).toBe(201);

    const ownerPage = await signedInPage(browser, language, owner);
    await openApp(ownerPage, '/settings');
    await ownerPage.getByRole('button', { name: t('nav:open_menu') }).click();
    await ownerPage.getByRole('link', { name: new RegExp(`^${t('nav:alerts')}`) }).click();
    await expect(ownerPage).toHaveURL(/\/dashboard#alerts-heading$/);
    await ownerPage
      .getByRole('link', { name: t('notifications:item.open_sightings') })
      .first()
      .click();
    await expect(ownerPage).toHaveURL(new RegExp(`/bikes/${bike.id}#sightings-heading$`));
    const heading = ownerPage.getByRole('heading', { name: t('theft:sightings.title'), level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Not under the sticky header: its top is below the header's bottom.
    const headerBottom = await ownerPage
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    await ownerPage.context().close();
  });
}

for (const language of ['it', 'en', 'zh'] as const) {
  const t = (ref: string, vars?: Record<string, string>) => text(language, ref, vars);

  test(`(${language}) the screens of decisions 055 and 056 pass axe on a phone and a desktop`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { owner, token, bike, uid, publicId } = await stolenBikeWithTag(page, language, stampOf(language, 2));

    // The finder's reply page: an anonymous finder agreed to be contacted, the owner answered.
    const finderEmail = `finder-${Date.now()}-${language}@example.org`;
    const reported = await page.request.post('/api/sightings', {
      headers: { 'accept-language': browserLocale[language] },
      data: { uid, note: 'Legata alla rastrelliera', contactConsent: true, contactEmail: finderEmail },
    });
    expect(reported.status()).toBe(201);
    const listed = await page.request.get(`/api/bikes/${bike.id}/sightings`, { headers: bearer(token) });
    const sightingId = ((await listed.json()) as { sightings: { id: string }[] }).sightings[0]?.id;
    const answered = await page.request.post(`/api/sightings/${sightingId}/conversation`, { headers: bearer(token), data: { body: 'Grazie! 谢谢!' } });
    expect(answered.status()).toBe(200);
    const link = new URL((await waitForMail(finderEmail)).text?.match(/https?:\/\/\S+\/risposta\/\S+/)?.[0] ?? '');
    const finder = await (await newContextIn(browser, language)).newPage();
    await openApp(finder, link.pathname);
    await expect(finder.getByText('Grazie! 谢谢!')).toBeVisible();
    await checkBothSizes(finder, 'finder-reply', language);

    // The tag page's fallback when verification fails (a prerendered page verifies from the browser; the API is down).
    await finder.route('**/api/tags/verify', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'SERVICE_UNAVAILABLE', message: 'down' }) }),
    );
    await finder.route(/\/nfc\/verifica\?uid=/, (route) => route.continue({ headers: { ...route.request().headers(), purpose: 'prefetch' } }));
    await openApp(finder, `/nfc/verifica?uid=${uid}`);
    await expect(finder.getByRole('heading', { name: t('verify:fallback.unverified_title') })).toBeVisible({ timeout: 20_000 });
    await checkBothSizes(finder, 'tag-unverified', language);
    await finder.unrouteAll();

    // /nfc-scan signed out: the notice, with a way to sign in.
    await openApp(finder, '/nfc-scan');
    await expect(finder.getByText(t('nfc:auth_required.title'))).toBeVisible();
    await checkBothSizes(finder, 'nfc-scan-signed-out', language);

    // A signed-in Hunter's sighting form: no e-mail field, the account is the way back.
    const hunter = newPerson(language === 'it' ? 'Marco' : 'Mark');
    const registered = await page.request.post('/api/auth/register', {
      data: { ...hunter, language, role: 'hunter', hunterName: `Occhio${Date.now()}${language}`, acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
    });
    expect(registered.status()).toBe(201);
    const hunterPage = await signedInPage(browser, language, hunter);
    await openApp(hunterPage, `/nfc/verifica?uid=${uid}`);
    await hunterPage.getByRole('checkbox', { name: t('verify:sighting.contact_consent') }).check();
    await expect(hunterPage.getByText(t('verify:sighting.contact_signed_in'))).toBeVisible();
    await expect(hunterPage.getByLabel(t('verify:sighting.contact_email'))).toBeHidden();
    await checkBothSizes(hunterPage, 'sighting-form-signed-in', language);

    // The Hunter's dashboard.
    await openApp(hunterPage, '/hunter/dashboard');
    await expect(hunterPage.getByRole('heading', { name: t('notifications:title'), level: 2 })).toBeVisible();
    await checkBothSizes(hunterPage, 'hunter-dashboard', language);
    await hunterPage.context().close();

    // Elimina on a stolen bike: the dialog says why, with only a close button.
    const ownerPage = await signedInPage(browser, language, owner);
    await openApp(ownerPage, `/bikes/${bike.id}`);
    await ownerPage.getByRole('button', { name: t('bikes:actions.delete'), exact: true }).click();
    const dialog = ownerPage.getByRole('dialog', { name: t('bikes:delete.blocked_title', { name: bike.name }) });
    await expect(dialog.getByText(t('bikes:delete.blocked_stolen'))).toBeVisible();
    await checkBothSizes(ownerPage, 'delete-blocked-dialog', language);
    await ownerPage.context().close();

    // The recovered theft's page: thanks, 410.
    expect((await page.request.post(`/api/bikes/${bike.id}/report-recovered`, { headers: bearer(token), data: {} })).status()).toBe(200);
    const answer = await openApp(finder, `/rubate/${publicId}`);
    expect(answer?.status()).toBe(410);
    await expect(finder.getByRole('heading', { level: 1 })).toHaveText(t('stolen:ended.recovered_title'));
    await checkBothSizes(finder, 'theft-recovered', language);
    await finder.context().close();
  });
}
