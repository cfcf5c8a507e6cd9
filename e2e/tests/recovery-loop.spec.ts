import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import {
  apiToken,
  appReady,
  bearer,
  createBikeViaApi,
  DEMO_ADMIN,
  expect,
  fakeNfcReader,
  linkIn,
  newPerson,
  seriousViolations,
  test,
  waitForMail,
} from './fixtures.js';

/**
 * Issue #19's loop, end to end, once in Italian and once in English: an owner reports a theft
 * with its facts and funds the reward → a Hunter whose area holds it is told (hunt with distance,
 * in-app alert, mail) → an anonymous finder reports a sighting with a photo → the owner sees one
 * grouped alert → publishes the theft and its poster, whose QR code leads to the sighting form →
 * credits the Hunter by their public name after seeing the amounts → both see the same figures.
 * The texts come from the app's own locale files, so the same steps check either language.
 */

// jsQR is CommonJS: its module object is the function, and carries it as `default` too (what its types declare).
const jsQR = jsQRModule.default;

type Language = 'it' | 'en';
type Vars = Record<string, string | number>;

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');
const namespaces = new Map<string, Record<string, unknown>>();

/** The raw text of `ns:dotted.key` in `language` (with i18next's `_one`/`_other` when `count` is given). */
function template(language: Language, ref: string, count?: number): string {
  const [ns, key] = ref.split(':') as [string, string];
  const file = `${language}/${ns}`;
  let texts = namespaces.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(localesDir, `${file}.json`), 'utf8')) as Record<string, unknown>;
    namespaces.set(file, texts);
  }
  const lookup = (dotted: string) => dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  const plural = count === undefined ? undefined : lookup(`${key}_${new Intl.PluralRules(language).select(count)}`);
  const found = plural ?? lookup(key);
  if (typeof found !== 'string') throw new Error(`no text ${ref} in ${language}`);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern of a text: spaces match any white space (Intl puts no-break spaces in amounts). */
const loose = (text: string) => escapeRegExp(text).replace(/[\s\u00a0\u202f]+/g, '\\s*');

/** The texts of one language, as the app shows them. */
function texts(language: Language) {
  const t = (ref: string, vars: Vars = {}) =>
    template(language, ref, typeof vars.count === 'number' ? vars.count : undefined).replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name] ?? ''));
  /** A pattern of the text: the variables given are matched literally, the others as anything. */
  const pattern = (ref: string, vars: Vars = {}) =>
    new RegExp(
      template(language, ref, typeof vars.count === 'number' ? vars.count : undefined)
        .split(/({{\w+}})/)
        .map((part) => {
          const name = part.match(/^{{(\w+)}}$/)?.[1];
          if (!name) return loose(part);
          return name in vars ? loose(String(vars[name])) : '.+?';
        })
        .join(''),
    );
  /** Euros as the app writes them (whole amounts without decimals). */
  const euros = (amount: number) => {
    const digits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  };
  return { t, pattern, euros };
}

/** A browser of its own (own cookies), in `language`, at `position` if given; its console errors are collected. */
async function personContext(
  browser: Browser,
  language: Language,
  errors: string[],
  position?: { latitude: number; longitude: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: language === 'it' ? 'it-IT' : 'en-GB',
    ...(position && { geolocation: { ...position, accuracy: 20 }, permissions: ['geolocation'] }),
  });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: test.info().project.use.baseURL ?? 'http://localhost:3199' }]);
  context.on('page', (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
  });
  return context;
}

