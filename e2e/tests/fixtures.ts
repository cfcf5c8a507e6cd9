import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import PostalMime, { type Email } from 'postal-mime';

const outbox = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data/mail');
export const PASSWORD = 'Bici-Sicura-2026!';

/** Waits for the mail number `count` to `to` in the server's outbox folder. */
export async function waitForMail(to: string, count = 1): Promise<Email> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map(async (f) => PostalMime.parse(await fs.readFile(path.join(outbox, f)))));
    const matching = mails.filter((m) => m.to?.some((a) => a.address === to));
    if (matching.length >= count) return matching[count - 1] as Email;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

/** The path and query of the first link in a mail that goes to `pathname`. */
export function linkIn(mail: Email, pathname: string): string {
  const url = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathname);
  if (!url) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
/** A new person, with an address no other test uses. */
export function newPerson(nome = 'Giorgia') {
  counter += 1;
  return { nome, cognome: 'Conti', email: `e2e-${Date.now()}-${process.pid}-${counter}@example.com`, password: PASSWORD };
}

/** Creates an account through the API (for tests about something other than sign-up). */
export async function registerViaApi(page: Page, person = newPerson()) {
  const res = await page.request.post('/api/auth/register', {
    data: { ...person, role: 'owner', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
  });
  expect(res.status()).toBe(201);
  return person;
}

/** The Authorization header of API calls made on a person's behalf. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo admin (seeded by the server): admins have two-factor sign-in, with this public demo key. */
export const DEMO_ADMIN = { email: 'admin@demo.ritrova.it', password: 'Demo-Admin-2026!', totpSecret: 'RITROVADEMOADMINTOTPSECRET234567' };

const STEP_SECONDS = 30;

/**
 * A code of `secret` the server has not accepted yet. The server takes each
 * 30-second code once per account (and one step ahead of its clock), so the
 * workers hand the steps out in turn through a file beside the lock, waiting
 * for the next step when both the current and the next one are spent.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const base = path.join(os.tmpdir(), `ritrova-e2e-totp-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`);
  for (;;) {
    const step = withLock(`${base}.lock`, () => {
      const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
      const last = Number(readFileSync(base, { encoding: 'utf8', flag: 'a+' }) || -1);
      const next = Math.max(now, last + 1);
      if (next > now + 1) return null;
      writeFileSync(base, String(next));
      return next;
    });
    if (step !== null) return generate({ secret, epoch: step * STEP_SECONDS });
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function withLock<T>(lock: string, body: () => T): T {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker holds it for a few microseconds.
    }
  }
  try {
    return body();
  } finally {
    rmdirSync(lock);
  }
}

/**
 * A second-factor account's API tokens, kept by this worker for 10 minutes (they live 15): the server
 * takes each 30-second code once, so signing the admin in afresh for every test's setup made tests
 * wait for codes (and time out) while other workers held them.
 */
const secondFactorTokens = new Map<string, { token: string; at: number }>();
const REUSE_TOKEN_MS = 10 * 60 * 1000;

/** A token for API calls made on a person's behalf (setting up data the test is not about); with `totpSecret`, through the second step. */
export async function apiToken(page: Page, person: { email: string; password?: string; totpSecret?: string }): Promise<string> {
  const kept = person.totpSecret ? secondFactorTokens.get(person.email) : undefined;
  if (kept && Date.now() - kept.at < REUSE_TOKEN_MS) return kept.token;
  const res = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password ?? PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token?: string; challenge?: string };
  if (body.token) return body.token;
  if (!person.totpSecret || !body.challenge) throw new Error(`${person.email} asks for a second factor`);
  const second = await page.request.post('/api/auth/two-factor', { data: { challenge: body.challenge, code: await freshTotpCode(person.totpSecret) } });
  expect(second.status()).toBe(200);
  const { token } = (await second.json()) as { token: string };
  secondFactorTokens.set(person.email, { token, at: Date.now() });
  return token;
}

/**
 * Signs `person` in through the API and puts the session where the app keeps it (localStorage, spec §3)
 * before the app starts in any page of `page`'s context.
 */
export async function storeSessionOf(page: Page, person: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.context().addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('authToken')) {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', user);
      }
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Creates a bike through the API. */
export async function createBikeViaApi(page: Page, token: string, bike: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const res = await page.request.post('/api/bikes', { headers: bearer(token), data: bike });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { bike: { id: string; name: string } }).bike;
}

/**
 * A Web NFC reader (Chromium here has none) that "reads" one tag 400 ms after a
 * scan starts; pass it to `page.addInitScript({ content })`.
 */
export function fakeNfcReader(serialNumber: string, url?: string): string {
  return `
    window.NDEFReader = class extends EventTarget {
      async scan() {
        setTimeout(() => {
          const event = new Event('reading');
          const url = ${JSON.stringify(url ?? null)};
          const records = url ? [{ recordType: 'url', data: new DataView(new TextEncoder().encode(url).buffer) }] : [];
          Object.assign(event, { serialNumber: ${JSON.stringify(serialNumber)}, message: { records } });
          this.dispatchEvent(event);
        }, 400);
      }
    };
  `;
}

/** Signs in through the login form; with `totpSecret`, also through the two-factor step. */
export async function signIn(page: Page, email: string, password = PASSWORD, totpSecret?: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  if (!totpSecret) return;
  await page.getByLabel("Codice dell'app").fill(await freshTotpCode(totpSecret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
}

/** The serious and critical accessibility violations axe finds on the page (WCAG 2.1 AA + best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast still fading in has a passing colour only once its transition ends: let finite animations settle.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Signs in through the form, starting from a browser that holds no session. */
export async function signInFresh(page: Page, person: { email: string }) {
  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out through the user menu. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Waits until a page is interactive as the app (`data-app-ready` on <html>). A page the server rendered
 * loads the app only once the visitor starts to use one of its controls (decision 058): a finger down on
 * the header's first button starts it (a pointerdown alone: it neither focuses nor presses it).
 */
export async function appReady(page: Page) {
  const ready = () =>
    page
      .evaluate(() => {
        if (document.documentElement.hasAttribute('data-app-ready')) return true;
        // Once per document, and only where the starter waits (a server-rendered page, signed out).
        const marked = window as { appAsked?: boolean };
        if (!marked.appAsked && document.getElementById('ritrova-boot') && localStorage.getItem('authToken') === null) {
          marked.appAsked = true;
          document.querySelector('header button')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        }
        return false;
      })
      // The page is being replaced (a redirect): the next look finds the new one.
      .catch(() => false);
  await expect.poll(ready, { timeout: 40_000, intervals: [50, 100, 250] }).toBe(true);
}

/**
 * Every test fails on a console error the page did not expect. Failed network
 * requests (a 401 the client answers with a refresh, say) are reported by the
 * browser itself and are not application errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * Pages the server renders are on screen before their script runs; a test acts
   * on them once they are interactive as the app (`data-app-ready` on <html>, set by
   * the app after its first render), as a person would after the page has settled
   * and started to use it (appReady).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await original(...args);
          await appReady(page);
          return response;
        };
      }
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
