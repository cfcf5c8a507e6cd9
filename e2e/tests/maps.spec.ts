import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { apiToken, appReady, bearer, createBikeViaApi, DEMO_ADMIN, expect, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

/**
 * Maps load nothing from their tile provider before the visitor asks (issue #26, decision 052): on a
 * published theft's page, on the tag page and on the owner's sightings, the browser reaches no other
 * site until the map's button is pressed; then only the provider the server is configured with (in
 * these tests a stand-in on 127.0.0.1, e2e/tile-stand-in.mjs: OpenStreetMap is never reached).
 */

const STOLEN = '04D3E0A1B2C302';

type Language = 'it' | 'en' | 'zh';
const locales: Record<Language, string> = { it: 'it-IT', en: 'en-GB', zh: 'zh-CN' };
const showMap: Record<Language, string> = { it: 'Mostra la mappa', en: 'Show the map', zh: '显示地图' };
const hideMap: Record<Language, string> = { it: 'Nascondi la mappa', en: 'Hide the map', zh: '隐藏地图' };
const providerNote: Record<Language, (provider: string) => string> = {
  it: (provider) => `La mappa viene da ${provider}`,
  en: (provider) => `The map comes from ${provider}`,
  zh: (provider) => `地图来自 ${provider}`,
};
const areaMapName: Record<Language, string> = { it: 'Mappa della zona del furto', en: 'Map of the area of the theft', zh: '失窃区域地图' };

/** The tile provider as the server tells the browser: its origin, its name and its credit as text. */
async function tileProvider(page: Page) {
  const res = await page.request.get('/api/config/public');
  expect(res.status()).toBe(200);
  const { map } = (await res.json()) as { map: { tileUrl: string; provider: string; attribution: string } };
  return { origin: new URL(map.tileUrl.replace(/\{[a-z]\}/g, '0')).origin, provider: map.provider, credit: map.attribution.replace(/<[^>]+>/g, '') };
}

/** Every URL the context's pages request from now on. */
function requestLog(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The origins other than the site's among `urls` (data: and blob: URLs reach nobody). */
function otherOrigins(urls: string[], site: string): string[] {
  return [...new Set(urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))].filter((origin) => origin !== site);
}

/** How many of the map's tiles are on screen, loaded. */
function loadedTiles(map: Locator): Promise<number> {
  return map
    .locator('img')
    .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 256).length);
}

/** Whether Leaflet's styles are in the page (they come with Leaflet's lazily loaded chunk). */
function leafletLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.leaflet-container')),
    ),
  );
}