/** Opens a page and waits until the app is interactive (as the fixtures' page does). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

/** axe on a screen: soft, so that one run lists every screen's violations and still checks the rest of the loop. */
async function expectAxeClean(page: Page) {
  expect.soft(await seriousViolations(page), `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** The first mail to `to` whose subject matches. */
async function mailWithSubject(to: string, subject: RegExp) {
  for (let n = 1; ; n += 1) {
    const mail = await waitForMail(to, n);
    if (subject.test(mail.subject ?? '')) return mail;
  }
}

/** The figures of the recovery dialog's money summary ("label amount" pairs). */
function moneyRow(section: Locator, label: string, amount: string) {
  return expect(section).toContainText(new RegExp(`${loose(label)}\\s*${loose(amount)}`));
}

/** Where each run happens: Italian in Milan, English in Turin, so that neither Hunter's area holds the other run's theft. */
const runs = [
  {
    language: 'it' as const,
    town: 'Milano (MI)',
    theft: { latitude: 45.4642, longitude: 9.19 },
    hunterHome: { latitude: 45.49, longitude: 9.21 },
    finder: { latitude: 45.4781, longitude: 9.1886 },
  },
  {
    language: 'en' as const,
    town: 'Torino (TO)',
    theft: { latitude: 45.0705, longitude: 7.6868 },
    hunterHome: { latitude: 45.09, longitude: 7.71 },
    finder: { latitude: 45.0625, longitude: 7.6781 },
  },
];

for (const run of runs) {
  test(`recovery loop (${run.language}): theft with facts → Hunter nearby told → photo sighting → one grouped alert → poster QR → Hunter credited 65 € of 100 €, same figures for both`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { t, pattern, euros } = texts(run.language);
    const lang = run.language;
    const errors: string[] = [];
    const stamp = `${Date.now().toString(36)}${lang}`;

    const owner = { ...newPerson(lang === 'it' ? 'Ottavia' : 'Olivia'), language: lang };
    const bikeName = lang === 'it' ? `Bici del giro ${stamp}` : `Loop bike ${stamp}`;
    const uid = `04E6${(Date.now() + (lang === 'it' ? 0 : 1)).toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
    const hunter = { ...newPerson(lang === 'it' ? 'Ugo' : 'Uma'), language: lang, hunterName: `Falco-${stamp}` };
    const bike = await test.step("set-up through the API: the owner's bike carries a fresh tag; the Hunter's address is verified", async () => {
      // Set-up through the API: an owner's bike carrying a fresh inventory tag; a Hunter with a public name and a verified address.
      expect(
        (
          await page.request.post('/api/auth/register', { data: { ...owner, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true } })
        ).status(),
      ).toBe(201);
      const ownerToken = await apiToken(page, owner);
      const bike = await createBikeViaApi(page, ownerToken, { name: bikeName, brand: 'Bianchi', type: 'city' });
      const adminToken = await apiToken(page, DEMO_ADMIN);
      expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-recovery-loop' } })).status()).toBe(
        201,
      );
      expect((await page.request.post('/api/tags/associate', { headers: bearer(ownerToken), data: { tagUid: uid } })).status()).toBe(200);
      expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(ownerToken), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
      const registered = await page.request.post('/api/auth/register', {
        data: { ...hunter, role: 'hunter', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const verifyLink = new URL(linkIn(await waitForMail(hunter.email), '/verify-email'), 'http://localhost');
      expect((await page.request.post('/api/auth/verify-email', { data: { token: verifyLink.searchParams.get('token') } })).status()).toBe(200);
      return bike;
    });

    const signIn = async (who: Page, person: { email: string; password: string }) => {
      await open(who, '/login');
      await who.getByLabel(t('auth:fields.email')).fill(person.email);
      await who.getByLabel(t('auth:fields.password'), { exact: true }).fill(person.password);
      await who.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(who).not.toHaveURL(/\/login/);
    };

    const hunterContext = await personContext(browser, lang, errors, run.hunterHome);
    const hunterPage = await hunterContext.newPage();
    await hunterPage.addInitScript({ content: fakeNfcReader(uid) });
    await test.step('the Hunter sets their alert area around where they are: 10 km', async () => {
      // The Hunter sets their area around where they are: 10 km unless changed.
      await signIn(hunterPage, hunter);
      await expect(hunterPage).toHaveURL(/\/hunter\/dashboard$/);
      await open(hunterPage, '/hunter/hunts');
      const alertsSettings = hunterPage.getByRole('region', { name: t('hunter:alerts.title') });
      await expect(alertsSettings.getByText(t('hunter:alerts.none'))).toBeVisible();
      await alertsSettings.getByRole('button', { name: t('hunter:alerts.set') }).click();
      await alertsSettings.getByRole('button', { name: t('hunter:alerts.use_position') }).click();
      await expect(alertsSettings.getByText(pattern('hunter:alerts.centre_chosen'))).toContainText(run.hunterHome.latitude.toFixed(4));
      await expect(alertsSettings.getByLabel(t('hunter:alerts.radius_label'))).toHaveValue('10');
      await expectAxeClean(hunterPage);
      await alertsSettings.getByRole('button', { name: t('hunter:alerts.save') }).click();
      await expect(alertsSettings.getByText(pattern('hunter:alerts.summary', { place: run.town }))).toBeVisible();
      await expect(alertsSettings.getByText(pattern('hunter:alerts.summary'))).toContainText('10');
    });

    const ownerContext = await personContext(browser, lang, errors, run.theft);
    const ownerPage = await ownerContext.newPage();
    const factsCard = ownerPage.getByRole('region', { name: t('theft:facts.title') });
    await test.step('the owner reports the theft with its facts and pays a reward of 100 €', async () => {
      // 1. The owner reports the theft: when, where (their position), what happened, the police report; then the reward.
      await signIn(ownerPage, owner);
      await expect(ownerPage).toHaveURL(/\/dashboard$/);
      await open(ownerPage, `/bikes/${bike.id}`);
      await ownerPage.getByRole('button', { name: t('theft:report.button'), exact: true }).click();
      const report = ownerPage.getByRole('dialog', { name: t('theft:report.dialog_title', { name: bikeName }) });
      await expect(report.getByText(t('theft:report.step_of', { step: 1, total: 3 }))).toBeVisible();
      await expect(report.getByRole('heading', { name: t('theft:report.step_when_where') })).toBeVisible();
      const theftDate = await report.getByLabel(t('theft:facts.date'), { exact: true }).inputValue();
      expect(theftDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(report.getByLabel(t('theft:facts.time'), { exact: true })).toHaveValue(/^\d{2}:\d{2}$/);
      await report.getByRole('button', { name: t('theft:facts.use_my_position') }).click();
      await expect(
        report.getByText(t('theft:facts.point_chosen', { latitude: run.theft.latitude.toFixed(6), longitude: run.theft.longitude.toFixed(6) })),
      ).toBeVisible();
      await report.getByLabel(t('theft:facts.address'), { exact: true }).fill(lang === 'it' ? 'Piazza del Duomo' : 'Piazza Castello');
      await expectAxeClean(ownerPage);
      await report.getByRole('button', { name: t('theft:report.next') }).click();

      await expect(report.getByRole('heading', { name: t('theft:report.step_details') })).toBeFocused();
      await expect(report.getByText(t('theft:facts.denuncia_title'))).toBeVisible();
      await report
        .getByLabel(t('theft:facts.circumstances'), { exact: true })
        .fill(lang === 'it' ? 'Presa davanti al negozio di sera.' : 'Taken outside the shop in the evening.');
      await report.getByLabel(t('theft:facts.lock'), { exact: true }).fill(lang === 'it' ? 'Lucchetto a U al telaio' : 'U-lock on the frame');
      await report.getByLabel(t('theft:facts.police_number'), { exact: true }).fill(`DEN-${stamp}`);
      await report
        .getByLabel(t('theft:facts.police_station'), { exact: true })
        .fill(lang === 'it' ? 'Stazione Carabinieri Milano Duomo' : 'Stazione Carabinieri Torino Centro');
      await report.getByLabel(t('theft:facts.police_date'), { exact: true }).fill(theftDate);
      await expectAxeClean(ownerPage);
      await report.getByRole('button', { name: t('theft:report.next') }).click();

      await expect(report.getByRole('heading', { name: t('theft:report.step_reward') })).toBeFocused();
      await report.getByLabel(t('theft:report.reward'), { exact: true }).fill('100');
      await expectAxeClean(ownerPage);
      await report.getByRole('button', { name: t('theft:report.confirm') }).click();
      const payment = ownerPage.getByRole('dialog', { name: t('theft:report.payment_title') });
      const [checkout] = await Promise.all([
        ownerContext.waitForEvent('page'),
        payment.getByRole('link', { name: new RegExp(loose(t('theft:report.payment_go'))) }).click(),
      ]);
      await expect(checkout.getByText(t('rewards:checkout.test_mode_title'))).toBeVisible();
      await checkout.getByRole('button', { name: pattern('rewards:checkout.pay', { amount: euros(100) }) }).click();
      await expect(checkout.getByText(t('rewards:checkout.paid_title'))).toBeVisible();
      await checkout.close();
      await open(ownerPage, `/bikes/${bike.id}`);
      await expect(ownerPage.getByText(t('rewards:status.funded'))).toBeVisible();
      // The facts are on the bike page, the police report among them.
      await expect(factsCard).toContainText(t('theft:facts.police_number_value', { number: `DEN-${stamp}` }));
    });

    const hunt = hunterPage.getByRole('listitem').filter({ has: hunterPage.getByRole('heading', { name: bikeName }) });
    await test.step('the Hunter is told: a mail, the in-app alert, the hunt with its distance and 65 €', async () => {
      // 2. The Hunter is told: a mail, the in-app alert, and the hunt with its distance.
      await mailWithSubject(hunter.email, new RegExp(escapeRegExp(lang === 'it' ? 'Nuova caccia vicino a te' : 'New hunt near you')));
      await open(hunterPage, '/dashboard#avvisi');
      const hunterAlerts = hunterPage.getByRole('region', { name: t('notifications:title'), exact: true });
      // Issue #27: the alert names the bike, the distance, the town and the finder's amount.
      await expect(hunterAlerts.getByRole('listitem').filter({ hasText: pattern('notifications:item.hunt_nearby_facts', { bike: 'Bianchi' }) })).toHaveCount(1);
      await expectAxeClean(hunterPage);
      await open(hunterPage, '/hunter/hunts');
      await expect(hunt).toContainText(t('hunter:hunt.place', { place: run.town }));
      await expect(hunt).toContainText(/\d+([.,]\d)?\s?km/);
      await expect(hunt.getByText(pattern('hunter:hunt.distance_from_area')).or(hunt.getByText(pattern('hunter:hunt.distance')))).toBeVisible();
      await expect(hunt).toContainText(pattern('common:reward_figure.headline', { amount: euros(65) }));
      await expectAxeClean(hunterPage);
    });

    const finderContext = await personContext(browser, lang, errors, run.finder);
    const finderPage = await finderContext.newPage();
    await test.step("someone without an account reports the bike from the tag's page, with a photo", async () => {
      // 3. Someone without an account opens the tag's page and reports the bike with a photo.
      await open(finderPage, `/nfc/verifica?uid=${uid}`);
      await expect(finderPage.getByRole('heading', { name: t('verify:stolen.title') })).toBeVisible();
      await finderPage
        .getByRole('link', { name: t('verify:stolen.report_sighting') })
        .first()
        .click();
      const sightingForm = finderPage.getByRole('region', { name: t('verify:sighting.title') });
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d4ed8' } })
        .jpeg()
        .toBuffer();
      await sightingForm.locator('input[type=file]').setInputFiles({ name: 'bici.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(sightingForm.getByRole('img', { name: t('verify:sighting.photo_preview') })).toBeVisible();
      await sightingForm
        .getByRole('textbox', { name: t('verify:sighting.note') })
        .fill(lang === 'it' ? 'Legata alla rastrelliera del mercato' : 'Locked to the market bike rack');
      await sightingForm.getByRole('button', { name: t('verify:sighting.submit') }).click();
      await expect(finderPage.getByRole('heading', { name: t('verify:sighting.sent_title') })).toBeVisible();
    });

    await test.step('the owner sees one alert for the bike, saying a report came with a photo', async () => {
      // 4. The owner sees one alert for the bike, saying a report came with a photo.
      const sightingTitle = new RegExp(
        `(${pattern('notifications:item.sighting', { name: bikeName }).source}|${pattern('notifications:item.sighting_many', { name: bikeName }).source})`,
      );
      await open(ownerPage, '/dashboard#avvisi');
      const ownerAlerts = ownerPage.getByRole('region', { name: t('notifications:title'), exact: true });
      const group = ownerAlerts.getByRole('listitem').filter({ hasText: sightingTitle });
      await expect(group).toHaveCount(1);
      await expect(group).toContainText(t('notifications:item.group.with_photo', { count: 1 }));
      await expect(group).toContainText(t('notifications:item.group.latest_photo'));
      await expectAxeClean(ownerPage);
    });

    await test.step('the owner publishes the theft and opens the poster, whose QR code leads to the public sighting form', async () => {
      // 5. The owner publishes the theft, opens the poster; its QR code leads to the public page's sighting form.
      await open(ownerPage, `/bikes/${bike.id}`);
      const publication = factsCard.getByRole('region', { name: t('stolen:publish.title') });
      await expect(publication.getByText(t('stolen:publish.not_published'))).toBeVisible();
      await publication.getByRole('button', { name: t('stolen:publish.publish') }).click();
      await expect(publication.getByText(pattern('stolen:publish.is_published'))).toBeVisible();
      await publication.getByRole('link', { name: t('stolen:publish.open_poster') }).click();
      await expect(ownerPage).toHaveURL(/\/rubate\/[^/]+\/poster$/);
      const publicId = new URL(ownerPage.url()).pathname.split('/')[2] ?? '';
      await expect(ownerPage.getByText(t('stolen:poster.headline'), { exact: true })).toBeVisible();
      await expect(ownerPage.getByRole('heading', { level: 1, name: bikeName })).toBeVisible();
      await expect(ownerPage.getByText(pattern('common:reward_figure.headline', { amount: euros(65) }))).toBeVisible();
      await expect(ownerPage.getByRole('img', { name: t('stolen:poster.qr_alt') })).toBeVisible();
      await expectAxeClean(ownerPage);
      const qr = await ownerPage.request.get(`/api/stolen/${publicId}/qr.svg`);
      expect(qr.status()).toBe(200);
      const { data, info } = await sharp(await qr.body(), { density: 300 })
        .flatten({ background: '#ffffff' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      const origin = new URL(ownerPage.url()).origin;
      expect(decoded?.data).toBe(`${origin}/rubate/${publicId}#segnala`);
      // The public page the code opens: the bike, the area, the reward and the sighting form.
      await open(finderPage, `/rubate/${publicId}#segnala`);
      await expect(finderPage.getByRole('heading', { level: 1, name: bikeName })).toBeVisible();
      await expect(finderPage.getByText(pattern('common:reward_figure.headline', { amount: euros(65) }))).toBeVisible();
      await expect(finderPage.getByRole('heading', { name: t('stolen:sighting.title') })).toBeVisible();
      await expectAxeClean(finderPage);
    });

    await test.step('the Hunter accepts the hunt and taps the tag while signed in', async () => {
      // 6. The Hunter accepts the hunt and taps the tag (a fake Web NFC reader) while signed in: that makes them someone the owner may credit.
      await open(hunterPage, '/hunter/hunts');
      await hunt.getByRole('button', { name: t('hunter:hunts.accept') }).click();
      await expect(hunterPage.getByText(t('hunter:hunts.accepted', { name: bikeName }))).toBeVisible();
      await hunterPage.getByRole('tab', { name: new RegExp(`^${loose(t('hunter:hunts.tab.active'))}`) }).click();
      const activeHunt = hunterPage
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: hunterPage.getByRole('heading', { name: bikeName }) });
      await activeHunt.getByRole('link', { name: t('hunter:hunts.scan_tag') }).click();
      await hunterPage.getByRole('button', { name: t('nfc:scan.start') }).click();
      await expect(hunterPage).toHaveURL(new RegExp(`/nfc/verifica\\?uid=${uid}$`));
      await expect(hunterPage.getByRole('heading', { name: t('verify:stolen.title') })).toBeVisible();
    });

    await test.step('the owner marks the bike recovered: the split for nobody and for the Hunter, then credits the Hunter', async () => {
      await open(ownerPage, `/bikes/${bike.id}`);
      await ownerPage.getByRole('button', { name: t('theft:recovered.button') }).click();
      const recovery = ownerPage.getByRole('dialog', { name: t('theft:recovered.dialog_title', { name: bikeName }) });
      const money = recovery.getByRole('region', { name: t('theft:recovered.money.heading') });
      await expect(money).toContainText(t('theft:recovered.money.choose_first'));
      const candidate = recovery.getByRole('radio', { name: new RegExp(escapeRegExp(hunter.hunterName)) });
      await expect(candidate).toBeEnabled();
      await expect(recovery.getByText(hunter.hunterName, { exact: true })).toBeVisible();
      await expect(recovery).toContainText(t('theft:recovered.who.level', { level: 1 }));
      await expectAxeClean(ownerPage);
      // Nobody: 35 % kept, 65 % back to the owner.
      await recovery.getByRole('radio', { name: t('theft:recovered.who.nobody') }).check();
      await moneyRow(money, t('theft:recovered.money.hunter_gets_nobody'), euros(0));
      await moneyRow(money, t('theft:recovered.money.kept', { percent: 35 }), euros(35));
      await moneyRow(money, t('theft:recovered.money.owner_back_percent', { percent: 65 }), euros(65));
      // The Hunter: 65 % to them, 35 % fee, nothing back.
      await candidate.check();
      await moneyRow(money, t('theft:recovered.money.hunter_gets', { name: hunter.hunterName, percent: 65 }), euros(65));
      await moneyRow(money, t('theft:recovered.money.fee', { percent: 35 }), euros(35));
      await moneyRow(money, t('theft:recovered.money.owner_back'), euros(0));
      await expect(money).toContainText(pattern('theft:recovered.money.when_hunter', { name: hunter.hunterName }));
      await expectAxeClean(ownerPage);
      await recovery.getByRole('button', { name: t('theft:recovered.confirm') }).click();
      await expect(ownerPage.getByText(t('theft:recovered.done_credited', { name: hunter.hunterName }))).toBeVisible();
    });

    await test.step('the same figures on both sides: released to the Hunter, 65 € pending in their rewards', async () => {
      // 7. The same figures on both sides.
      await expect(ownerPage.getByText(t('rewards:status.released'))).toBeVisible();
      await expect(ownerPage.getByText(pattern('rewards:panel.explain.released_to', { name: hunter.hunterName, share: euros(65) }))).toBeVisible();
      await expect(ownerPage.getByText(t('rewards:panel.hunter_share_to', { name: hunter.hunterName, percent: 65 })).locator('..')).toContainText(
        new RegExp(loose(euros(65))),
      );
      await open(hunterPage, '/hunter/rewards');
      const totals = hunterPage.getByRole('region', { name: t('hunter:rewards.totals_title') });
      await expect(totals).toContainText(new RegExp(`${loose(t('hunter:rewards.totals.pending'))}\\s*${loose(euros(65))}`));
      await expectAxeClean(hunterPage);
    });

    await Promise.all([hunterContext.close(), ownerContext.close(), finderContext.close()]);
    expect(errors, 'console errors of the other browsers').toEqual([]);
  });
}
