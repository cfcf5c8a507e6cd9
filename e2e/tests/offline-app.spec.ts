import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, bearer, createBikeViaApi, DEMO_ADMIN, expect, newPerson, seriousViolations, test } from './fixtures.js';
import { text } from './locale-text.js';

/**
 * Issue #28 item 4, decision 064: the app installs and works offline. The owner's bike list and bike
 * page show what was last loaded (serial number, colours, photo, tag UID), every other page says
 * "Sei offline", the tag page never shows a cached verdict, and signing out leaves nothing behind.
 *
 * The service worker is allowed here only (the other specs block it: their routes would not see what
 * the worker answers). Offline is Playwright's `setOffline` for the pages plus, for the worker's own
 * requests (which `setOffline` does not reach, microsoft/playwright#2311), an abort as a disconnected
 * network sees them (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set before the browser starts).
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The demo owner's protected bike's tag (seeded): its verdict is "registered, not stolen". */
const PROTECTED = '04D3E0A1B2C301';

const workerOffline = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', workerOffline);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**', workerOffline);
  await context.setOffline(false);
}

/** axe (serious and critical) on the page as it is, on a phone and on a desktop. */
async function axeBothSizes(page: Page, screen: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `axe on ${screen} at ${viewport.width}×${viewport.height}`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

/** What the owner's caches hold: for each cache, the URLs of its entries and whether any answer names `needle`. */
async function personalCacheContents(page: Page, needle: string) {
  return page.evaluate(async (needle) => {
    const found: { cache: string; urls: string[]; mentions: boolean }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('ritrova-owner')) continue;
      const cache = await caches.open(name);
      const requests = await cache.keys();
      let mentions = false;
      for (const request of requests) if ((await (await cache.match(request))?.text())?.includes(needle)) mentions = true;
      found.push({ cache: name, urls: requests.map((r) => new URL(r.url).pathname), mentions });
    }
    return found;
  }, needle);
}

/** A photo of one colour with a little noise (a flat colour would compress under the 1 KB minimum). */
async function photo(): Promise<Buffer> {
  const [width, height] = [640, 480];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.min(255, ([40, 160, 90][i % 3] ?? 0) + Math.floor(Math.random() * 40) - 20));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