/** A published theft (stolen near Milan's cathedral, with its place given) by a new owner; its public id. */
async function publishedTheft(page: Page, name: string): Promise<string> {
  const owner = await registerViaApi(page);
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name, brand: 'Bianchi', type: 'city', purchaseValueCents: 50_000 });
  const reported = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, {
    headers: bearer(token),
    data: { reward: 0, place: { lat: 45.4641, lng: 9.1919 } },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  const published = await page.request.put(`/api/bikes/${bike.id}/publication`, { headers: bearer(token), data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return ((await published.json()) as { publication: { publicId: string } }).publication.publicId;
}

/** An anonymous visitor's browser in `language`, whose console errors land in `errors`. */
async function visitor(browser: Browser, baseURL: string, language: Language, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: locales[language] });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

test("a published theft's page reaches no other site until the map is asked for, then only the tile provider", async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  const tiles = await tileProvider(page);
  const publicId = await publishedTheft(page, 'Bici della mappa');
  await page.context().clearCookies();

  const urls = requestLog(page.context());
  await page.goto(`/rubate/${publicId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bici della mappa' })).toBeVisible();
  // The area is told in words without the map; the note says where the map would come from.
  await expect(page.getByText(/^Zona del furto: vicino a Milano/)).toBeVisible();
  const button = page.getByRole('button', { name: showMap.it });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleDescription(new RegExp(`^${providerNote.it(tiles.provider).replace(/[()]/g, '\\$&')}`));
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => url.includes(`/rubate/${publicId}`)).length).toBeGreaterThan(0);
  expect(otherOrigins(urls, site)).toEqual([]);
  await expect(page.getByRole('region', { name: areaMapName.it })).toHaveCount(0);
  expect(await leafletLoaded(page), 'Leaflet is not part of the first load').toBe(false);

  // Asked for with the keyboard: the map opens, its tiles come from the configured provider alone.
  await button.focus();
  await page.keyboard.press('Enter');
  const map = page.getByRole('region', { name: areaMapName.it });
  await expect(map).toBeVisible();
  await expect(page.getByRole('button', { name: hideMap.it })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => loadedTiles(map)).toBeGreaterThan(0);
  expect(await leafletLoaded(page)).toBe(true);
  expect(otherOrigins(urls, site)).toEqual([tiles.origin]);
  await expect(map).toContainText(tiles.credit);
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing is remembered: the next view of the page asks again before reaching the provider.
  urls.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: showMap.it })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(otherOrigins(urls, site)).toEqual([]);
});

test('the tag page of a stolen bike reaches no other site until the finder opens the map, then only the tile provider', async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  const tiles = await tileProvider(page);
  const urls = requestLog(page.context());
  await page.goto(`/nfc/verifica?uid=${STOLEN}`);
  await expect(page.getByRole('heading', { name: 'Attenzione: questa bici è segnalata come rubata' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Segnala un avvistamento' });
  const open = form.getByRole('button', { name: 'Scegli sulla mappa' });
  await expect(open).toHaveAccessibleDescription(new RegExp(`^${providerNote.it(tiles.provider).replace(/[()]/g, '\\$&')}`));
  await page.waitForLoadState('networkidle');
  expect(urls.length).toBeGreaterThan(0);
  expect(otherOrigins(urls, site)).toEqual([]);
  expect(await leafletLoaded(page), 'Leaflet is not part of the first load').toBe(false);

  await open.click();
  const map = form.getByRole('region', { name: "Mappa per scegliere il punto dell'avvistamento" });
  await expect(map).toBeVisible();
  await expect.poll(() => loadedTiles(map)).toBeGreaterThan(0);
  expect(otherOrigins(urls, site)).toEqual([tiles.origin]);
  await expect(map).toContainText(tiles.credit);
});

test("the owner's sightings map loads no tile until the owner asks for it", async ({ page, baseURL }) => {
  // Sets up an owner, an admin's tag, a theft and a sighting before the page is opened.
  test.setTimeout(90_000);
  const site = new URL(baseURL ?? '').origin;
  const tiles = await tileProvider(page);
  const owner = await registerViaApi(page);
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: 'Bici avvistata', brand: 'Legnano', type: 'city', purchaseValueCents: 40_000 });
  // A tag of its own, put in the inventory by the admin, on the bike.
  const tag = `04E3${String(Date.now()).slice(-10)}`;
  const admin = await apiToken(page, DEMO_ADMIN);
  expect((await page.request.post('/api/admin/tags', { headers: bearer(admin), data: { uids: [tag] } })).status()).toBe(201);
  expect((await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid: tag } })).status()).toBe(200);
  expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid: tag, bikeId: bike.id } })).status()).toBe(200);
  expect((await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(token), data: { reward: 0 } })).status()).toBe(200);
  const seen = await page.request.post('/api/sightings', { data: { uid: tag, location: { latitude: 45.07049, longitude: 7.68682 }, shareExact: true } });
  expect(seen.status(), await seen.text()).toBe(201);

  await signInFresh(page, owner);
  const urls = requestLog(page.context());
  await page.goto(`/bikes/${bike.id}`);
  const sightings = page.getByRole('region', { name: 'Avvistamenti', exact: true });
  await expect(sightings.getByRole('listitem')).toContainText('45.070490, 7.686820');
  const button = sightings.getByRole('button', { name: showMap.it });
  await expect(button).toHaveAccessibleDescription(new RegExp(`^${providerNote.it(tiles.provider).replace(/[()]/g, '\\$&')}`));
  await page.waitForLoadState('networkidle');
  expect(otherOrigins(urls, site)).toEqual([]);

  await button.click();
  const map = sightings.getByRole('region', { name: 'Mappa degli avvistamenti' });
  await expect(map).toBeVisible();
  await expect.poll(() => loadedTiles(map)).toBeGreaterThan(0);
  expect(otherOrigins(urls, site)).toEqual([tiles.origin]);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a published theft's map button works before the app has loaded: the press brings the app, which opens the map", async ({ page, browser, baseURL }) => {
  const publicId = await publishedTheft(page, 'Bici della mappa senza app');
  const errors: string[] = [];
  const visit = await visitor(browser, baseURL ?? '', 'it', errors);
  await visit.goto(`/rubate/${publicId}`);
  await visit.waitForLoadState('networkidle');
  // The page is only read so far: the app has not run (decision 058).
  await expect(visit.locator('html')).not.toHaveAttribute('data-app-ready');
  const button = visit.getByRole('button', { name: showMap.it });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(visit.getByRole('region', { name: areaMapName.it })).toBeVisible();
  await expect(visit.getByRole('button', { name: hideMap.it })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(visit)).toEqual([]);
  await visit.context().close();
  expect(errors, 'console errors').toEqual([]);
});

for (const language of ['it', 'en', 'zh'] as const) {
  test(`a published theft's page and its map are axe clean on a phone and a desktop, in ${language}`, async ({ page, browser, baseURL }) => {
    const tiles = await tileProvider(page);
    const publicId = await publishedTheft(page, `Bici per axe mappa ${language}`);
    const errors: string[] = [];
    const visit = await visitor(browser, baseURL ?? '', language, errors);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await visit.setViewportSize(viewport);
      await visit.goto(`/rubate/${publicId}`);
      await appReady(visit);
      const button = visit.getByRole('button', { name: showMap[language] });
      await expect(visit.getByText(providerNote[language](tiles.provider))).toBeVisible();
      expect(await seriousViolations(visit), `${viewport.width}: before`).toEqual([]);
      await button.click();
      const map = visit.getByRole('region', { name: areaMapName[language] });
      await expect(map).toBeVisible();
      await expect.poll(() => loadedTiles(map)).toBeGreaterThan(0);
      expect(await seriousViolations(visit), `${viewport.width}: map shown`).toEqual([]);
      expect(await visit.evaluate(() => document.documentElement.scrollWidth), `${viewport.width}`).toBeLessThanOrEqual(viewport.width);
    }
    await visit.context().close();
    expect(errors, 'console errors').toEqual([]);
  });
}
