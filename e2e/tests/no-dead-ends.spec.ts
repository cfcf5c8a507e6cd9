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
 * Issue #27, "no dead ends", in Italian and in English: the owner answers an anonymous finder who
 * agreed to be contacted, the finder gets the mail and answers through its link, the owner reads it;
 * a sighting alert lands on the bike page's sightings; a recovered theft's poster link thanks the
 * helpers; a Hunter's "Dashboard" opens the Hunter area. Texts come from the app's locale files.
 */
type Language = 'it' | 'en';

/** A signed-in browser of its own in `language` (the session cookie from an API sign-in). */
async function signedInPage(browser: Browser, language: Language, person: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'it' ? 'it-IT' : 'en-GB' });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: test.info().project.use.baseURL ?? 'http://localhost:3199' }]);
  const page = await context.newPage();
  await storeSessionOf(page, person);
  return page;
}

async function openApp(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

async function expectAxeClean(page: Page) {
  expect.soft(await seriousViolations(page), `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** An owner with a published stolen bike (reported through the API: the test is about what comes after). */
async function publishedTheft(page: Page, language: Language) {
  const owner = newPerson(language === 'it' ? 'Ottavia' : 'Olivia');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: `Freccia ${language}`, brand: 'Bianchi', model: 'Spillo', type: 'city' });
  const stolen = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, {
    headers: bearer(token),
    data: { reward: 0, stolenAt: new Date(Date.now() - 86_400_000).toISOString(), place: { lat: 45.4642, lng: 9.19 } },
  });
  expect(stolen.status()).toBe(200);
  const published = await page.request.put(`/api/bikes/${bike.id}/publication`, { headers: bearer(token), data: {} });
  expect(published.status()).toBe(200);
  const publicId = ((await published.json()) as { publication: { publicId: string } }).publication.publicId;
  return { owner, token, bike, publicId };
}

for (const language of ['it', 'en'] as const) {
  const t = (ref: string, vars?: Record<string, string>) => text(language, ref, vars);

  test(`(${language}) the owner answers an anonymous finder: mail, link, answer back in the app; the alert lands on the sightings`, async ({
    page,
    browser,
  }) => {
    const { owner, token, bike } = await publishedTheft(page, language);
    // The bike's tag (the public page's form takes one report per client in 10 minutes: both runs share 127.0.0.1).
    const uid = `04D7${(Date.now() + (language === 'it' ? 0 : 1)).toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
    const adminToken = await apiToken(page, DEMO_ADMIN);
    expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-no-dead-ends' } })).status()).toBe(201);
    expect((await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid: uid } })).status()).toBe(200);
    expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
    const finderEmail = `finder-${Date.now()}-${language}@example.org`;
    const reported = await page.request.post('/api/sightings', {
      headers: { 'accept-language': language === 'it' ? 'it-IT' : 'en-GB' },
      data: { uid, note: 'Legata alla rastrelliera', contactConsent: true, contactEmail: finderEmail },
    });
    expect(reported.status()).toBe(201);

    // The owner follows the alert: the bike page, at its sightings, which hold the focus.
    const ownerPage = await signedInPage(browser, language, owner);
    await openApp(ownerPage, '/dashboard');
    await ownerPage
      .getByRole('link', { name: t('notifications:item.open_sightings') })
      .first()
      .click();
    await expect(ownerPage).toHaveURL(new RegExp(`/bikes/${bike.id}#sightings-heading$`));
    const sightingsHeading = ownerPage.getByRole('heading', { name: t('theft:sightings.title'), level: 2 });
    await expect(sightingsHeading).toBeFocused();
    await expect(sightingsHeading).toBeInViewport();
    await expectAxeClean(ownerPage);

    await ownerPage.getByRole('button', { name: t('theft:sightings.reply') }).click();
    const dialog = ownerPage.getByRole('dialog', { name: t('theft:sightings.reply_title') });
    await dialog.getByLabel(t('theft:sightings.write_message')).fill('Grazie! È ancora lì?');
    await dialog.getByRole('button', { name: t('theft:sightings.write_send') }).click();
    await expect(ownerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(ownerPage.getByText(t('messages:thread.with_finder', { name: t('messages:thread.anonymous_finder') }))).toBeVisible();
    await expectAxeClean(ownerPage);
    await expect(ownerPage.locator('body')).not.toContainText(finderEmail);

    // The finder's mail, in the language they reported in, links to the conversation.
    const mail = await waitForMail(finderEmail);
    expect(mail.subject).toBe(language === 'it' ? 'Il proprietario della bici ti ha risposto su Ritrova' : 'The owner of the bike answered you on Ritrova');
    expect(mail.text).not.toContain(owner.email);
    const link = new URL(mail.text?.match(/https?:\/\/\S+\/risposta\/\S+/)?.[0] ?? '');
    const finderContext = await browser.newContext({ locale: language === 'it' ? 'it-IT' : 'en-GB' });
    const finderPage = await finderContext.newPage();
    await openApp(finderPage, link.pathname);
    await expect(finderPage.getByRole('heading', { level: 1 })).toContainText('Bianchi Spillo');
    await expect(finderPage.getByText('Grazie! È ancora lì?')).toBeVisible();
    await expect(finderPage.locator('body')).not.toContainText(owner.email);
    await expect(finderPage.locator('body')).not.toContainText(owner.nome);
    await expectAxeClean(finderPage);
    await finderPage.getByLabel(t('messages:form.label')).fill('Sì, sulla seconda rastrelliera.');
    await finderPage.getByRole('button', { name: t('messages:form.send') }).click();
    await expect(finderPage.getByText('Sì, sulla seconda rastrelliera.')).toBeVisible();

    // The owner reads the answer in the app.
    await ownerPage.reload();
    await expect(ownerPage.getByText('Sì, sulla seconda rastrelliera.')).toBeVisible();
    await finderContext.close();
    await ownerPage.context().close();
  });

  test(`(${language}) a recovered theft's poster link thanks the helpers, not a 404`, async ({ page, browser }) => {
    const { token, bike, publicId } = await publishedTheft(page, language);
    expect((await page.request.post(`/api/bikes/${bike.id}/report-recovered`, { headers: bearer(token), data: {} })).status()).toBe(200);
    const context = await browser.newContext({ locale: language === 'it' ? 'it-IT' : 'en-GB' });
    const visitor = await context.newPage();
    // The poster's QR code leads to the page's sighting form.
    const answer = await visitor.goto(`/rubate/${publicId}#segnala`);
    expect(answer?.status()).toBe(410);
    await appReady(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t('stolen:ended.recovered_title'));
    await expect(visitor.locator('body')).not.toContainText(bike.name);
    await expectAxeClean(visitor);
    await context.close();
  });

  test(`(${language}) a Hunter's Dashboard and Avvisi open the Hunter area`, async ({ page, browser }) => {
    const hunter = newPerson('Marco');
    const registered = await page.request.post('/api/auth/register', {
      data: { ...hunter, role: 'hunter', hunterName: `Occhio${Date.now()}${language}`, acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
    });
    expect(registered.status()).toBe(201);
    const hunterPage = await signedInPage(browser, language, hunter);
    await openApp(hunterPage, '/settings');
    const nav = hunterPage.getByRole('navigation', { name: t('nav:main_nav') });
    await nav.getByRole('link', { name: t('nav:dashboard'), exact: true }).click();
    await expect(hunterPage).toHaveURL(/\/hunter\/dashboard$/);
    await expect(hunterPage.getByText(t('dashboard:bikes.empty'))).toHaveCount(0);
    await nav.getByRole('link', { name: new RegExp(`^${t('nav:alerts')}`) }).click();
    await expect(hunterPage).toHaveURL(/\/hunter\/dashboard#alerts-heading$/);
    await expect(hunterPage.getByRole('heading', { name: t('notifications:title'), level: 2 })).toBeFocused();
    await expectAxeClean(hunterPage);
    await hunterPage.context().close();
  });
}
