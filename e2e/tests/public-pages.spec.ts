import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { recipientIds, retentionPolicy } from '../../packages/shared/src/retention-policy.ts';
import { appReady, expect, seriousViolations, test } from './fixtures.js';

type Language = 'it' | 'en' | 'zh';

/** The seven public pages of issue #7 and the heading each opens with, in every language. */
const publicPages: Array<{ path: string; h1: Record<Language, string> }> = [
  {
    path: '/user',
    h1: {
      it: "La tua bici ha un'identità che non si può cancellare.",
      en: 'Give your bike an identity that cannot be erased.',
      zh: '给你的自行车一个无法抹去的身份。',
    },
  },
  {
    path: '/hunter',
    h1: {
      it: 'Aiuta a ritrovare le bici rubate e ricevi una ricompensa.',
      en: 'Help find stolen bikes and earn a reward.',
      zh: '帮助找回被盗自行车，并获得酬金。',
    },
  },
  { path: '/shop', h1: { it: 'Consegna ogni bici già protetta.', en: 'Hand over every bike already protected.', zh: '交付的每一辆自行车都已受保护。' } },
  {
    path: '/manufacturer',
    h1: { it: 'Bici protette fin dalla catena di montaggio.', en: 'Bikes protected from the assembly line.', zh: '从装配线开始就受到保护的自行车。' },
  },
  { path: '/faq', h1: { it: 'Domande frequenti', en: 'Frequently asked questions', zh: '常见问题' } },
  { path: '/privacy', h1: { it: 'Informativa sulla privacy', en: 'Privacy policy', zh: '隐私政策' } },
  { path: '/terms', h1: { it: 'Termini di servizio', en: 'Terms of service', zh: '服务条款' } },
];

/** Text that looks like an untranslated i18n key (`faq.sections.owners.q3`, `legal:privacy…`) or a left-over placeholder. */
const rawKey =
  /\b(?:faq|legal|audiences|common|sections|hero|benefits|how|cta|tag|reward|rules|more|company|owners|hunters|shops|manufacturers|privacy|terms)[.:][a-z]\w*|\b(?:nav_title|read_also|contact_link|meta_\w+)\b|\{\{/;

async function expectNoHorizontalScrollAt375(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function expectPageShown(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/Ritrova/);
  expect(await page.locator('main').innerText()).not.toMatch(rawKey);
}

for (const { path, h1 } of publicPages) {
  test(`${path} renders in Italian, is axe clean and fits a 375 px screen`, async ({ page }) => {
    await page.goto(path);
    await expectPageShown(page, h1.it);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoHorizontalScrollAt375(page);
  });
}

for (const language of ['en', 'zh'] as const) {
  test(`the seven public pages are fully translated in ${language}`, async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('combobox', { name: 'Lingua' }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    for (const { path, h1 } of publicPages) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expectPageShown(page, h1[language]);
      await expectNoHorizontalScrollAt375(page);
    }
  });
}

test('the page title and description follow the page and its language', async ({ page }) => {
  await page.goto('/hunter');
  await expect(page).toHaveTitle('Diventa Hunter — Ritrova');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /65% della ricompensa entro 7 giorni lavorativi/);
  await page.getByRole('banner').getByRole('combobox', { name: 'Lingua' }).selectOption('en');
  await expect(page).toHaveTitle('Become a Hunter — Ritrova');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /65% of the reward within 7 business days/);
});

