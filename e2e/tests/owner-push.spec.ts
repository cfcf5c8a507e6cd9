import type { Page } from '@playwright/test';
import { bearer, createBikeViaApi, expect, newPerson, registerViaApi, seriousViolations, storeSessionOf, test } from './fixtures.ts';

// The switch registers the app's real service worker (decision 064): this spec lets it run.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue #28 item 3: an owner turns this device's notifications on and off from the dashboard and from
 * the settings. Headless Chromium has no push service to subscribe with (the machine's network is
 * closed), so `PushManager.subscribe` is faked (below) with a subscription on FCM's host, the kind a
 * real Chrome makes; the service worker itself is the real one, registered by the app. Delivery to a
 * push service is proven by the API tests (apps/api/test/owner-push.test.ts).
 */
const FAKE_PUSH_MANAGER = `
  (() => {
    const KEY = 'e2e-fake-push-subscription';
    const make = (json) => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => { localStorage.removeItem(KEY); return true; },
    });
    PushManager.prototype.subscribe = async function () {
      const json = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-' + crypto.randomUUID(),
        keys: { p256dh: 'B' + 'A'.repeat(86), auth: 'A'.repeat(22) },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      return make(json);
    };
    PushManager.prototype.getSubscription = async function () {
      const saved = localStorage.getItem(KEY);
      return saved ? make(JSON.parse(saved)) : null;
    };
  })();
`;

async function ownerWithBike(page: Page, language: 'it' | 'en' | 'zh') {
  const person = await registerViaApi(page, newPerson('Ottavia'));
  const login = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  const { token } = (await login.json()) as { token: string };
  await createBikeViaApi(page, token, { name: 'Freccia', brand: 'Bianchi', type: 'city' });
  await storeSessionOf(page, person);
  await page.context().addInitScript((lang) => localStorage.setItem('ritrova_language', lang), language);
  await page.context().addInitScript({ content: FAKE_PUSH_MANAGER });
  await page.context().grantPermissions(['notifications']);
  return { person, token };
}

const endpointsOf = async (page: Page, token: string) =>
  ((await (await page.request.get('/api/push', { headers: bearer(token) })).json()) as { push: { endpoints: string[] } }).push.endpoints;

async function axeAtBothSizes(page: Page) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
  }
}

const texts = {
  it: { label: 'Notifiche su questo dispositivo', on: 'Attive su questo browser.', off: 'Non attive su questo browser.', section: 'Notifiche' },
  en: { label: 'Notifications on this device', on: 'On in this browser.', off: 'Off in this browser.', section: 'Notifications' },
  zh: { label: '此设备上的通知', on: '已在此浏览器上开启。', off: '未在此浏览器上开启。', section: '通知' },
} as const;

for (const language of ['it', 'en', 'zh'] as const) {
  const words = texts[language];

  test(`an owner turns notifications on from the dashboard and off from the settings (${language})`, async ({ page }, testInfo) => {
    const { token } = await ownerWithBike(page, language);
    await page.goto('/dashboard');
    const toggle = page.getByRole('switch', { name: words.label });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(words.off)).toBeVisible();
    await axeAtBothSizes(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(words.on)).toBeVisible();
    const [endpoint] = await endpointsOf(page, token);
    expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
    await page.setViewportSize({ width: 390, height: 844 });
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${language}-phone.png`) });

    // The settings have the same switch, already on for this browser.
    await page.goto('/settings');
    await page.locator('main a[href="/settings/notifications"]').click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: words.section })).toBeVisible();
    const again = page.getByRole('switch', { name: words.label });
    await expect(again).toHaveAttribute('aria-checked', 'true');
    await axeAtBothSizes(page);
    await page.screenshot({ path: testInfo.outputPath(`settings-${language}-desktop.png`), fullPage: true });

    await again.click();
    await expect(again).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(words.off)).toBeVisible();
    expect(await endpointsOf(page, token)).toEqual([]);
  });
}

test('the switch says when the browser blocks notifications, and when it has none', async ({ page }, testInfo) => {
  await ownerWithBike(page, 'it');
  await page.context().addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await page.goto('/settings/notifications');
  const toggle = page.getByRole('switch', { name: 'Notifiche su questo dispositivo' });
  await expect(page.getByText('Bloccate dal browser: consentile nelle impostazioni del sito del browser, poi ricarica la pagina.')).toBeVisible();
  await expect(toggle).toBeDisabled();
  await axeAtBothSizes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('settings-blocked-phone.png'), fullPage: true });

  const other = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  if (!other) throw new Error('no browser');
  const second = await other.newPage();
  const { person } = await ownerWithBike(second, 'it');
  expect(person.email).toContain('@');
  await second.context().addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await second.goto('/settings/notifications');
  await expect(second.getByText('Questo browser non riceve notifiche push. Su iPhone aggiungi prima Ritrova alla schermata Home.')).toBeVisible();
  await expect(second.getByRole('switch', { name: 'Notifiche su questo dispositivo' })).toBeDisabled();
  await other.close();
});
