import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, bearer, createBikeViaApi, DEMO_ADMIN, expect, newPerson, seriousViolations, storeSessionOf, test } from './fixtures.js';
import { text } from './locale-text.js';

/**
 * Issue #28 item 5 (decision 065): the bike's printable record ("Scheda della bici"), opened from the bike
 * page by its owner: the facts, the tag with its chip, the QR code's address written out; printed, only
 * the sheet (no header, navigation or footer) on one A4 page with three photos; axe at 390×844 and
 * 1280×900; it, en and zh. Another user's bike answers the not-found page. Texts from the locale files.
 */
type Language = 'it' | 'en' | 'zh';
const here = path.dirname(fileURLToPath(import.meta.url));
const shotsDir = path.resolve(here, '../.data/screens');
const browserLocale: Record<Language, string> = { it: 'it-IT', en: 'en-GB', zh: 'zh-CN' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A browser in `language`, signed in as `person` (an API sign-in's session put where the app keeps it). */
async function signedInPage(browser: Browser, language: Language, person: { email: string; password: string }): Promise<Page> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3199';
  const context = await browser.newContext({ baseURL, locale: browserLocale[language], viewport: DESKTOP });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: baseURL }]);
  const page = await context.newPage();
  await storeSessionOf(page, person);
  return page;
}

/** A photo-like JPEG (noise over a colour: a flat colour compresses under the 1 KB minimum). */
async function photo(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.min(255, (rgb[i % 3] ?? 0) + Math.floor(Math.random() * 40) - 20));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** An owner (in `language`) whose bike has every fact, three photos and a tag; through the API, the test is about the sheet. */
async function ownerWithRecordedBike(page: Page, language: Language, stamp: string) {
  const owner = { ...newPerson(language === 'it' ? 'Ottavia' : 'Olivia'), cognome: 'Zanetti', language };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const adminToken = await apiToken(page, DEMO_ADMIN);
  const uid = `04B8${stamp.toUpperCase().padStart(10, '0').slice(-10)}`;
  expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-bike-record' } })).status()).toBe(201);
  const token = await apiToken(page, owner);
  const serial = `WTU${stamp.toUpperCase().slice(-8)}`;
  const bike = await createBikeViaApi(page, token, {
    name: `Freccia ${language}`,
    brand: 'Bianchi',
    model: 'Spillo Rubino',
    type: 'road',
    color: 'celeste',
    secondColor: 'nero',
    year: 2022,
    frameSize: '54 cm',
    serialNumber: serial,
  });
  for (const [i, rgb] of (
    [
      [200, 40, 40],
      [40, 60, 200],
      [40, 160, 60],
    ] as const
  ).entries()) {
    const upload = await page.request.post(`/api/photos/${bike.id}/photo`, {
      headers: bearer(token),
      multipart: { bikePhoto: { name: `bici-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i === 0 ? 1200 : 800, i === 0 ? 800 : 600, [...rgb]) } },
    });
    expect(upload.status()).toBe(201);
  }
  expect((await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid: uid } })).status()).toBe(200);
  expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
  return { owner, bike, uid, serial };
}

/** The number of pages of a PDF Chromium made (each page object is `/Type /Page`; the tree's root is `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

const stampOf = (language: Language) => `${Date.now().toString(16)}${['it', 'en', 'zh'].indexOf(language)}`;

for (const language of ['it', 'en', 'zh'] as const) {
  const t = (ref: string, vars?: Record<string, string>) => text(language, ref, vars);

  test(`(${language}) the owner opens "${t('bikes:record.open')}" from the bike page; printed, it is one A4 page without the site's header, navigation or footer; her name can be left off`, async ({
    browser,
    page: setup,
  }) => {
    const { owner, bike, uid, serial } = await ownerWithRecordedBike(setup, language, stampOf(language));
    const page = await signedInPage(browser, language, owner);
    await page.goto(`/bikes/${bike.id}`);
    await page.getByRole('link', { name: t('bikes:record.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/bikes/${bike.id}/record$`));

    const sheet = page.getByRole('article', { name: t('bikes:record.meta_title', { bike: bike.name }) });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(serial, { exact: true })).toBeVisible();
    await expect(sheet.getByText('Bianchi', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Spillo Rubino', { exact: true })).toBeVisible();
    await expect(sheet.getByText(uid, { exact: true })).toBeVisible();
    await expect(sheet.getByText(`${owner.nome} Zanetti`, { exact: true })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(sheet.getByText(`${origin}/nfc/verifica?uid=${uid}`, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('img', { name: t('bikes:record.qr_alt') })).toBeVisible();
    // The three photos, loaded.
    await expect(sheet.getByRole('img', { name: new RegExp(bike.name) })).toHaveCount(3);
    await expect.poll(() => sheet.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      expect.soft(await seriousViolations(page), `axe on the bike record (${language}, ${size})`).toEqual([]);
      await page.screenshot({ path: path.join(shotsDir, `bike-record-${language}-${size}.png`), fullPage: true });
    }

    // Printed: the site's header, navigation and footer are gone, the print button too; the sheet stays.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('bikes:record.print') })).toBeHidden();
    await expect(sheet.getByText(serial, { exact: true })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    writePdf(pdf, `bike-record-${language}.pdf`);
    expect(pdfPageCount(pdf)).toBe(1);

    // A copy without her name: the choice takes it off the sheet.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('checkbox', { name: t('bikes:record.show_name') }).uncheck();
    await expect(sheet.getByText(`${owner.nome} Zanetti`, { exact: true })).toHaveCount(0);
    await expect(sheet.getByText(serial, { exact: true })).toBeVisible();
    await page.context().close();
  });
}

/** Kept beside the screenshots, for whoever changes the sheet to look at (pdftoppm). */
function writePdf(pdf: Buffer, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  writeFileSync(path.join(shotsDir, name), pdf);
}

test("another user's bike record answers the not-found page", async ({ browser, page: setup }) => {
  const { bike } = await ownerWithRecordedBike(setup, 'it', stampOf('it'));
  const stranger = newPerson('Sandro');
  const registered = await setup.request.post('/api/auth/register', {
    data: { ...stranger, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const page = await signedInPage(browser, 'it', stranger);
  await page.goto(`/bikes/${bike.id}/record`);
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'bikes:detail.not_found') })).toBeVisible();
  await expect(page.getByText(bike.name)).toHaveCount(0);
  await page.context().close();
});