test('the FAQ navigation jumps to each section, with the keyboard too', async ({ page }) => {
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Vai alla sezione' });
  await expect(nav.getByRole('link')).toHaveCount(7);

  await nav.getByRole('link', { name: 'Assistenza' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq#support$/);
  await expect(page.locator('#support')).toHaveText('Assistenza');
  await expect(page.locator('#support')).toBeInViewport();

  await nav.getByRole('link', { name: 'Hunter' }).click();
  await expect(page).toHaveURL(/\/faq#hunters$/);
  await expect(page.locator('#hunters')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Quando vengo pagato?' })).toBeVisible();

  const more = page.getByRole('region', { name: 'Non hai trovato la risposta?' });
  await expect(more.getByRole('link', { name: /Contatta l'assistenza/ })).toHaveAttribute('href', '/contact');
  await expect(more.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
});

test('the legal pages are dated and their contents jump to each section', async ({ page }) => {
  await page.goto('/privacy');
  // The privacy text's recorded version (apps/web/src/locales/privacy-version.json).
  await expect(page.getByText(`Ultimo aggiornamento: ${italianDate(recordedPrivacyVersion().date)}`)).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Indice' });
  await toc.getByRole('link', { name: /Cookie e memoria del browser/ }).click();
  await expect(page).toHaveURL(/\/privacy#privacy-cookies$/);
  await expect(page.getByRole('heading', { level: 2, name: /Cookie e memoria del browser/ })).toBeInViewport();
  // The controller's details come from the server's public configuration.
  await expect(page.getByText('Partita IVA')).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByText('Versione del 21 novembre 2026')).toBeVisible();
  await expect(page.getByText(/Foro di Milano/)).toBeVisible();
});

test('the calls to action lead to sign-up, and to the contact page for manufacturers', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/user');
  await expect(main.getByRole('link', { name: 'Proteggi la tua bici' })).toHaveAttribute('href', '/register');
  await page.goto('/hunter');
  await expect(main.getByRole('link', { name: 'Diventa Hunter' })).toHaveAttribute('href', '/register?role=hunter');
  await expect(main.getByText(/Esempio: per una ricompensa di 200\s€, all'Hunter vanno 130\s€ e 70\s€/)).toBeVisible();
  await page.goto('/shop');
  await expect(main.getByRole('link', { name: 'Registra il tuo negozio' }).first()).toHaveAttribute('href', '/register?role=shop');
  await page.goto('/manufacturer');
  for (const link of await main.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/contact');
});

test('the site can be added to a phone home screen and previewed when shared', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', '/og-image.png');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ start_url: '/', display: 'standalone' });
  for (const icon of body.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

/** The privacy page's texts in a language, to find what a reader must see (apps/web/src/locales/<language>/privacy.json). */
type PrivacyTexts = {
  title: string;
  recipients: Record<string, { name: string; where: string; configured_where: string }>;
  retention: Record<string, { name: string }>;
};
const privacyTexts = (language: Language): PrivacyTexts =>
  JSON.parse(fs.readFileSync(new URL(`../../apps/web/src/locales/${language}/privacy.json`, import.meta.url), 'utf8'));
const recordedPrivacyVersion = (): { date: string } =>
  JSON.parse(fs.readFileSync(new URL('../../apps/web/src/locales/privacy-version.json', import.meta.url), 'utf8'));
const italianDate = (day: string) => new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date(`${day}T12:00:00Z`));
const browserLocale: Record<Language, string> = { it: 'it-IT', en: 'en-GB', zh: 'zh-CN' };
/** The footer's link to the privacy page (`nav:privacy`). */
const privacyLink: Record<Language, string> = { it: 'Privacy', en: 'Privacy', zh: '隐私政策' };

/** The map tiles' provider this server is configured with (MAP_TILE_PROVIDER), as the browser is told. */
async function mapTileProvider(page: Page): Promise<string> {
  const { map } = (await (await page.request.get('/api/config/public')).json()) as { map: { provider: string } };
  return map.provider;
}

/** Every recipient of the retention table is on the privacy page, each with where it processes the data, and every retention rule. */
async function expectEveryRecipientAndRule(page: Page, texts: PrivacyTexts, provider: string) {
  const main = page.getByRole('main');
  for (const id of recipientIds) {
    const recipient = texts.recipients[id];
    // The map tiles' recipient is the configured provider; OpenStreetMap's own details only for the default.
    const configured = id === 'map_tiles' && provider !== 'OpenStreetMap Foundation (United Kingdom)';
    const heading = page.getByRole('heading', { level: 3, name: configured ? provider : recipient?.name, exact: true });
    await expect(main.locator(heading), id).toBeVisible();
    // `has` is looked for inside each list item.
    await expect(main.getByRole('listitem').filter({ has: heading }), id).toContainText(
      configured ? (recipient?.configured_where ?? '') : (recipient?.where ?? ''),
    );
  }
  for (const rule of retentionPolicy)
    await expect(main.getByRole('heading', { level: 3, name: texts.retention[rule.id]?.name, exact: true }), rule.id).toBeVisible();
}

for (const language of ['it', 'en', 'zh'] as const) {
  test.describe(`the privacy page in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('names every recipient with where it processes the data and every retention rule, is axe clean and fits a 390 × 844 phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/privacy');
      const texts = privacyTexts(language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expectEveryRecipientAndRule(page, texts, await mapTileProvider(page));
      expect(await page.getByRole('main').innerText()).not.toMatch(rawKey);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('says the same when reached inside the app, from the footer', async ({ page }) => {
      const texts = privacyTexts(language);
      await page.goto('/faq');
      await appReady(page);
      // A mark on this document: it is still there if the app, not the server, rendered the page.
      await page.evaluate(() => Object.assign(window, { stayedInTheApp: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: privacyLink[language], exact: true }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      expect(await page.evaluate(() => (window as { stayedInTheApp?: boolean }).stayedInTheApp)).toBe(true);
      await expectEveryRecipientAndRule(page, texts, await mapTileProvider(page));
    });
  });
}