for (const language of ['it', 'en'] as const) {
  test(`offline, the owner's bike shows what was last loaded, other pages say so, the tag page cannot check, and sign-out leaves nothing (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const t = (ref: string) => text(language, ref);
    const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3199';
    await context.addCookies([{ name: 'ritrova_language', value: language, url: baseURL }]);
    await page.setViewportSize(PHONE);

    const { stamp, serial, owner, bike, uid } =
      await test.step("set-up through the API: an owner's bike with serial number, two colours, a photo and a tag", async () => {
        // An owner with a bike: serial number, two colours, a photo and a tag (through the API).
        const stamp = Date.now().toString(36).toUpperCase();
        const serial = `OFF-${language}-${stamp}`;
        const owner = { ...newPerson(language === 'it' ? 'Ornella' : 'Olive'), language };
        const registered = await page.request.post('/api/auth/register', {
          data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
        });
        expect(registered.status()).toBe(201);
        const bike = await createBikeViaApi(page, await apiToken(page, owner), {
          name: `Viaggio ${stamp}`,
          brand: 'Bianchi',
          type: 'city',
          serialNumber: serial,
          color: 'verde salvia',
          secondColor: 'avorio',
        });
        const uid = `04F1${Date.now().toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
        const adminToken = await apiToken(page, DEMO_ADMIN);
        expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-offline' } })).status()).toBe(201);
        const token = await apiToken(page, owner);
        expect((await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid: uid } })).status()).toBe(200);
        expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
        const uploaded = await page.request.post(`/api/photos/${bike.id}/photo`, {
          headers: bearer(token),
          multipart: { bikePhoto: { name: 'bici.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
        });
        expect(uploaded.status()).toBe(201);
        await page.context().clearCookies();
        await context.addCookies([{ name: 'ritrova_language', value: language, url: baseURL }]);
        return { stamp, serial, owner, bike, uid };
      });

    await test.step("the owner signs in through the page and the app's worker takes the page", async () => {
      // Signed in through the page, the app installs its worker and it takes the page.
      await page.goto('/login');
      await page.getByLabel(t('auth:fields.email')).fill(owner.email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
    });

    await test.step('online, the owner opens the bike list, the bike and the tag page', async () => {
      // Online: the bike list, the bike, and the tag page with its verdict.
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: new RegExp(`Viaggio ${stamp}`) }).first()).toBeVisible();
      await page.goto(`/bikes/${bike.id}`);
      await expect(page.getByText(serial)).toBeVisible();
      await expect(page.locator('main img[src*="/media/"]').first()).toHaveJSProperty('complete', true);
      await page.goto(`/nfc/verifica?uid=${PROTECTED}`);
      await expect(page.getByRole('heading', { name: t('verify:safe.title') })).toBeVisible();
    });

    await test.step('offline, the bike page reloads what was last loaded, photo included, under the offline banner', async () => {
      await goOffline(context);

      // The bike page, reloaded offline: what was last loaded, photo included, under the offline banner.
      await page.goto(`/bikes/${bike.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Viaggio ${stamp}` })).toBeVisible();
      await expect(page.getByText(serial)).toBeVisible();
      await expect(page.getByText('verde salvia')).toBeVisible();
      await expect(page.getByText('avorio')).toBeVisible();
      await expect(page.getByText(uid, { exact: true })).toBeVisible();
      const shown = page.locator('main img[src*="/media/"]').last();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('status').filter({ hasText: t('common:offline.banner') })).toBeVisible();
      await axeBothSizes(page, 'offline bike page');
    });

    await test.step('offline, the bike list shows too', async () => {
      // The bike list too.
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: new RegExp(`Viaggio ${stamp}`) }).first()).toBeVisible();
      await expect(page.getByText(t('common:offline.banner'), { exact: true })).toBeVisible();
    });

    await test.step('offline, a page never loaded here says so', async () => {
      // A page whose data was never loaded here: says so, not a generic failure.
      await page.goto('/bikes/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: t('common:offline.never_loaded_title') })).toBeVisible();
      await expect(page.getByText(t('common:offline.banner'), { exact: true })).toBeVisible();
      await axeBothSizes(page, 'offline never-loaded page');
    });

    await test.step('offline, the tag page says it cannot check and shows no verdict', async () => {
      // The tag page: it cannot check now, and never shows the verdict it showed online.
      await page.goto(`/nfc/verifica?uid=${PROTECTED}`);
      await expect(page.getByRole('heading', { name: t('verify:fallback.offline_title') })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(t('verify:safe.title'))).toHaveCount(0);
      await axeBothSizes(page, 'offline tag page');
    });

    await test.step('online again, the owner signs out and nothing of the bike is left on the device', async () => {
      // Online again, the owner signs out: nothing of the bike is left on the device.
      await goOnline(context);
      await page.goto('/dashboard');
      expect((await personalCacheContents(page, serial)).some((c) => c.mentions)).toBe(true);
      await page.getByRole('button', { name: t('nav:user_menu') }).click();
      await page.getByRole('menuitem', { name: t('nav:logout') }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect.poll(() => personalCacheContents(page, serial)).toEqual([]);
      await goOffline(context);
      await page.goto(`/bikes/${bike.id}`);
      await expect(page.getByText(serial)).toHaveCount(0);
      await expect(page.getByText(uid)).toHaveCount(0);
      await goOnline(context);
    });
  });
}

test('the app is installable: a manifest Chromium accepts, and the service worker active for the whole site', async () => {
  // Chromium does not offer to install from a private (incognito) window, which a test's context is: a profile of its own.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ritrova-install-'));
  const { baseURL, launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow', locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await page.goto('/faq');
    // A visitor's public page: no worker (decision 064).
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[] };
    expect(data).toMatchObject({ name: expect.any(String), short_name: 'Ritrova', start_url: '/', scope: '/', display: 'standalone', id: '/' });
    expect(data.theme_color).toBeTruthy();
    expect(data.background_color).toBeTruthy();
    expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const origin = new URL(page.url()).origin;
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, state: r?.active?.state, script: r?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${origin}/`, state: 'activated', script: `${origin}/sw.js` });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("a browser that subscribed with the first push worker's address (/sw-push.js) runs the app's worker from it", async ({ page }) => {
  await page.goto('/faq');
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw-push.js');
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (worker && worker.state !== 'activated')
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    return { script: registration.active?.scriptURL ?? null, caches: await caches.keys() };
  });
  expect(registered.script).toMatch(/\/sw-push\.js$/);
  // The app's worker ran in it: its precache of the app shell is there.
  expect(registered.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  expect(
    await page.evaluate(async () =>
      Boolean(
        await (await caches.open((await caches.keys()).find((n) => n.startsWith('workbox-precache')) ?? '')).match('/index.html', { ignoreSearch: true }),
      ),
    ),
  ).toBe(true);
});
