import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { apiToken, bearer, DEMO_ADMIN, expect, newPerson, seriousViolations, storeSessionOf, test } from './fixtures.js';
import { text } from './locale-text.js';

/**
 * Issue #28 item 2 (decision 062): a shop programs a roll of blank tags from its phone with Web NFC.
 * Chromium here has no NFC: a scripted tag simulator stands in for `NDEFReader` (tags with a serial
 * number, an NDEF message, read-only and formattable flags, a write that fails once as the tag moves
 * away). The test taps tags through it and reads the outcome on the page, in the shop's inventory
 * (API) and on each tag's own verification page. Texts come from the app's locale files.
 */
type Language = 'it' | 'en';

/**
 * The tag simulator, run in the page before the app: `window.__nfc` places tags (`add`), brings one
 * near the phone (`tap`: a pending write or lock takes it, else every scanning reader gets a `reading`
 * with its serial and message), takes it away (`away`), and tells what a tag carries (`url`, `readOnly`).
 * Web NFC's failures are DOMExceptions by name: NotAllowedError (read-only), NotSupportedError (not
 * NDEF-formattable), NetworkError (moved away mid-write: the message is left broken, empty here).
 */
const tagSimulator = `
(() => {
  const tags = new Map();
  const readers = new Set();
  let present = null;
  let waiting = [];
  const encode = (text) => new DataView(new TextEncoder().encode(text).buffer);
  function dispatch(serial) {
    const tag = tags.get(serial);
    for (const reader of readers) {
      const event = new Event('reading');
      Object.assign(event, { serialNumber: serial, message: { records: tag.records.map((r) => ({ recordType: r.recordType, data: encode(r.text) })) } });
      reader.dispatchEvent(event);
    }
  }
  function onTag(operation) {
    return new Promise((resolve, reject) => {
      const run = () => { try { operation(tags.get(present)); resolve(); } catch (error) { reject(error); } };
      if (present) setTimeout(run, 30); else waiting.push(run);
    });
  }
  window.__nfc = {
    add(serial, options = {}) {
      const records = options.url ? [{ recordType: 'url', text: options.url }] : options.text ? [{ recordType: 'text', text: options.text }] : [];
      tags.set(serial, { records, readOnly: Boolean(options.readOnly), formattable: options.formattable !== false, failNextWrite: options.failNextWrite || null });
    },
    tap(serial) {
      present = serial;
      const pending = waiting;
      waiting = [];
      if (pending.length > 0) pending.forEach((run) => run());
      else dispatch(serial);
    },
    away() { present = null; },
    url(serial) { return tags.get(serial).records[0]?.text ?? null; },
    readOnly(serial) { return tags.get(serial).readOnly; },
  };
  window.NDEFReader = class extends EventTarget {
    async scan(options = {}) {
      readers.add(this);
      options.signal?.addEventListener('abort', () => readers.delete(this));
    }
    write(message) {
      return onTag((tag) => {
        if (tag.readOnly) throw new DOMException('The tag is read-only', 'NotAllowedError');
        if (!tag.formattable) throw new DOMException('The tag is not NDEF-formattable', 'NotSupportedError');
        if (tag.failNextWrite) {
          const name = tag.failNextWrite;
          tag.failNextWrite = null;
          tag.records = [];
          present = null;
          throw new DOMException('The tag moved away', name);
        }
        tag.records = message.records.map((r) => ({ recordType: r.recordType, text: String(r.data) }));
      });
    }
    makeReadOnly() {
      return onTag((tag) => { tag.readOnly = true; });
    }
  };
})();
`;

/** A fresh 7-byte serial as Chrome reports it (`04:a1:…`), and the UID the app and the API use. */
function newSerial(): { serial: string; uid: string } {
  const bytes = [
    '04',
    ...Array.from({ length: 6 }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ),
  ];
  return { serial: bytes.join(':'), uid: bytes.join('').toUpperCase() };
}

