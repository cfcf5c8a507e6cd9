import type { Browser, Page } from '@playwright/test';
import { apiToken, bearer, createBikeViaApi, DEMO_ADMIN, expect, linkIn, newPerson, seriousViolations, test, waitForMail } from './fixtures.js';

// Issue #27, items 4, 5 and 7: the owner's own tap, the Hunter alerted when the place comes after the
// payment, and the server-rendered pages without JavaScript.

const texts = {
  it: {
    bikeHeading: 'Bianchi',
    alert: /Bianchi Impulso, celeste rubata a [\d,]+ km da te, a Milano \(MI\): a chi la ritrova 65\s€\./,
    checking: 'Verifica del server in corso',
  },
  en: {
    bikeHeading: 'Bianchi',
    alert: /Bianchi Impulso, celeste stolen [\d.]+ km from you, in Milano \(MI\): €65 to whoever finds it\./,
    checking: 'Checking the server',
  },
} as const;

/** Signs in through the page, in its language (the app keeps its session from a sign-in it made itself). */
async function uiSignIn(page: Page, person: { email: string; password: string }, language: 'it' | 'en') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: language === 'it' ? 'Accedi' : 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh inventory tag on a new owner's bike (through the API); the page's context is signed in as the owner. */
async function ownerWithTaggedBike(page: Page, language: 'it' | 'en', stamp: string) {
  const owner = { ...newPerson(language === 'it' ? 'Ottavia' : 'Olivia'), language };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: `Mia ${stamp}`, brand: 'Bianchi', model: 'Impulso', color: 'celeste', type: 'city' });
  const uid = `04E7${Date.now().toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
  const adminToken = await apiToken(page, DEMO_ADMIN);
  expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-issue-27' } })).status()).toBe(201);
  // The admin's sign-in replaced the context's session: the owner signs in again.
  const ownerToken = await apiToken(page, owner);
  expect((await page.request.post('/api/tags/associate', { headers: bearer(ownerToken), data: { tagUid: uid } })).status()).toBe(200);
  expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(ownerToken), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
  return { owner, token: ownerToken, bike, uid };
}

for (const language of ['it', 'en'] as const) {
  test(`the signed-in owner tapping her own stolen bike's tag sees her bike's page, and no sighting is recorded (${language})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'ritrova_language', value: language, url: test.info().project.use.baseURL ?? 'http://localhost' }]);
    const stamp = `${Date.now().toString(36)}${language}`;
    const { owner, token, bike, uid } = await ownerWithTaggedBike(page, language, stamp);
    expect((await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(token), data: {} })).status()).toBe(200);
    await uiSignIn(page, owner, language);

    const answer = await page.goto(`/nfc/verifica?uid=${uid}`);
    // The server knew her from her session cookie: it sent her on to her bike before rendering any tag page (decision 059).
    expect(answer?.request().redirectedFrom()?.url()).toContain(`/nfc/verifica?uid=${uid}`);
    await expect(page).toHaveURL(new RegExp(`/bikes/${bike.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Mia ${stamp}`);
    const sightings = await page.request.get(`/api/bikes/${bike.id}/sightings`, { headers: bearer(token) });
    expect((await sightings.json()).sightings).toEqual([]);
    const alerts = (await (await page.request.get('/api/notifications', { headers: bearer(token) })).json()).notifications as { type: string }[];
    expect(alerts.filter((a) => a.type === 'sighting')).toEqual([]);
  });

  test(`a Hunter is alerted when the theft's place is added after the payment, with the bike, amount, distance and town (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${language}h`;
    const { token, bike } = await ownerWithTaggedBike(page, language, stamp);
    const reported = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(token), data: { reward: 100 } });
    const paymentId = ((await reported.json()).paymentUrl as string).split('/checkout/')[1];
    expect((await page.request.post(`/api/payments/${paymentId}/confirm`, { headers: bearer(token) })).status()).toBe(200);

    const hunterPage = await signedInHunter(browser, language, stamp);
    // Stazione Centrale, 5 km: the theft is placed afterwards at the Duomo, 3.4 km away.
    const hunterToken = await apiToken(hunterPage, hunterPage.hunter);
    expect(
      (
        await hunterPage.request.put('/api/hunter/area', { headers: bearer(hunterToken), data: { latitude: 45.4781, longitude: 9.2252, radiusKm: 5 } })
      ).status(),
    ).toBe(200);
    expect(
      (await page.request.put(`/api/bikes/${bike.id}/theft-facts`, { headers: bearer(token), data: { place: { lat: 45.464213, lng: 9.189627 } } })).status(),
    ).toBe(200);

    await hunterPage.goto('/dashboard#alerts-heading');
    await expect(async () => {
      await hunterPage.reload();
      await expect(hunterPage.getByText(texts[language].alert)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(await seriousViolations(hunterPage)).toEqual([]);
    await hunterPage.context().close();
  });
}

/** A Hunter with a verified address, signed in in a browser context of their own. */
async function signedInHunter(browser: Browser, language: 'it' | 'en', stamp: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  const hunter = { ...newPerson(language === 'it' ? 'Ugo' : 'Uma'), language, hunterName: `Occhio-${stamp}` };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...hunter, role: 'hunter', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verifyLink = new URL(linkIn(await waitForMail(hunter.email), '/verify-email'), 'http://localhost');
  expect((await page.request.post('/api/auth/verify-email', { data: { token: verifyLink.searchParams.get('token') } })).status()).toBe(200);
  await uiSignIn(page, hunter, language);
  return Object.assign(page, { hunter });
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`without JavaScript the tag page's footer says nothing of a server check and shows no menu button that does nothing (${viewport.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/nfc/verifica?uid=04FFEEDDCCBB27');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByText(texts.it.checking)).toBeHidden();
    await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    // The footer's links are plain links: they work.
    await footer.getByRole('link', { name: 'Domande frequenti' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await context.close();
  });
}