/** A shop account: registered, then given the shop role by the demo admin (its sessions end, so sign in after). */
async function shopAccount(page: Page, nome: string) {
  const person = newPerson(nome);
  const registered = await page.request.post('/api/auth/register', {
    data: { ...person, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const admin = await apiToken(page, DEMO_ADMIN);
  const role = await page.request.put(`/api/admin/users/${user.id}/role`, { headers: bearer(admin), data: { role: 'shop' } });
  expect(role.status()).toBe(200);
  return { ...person, token: await apiToken(page, person) };
}

/** A browser of its own in `language`, signed in as `person`, with or without the tag simulator. */
async function shopPage(browser: Browser, language: Language, person: { email: string; password: string }, options: { nfc: boolean; phone?: boolean }) {
  const context = await browser.newContext({
    locale: language === 'it' ? 'it-IT' : 'en-GB',
    ...(options.phone && { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  });
  await context.addCookies([{ name: 'ritrova_language', value: language, url: test.info().project.use.baseURL ?? 'http://localhost:3199' }]);
  if (options.nfc) await context.addInitScript({ content: tagSimulator });
  const page = await context.newPage();
  await storeSessionOf(page, person);
  return page;
}

const nfc = {
  add: (page: Page, serial: string, options: Record<string, unknown> = {}) =>
    page.evaluate(([s, o]) => (window as never as NfcWindow).__nfc.add(s, o), [serial, options] as const),
  tap: (page: Page, serial: string) => page.evaluate((s) => (window as never as NfcWindow).__nfc.tap(s), serial),
  away: (page: Page) => page.evaluate(() => (window as never as NfcWindow).__nfc.away()),
  url: (page: Page, serial: string) => page.evaluate((s) => (window as never as NfcWindow).__nfc.url(s), serial),
  readOnly: (page: Page, serial: string) => page.evaluate((s) => (window as never as NfcWindow).__nfc.readOnly(s), serial),
};
interface NfcWindow {
  __nfc: {
    add(serial: string, options: Record<string, unknown>): void;
    tap(serial: string): void;
    away(): void;
    url(serial: string): string | null;
    readOnly(serial: string): boolean;
  };
}

/** The UIDs in the shop's inventory, as the API lists them. */
async function inventory(page: Page, token: string): Promise<string[]> {
  const res = await page.request.get('/api/shop/tags', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tags: { uid: string }[] }).tags.map((tag) => tag.uid);
}

async function expectAxeClean(page: Page, where: string) {
  expect.soft(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

for (const language of ['it', 'en'] as const) {
  const t = (ref: string, vars?: Record<string, string | number>) => text(language, ref, vars);

  test(`(${language}) a shop programs a roll: each tag written, read back and only then in the inventory; one locked, one undone; one moved away mid-write is not registered`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shop = await shopAccount(page, language === 'it' ? 'Cicli' : 'Cycles');
    const phone = await shopPage(browser, language, shop, { nfc: true, phone: true });
    const status = phone.getByRole('main');
    const [a, b, c] = [newSerial(), newSerial(), newSerial()];

    await test.step('from the shop area to the programming page, ready with an empty roll', async () => {
      // From the shop area to the programming page.
      await phone.goto('/shop/dashboard');
      await phone.getByRole('link', { name: t('shopArea:open.link') }).click();
      await expect(phone.getByRole('heading', { level: 1, name: t('shopArea:program.title') })).toBeVisible();
      await phone.getByRole('button', { name: t('shopArea:program.start') }).click();
      await expect(status.getByText(t('shopArea:program.ready'))).toBeVisible();
      await expect(status.getByText(t('shopArea:program.roll.empty'))).toBeVisible();
      await expectAxeClean(phone, 'the programming page, ready (phone)');
    });

    await test.step('tag A: written, not yet counted; read back, then counted', async () => {
      // Tag A: written, not yet counted; read back, then counted.
      await nfc.add(phone, a.serial);
      await nfc.tap(phone, a.serial);
      await expect(status.getByText(t('shopArea:program.readback', { uid: a.uid }))).toBeVisible();
      expect(await nfc.url(phone, a.serial)).toBe(`${new URL(phone.url()).origin}/nfc/verifica?uid=${a.uid}`);
      expect(await inventory(page, shop.token)).not.toContain(a.uid);
      await nfc.away(phone);
      await nfc.tap(phone, a.serial);
      await expect(status.getByText(t('shopArea:program.programmed', { uid: a.uid }))).toBeVisible();
      await expect(status.getByText(t('shopArea:program.roll.count', { count: 1 }))).toBeVisible();
      expect(await inventory(page, shop.token)).toEqual([a.uid]);
    });

    await test.step('tag B moves away mid-write: not registered; held again, it is programmed', async () => {
      // Tag B moves away mid-write: not registered; held again, it is programmed.
      await nfc.add(phone, b.serial, { failNextWrite: 'NetworkError' });
      await nfc.tap(phone, b.serial);
      await expect(status.getByText(t('shopArea:program.failed.moved_away', { uid: b.uid }))).toBeVisible();
      expect(await inventory(page, shop.token)).toEqual([a.uid]);
      await nfc.tap(phone, b.serial);
      await expect(status.getByText(t('shopArea:program.readback', { uid: b.uid }))).toBeVisible();
      await nfc.away(phone);
      await nfc.tap(phone, b.serial);
      await expect(status.getByText(t('shopArea:program.programmed', { uid: b.uid }))).toBeVisible();
    });

    await test.step('tag C: programmed, then made read-only', async () => {
      // Tag C: programmed, then made read-only.
      await nfc.add(phone, c.serial);
      await nfc.tap(phone, c.serial);
      await expect(status.getByText(t('shopArea:program.readback', { uid: c.uid }))).toBeVisible();
      await nfc.away(phone);
      await nfc.tap(phone, c.serial);
      await expect(status.getByText(t('shopArea:program.programmed', { uid: c.uid }))).toBeVisible();
      await phone.getByRole('button', { name: t('shopArea:program.lock.button') }).click();
      await expect(status.getByText(t('shopArea:program.lock.waiting', { uid: c.uid }))).toBeVisible();
      await nfc.away(phone);
      await nfc.tap(phone, c.serial);
      await expect(status.getByText(t('shopArea:program.locked', { uid: c.uid }))).toBeVisible();
      expect(await nfc.readOnly(phone, c.serial)).toBe(true);
      await expect(status.getByText(t('shopArea:program.roll.count', { count: 3 }))).toBeVisible();
      const rollTable = status.getByRole('table', { name: t('shopArea:program.roll.caption') });
      await expect(rollTable.getByRole('row', { name: new RegExp(`${c.uid}.*${t('shopArea:program.roll.state.locked')}`) })).toBeVisible();
      await expectAxeClean(phone, 'the programming page with a roll (phone)');
    });

    await test.step('undo takes the last tag that is not locked (B) out of the inventory; its URL stays on the chip', async () => {
      // Undo takes the last tag that is not locked (B) out of the inventory; its URL stays on the chip.
      await phone.getByRole('button', { name: t('shopArea:program.roll.undo') }).click();
      await expect(status.getByText(t('shopArea:program.roll.undo_done', { uid: b.uid }))).toBeVisible();
      await expect(status.getByText(t('shopArea:program.roll.count', { count: 2 }))).toBeVisible();
      expect((await inventory(page, shop.token)).sort()).toEqual([a.uid, c.uid].sort());
      expect(await nfc.url(phone, b.serial)).toContain(b.uid);
    });

    await test.step('the counted tags open their verification page as free Ritrova tags; the undone one is unknown', async () => {
      // The tags that count open their own verification page: free tags of Ritrova. The undone one is unknown.
      // (The chips' URLs are read first: the simulator lives in this document.)
      const [urlA, urlB, urlC] = [await nfc.url(phone, a.serial), await nfc.url(phone, b.serial), await nfc.url(phone, c.serial)] as string[];
      for (const [tag, url] of [
        [a, urlA],
        [c, urlC],
      ] as const) {
        await phone.goto(url as string);
        await expect(phone.getByRole('heading', { name: t('verify:unassigned.title') }), tag.uid).toBeVisible();
        await expect(phone.getByText(tag.uid).first()).toBeVisible();
      }
      await phone.goto(urlB as string);
      await expect(phone.getByRole('heading', { name: t('verify:unregistered.title') })).toBeVisible();
    });

    await phone.context().close();
  });

  test(`(${language}) refused tags: owned elsewhere, read-only, not NDEF, another address; a Ritrova address of the same tag is overwritten on request`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shop = await shopAccount(page, language === 'it' ? 'Bici' : 'Bikes');
    const other = await shopAccount(page, language === 'it' ? 'Altro' : 'Other');
    const [taken, locked, foreign, notNdef, copied, old] = [newSerial(), newSerial(), newSerial(), newSerial(), newSerial(), newSerial()];
    // Another shop programmed `taken` already (through the API, as its phone would).
    const prepared = await page.request.post('/api/shop/tags/program/prepare', { headers: bearer(other.token), data: { uid: taken.uid } });
    expect(prepared.status()).toBe(200);
    const takenUrl = ((await prepared.json()) as { programming: { url: string } }).programming.url;
    const confirmed = await page.request.post('/api/shop/tags/program/confirm', {
      headers: bearer(other.token),
      data: { uid: taken.uid, readBackUrl: takenUrl },
    });
    expect(confirmed.status()).toBe(200);

    const phone = await shopPage(browser, language, shop, { nfc: true });
    const status = phone.getByRole('main');
    await phone.goto('/shop/tags/program');
    await phone.getByRole('button', { name: t('shopArea:program.start') }).click();
    await expect(status.getByText(t('shopArea:program.ready'))).toBeVisible();

    await nfc.add(phone, taken.serial);
    await nfc.tap(phone, taken.serial);
    await expect(status.getByText(t('shopArea:program.failed.server', { uid: taken.uid, reason: t('errors:TAG_UID_TAKEN') }))).toBeVisible();
    expect(await nfc.url(phone, taken.serial)).toBeNull();

    await nfc.add(phone, locked.serial, { readOnly: true });
    await nfc.tap(phone, locked.serial);
    await expect(status.getByText(t('shopArea:program.failed.locked', { uid: locked.uid }))).toBeVisible();

    await nfc.add(phone, notNdef.serial, { formattable: false });
    await nfc.tap(phone, notNdef.serial);
    await expect(status.getByText(t('shopArea:program.failed.not_formattable', { uid: notNdef.uid }))).toBeVisible();

    await nfc.add(phone, foreign.serial, { url: 'https://example.com/menu' });
    await nfc.tap(phone, foreign.serial);
    await expect(status.getByText(t('shopArea:program.failed.other_url', { uid: foreign.uid }))).toBeVisible();
    expect(await nfc.url(phone, foreign.serial)).toBe('https://example.com/menu');

    // A Ritrova link of another tag's UID (a copied tag) is another address too.
    await nfc.add(phone, copied.serial, { url: takenUrl });
    await nfc.tap(phone, copied.serial);
    await expect(status.getByText(t('shopArea:program.failed.other_url', { uid: copied.uid }))).toBeVisible();
    expect(await inventory(page, shop.token)).toEqual([]);

    // A Ritrova link of this very tag, but another address: overwritten only when the shop says so.
    const stale = `http://old.example/nfc/verifica?uid=${old.uid.toLowerCase()}`;
    await nfc.add(phone, old.serial, { url: stale });
    await nfc.tap(phone, old.serial);
    await expect(status.getByText(t('shopArea:program.overwrite.text', { uid: old.uid, onChip: stale }))).toBeVisible();
    expect(await nfc.url(phone, old.serial)).toBe(stale);
    await phone.getByRole('button', { name: t('shopArea:program.overwrite.button') }).click();
    await expect(status.getByText(t('shopArea:program.readback', { uid: old.uid }))).toBeVisible();
    await nfc.away(phone);
    await nfc.tap(phone, old.serial);
    await expect(status.getByText(t('shopArea:program.programmed', { uid: old.uid }))).toBeVisible();
    expect(await inventory(page, shop.token)).toEqual([old.uid]);
    await expectAxeClean(phone, 'the programming page after a refusal (desktop)');
    await phone.context().close();
  });

  test(`(${language}) without Web NFC: the NXP TagWriter instructions with the URL template, phone and desktop`, async ({ page, browser }) => {
    const shop = await shopAccount(page, language === 'it' ? 'Officina' : 'Workshop');
    for (const phoneSize of [true, false]) {
      const screen = await shopPage(browser, language, shop, { nfc: false, phone: phoneSize });
      await screen.goto('/shop/tags/program');
      await expect(screen.getByRole('heading', { name: t('shopArea:program.fallback.title') })).toBeVisible();
      const origin = new URL(screen.url()).origin;
      await expect(screen.getByText(`${origin}/nfc/verifica?uid=00000000000000`, { exact: true })).toBeVisible();
      await expect(screen.getByText(`${origin}/nfc/verifica?uid=`, { exact: true })).toBeVisible();
      await expect(screen.getByText(t('shopArea:program.fallback.step_mirror'))).toBeVisible();
      await expect(screen.getByRole('heading', { name: t('shopArea:program.fallback.sheet_title') })).toBeVisible();
      await expect(screen.getByRole('button', { name: t('shopArea:program.start') })).toHaveCount(0);
      await expectAxeClean(screen, `the TagWriter instructions (${phoneSize ? 'phone' : 'desktop'})`);
      await screen.context().close();
    }
  });

  test(`(${language}) without Web NFC, the shop downloads the programming export of a batch Ritrova assigned to it: its tags, as CSV`, async ({
    page,
    browser,
  }) => {
    const shop = await shopAccount(page, language === 'it' ? 'Ciclofficina' : 'Bike shop');
    const me = await page.request.get('/api/users/me', { headers: bearer(shop.token) });
    const shopId = ((await me.json()) as { user: { id: string } }).user.id;
    const admin = await apiToken(page, DEMO_ADMIN);
    const batch = `e2e-roll-${language}-${newSerial().uid.slice(2, 10)}`;
    const created = await page.request.post('/api/admin/tags', { headers: bearer(admin), data: { chip: 'ntag213', generate: 3, batch } });
    expect(created.status()).toBe(201);
    const uids = ((await created.json()) as { created: string[] }).created;
    expect(uids).toHaveLength(3);
    expect((await page.request.put(`/api/admin/tags/batches/${batch}/shop`, { headers: bearer(admin), data: { shopId } })).status()).toBe(200);

    const screen = await shopPage(browser, language, shop, { nfc: false });
    await screen.goto('/shop/tags/program');
    const download = screen.waitForEvent('download');
    await screen.getByRole('button', { name: t('shopArea:program.fallback.sheet_download_csv', { batch }) }).click();
    const file = readFileSync(await (await download).path(), 'utf8');
    for (const uid of uids) expect(file).toContain(uid);
    await expectAxeClean(screen, 'the TagWriter instructions with a batch to download');
    await screen.context().close();
  });
}
