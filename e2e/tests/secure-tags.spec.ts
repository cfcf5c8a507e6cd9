import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fakeNfcReader, newPerson, registerViaApi, seriousViolations, signIn, test } from './fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The demo NTAG 424 DNA on the demo owner's e-bike (apps/api/src/modules/demo/demo.seed.ts). */
const DEMO_SECURE_TAG = '04524954524F56';

/**
 * A tap of the demo secure tag, made by the README's command with the server's own master key
 * (kept in the e2e DATA_DIR): the genuine link and its forged copy, as /nfc/verifica?… paths.
 */
function sunLinks(counter: number): { genuine: string; forged: string } {
  const run = spawnSync('npm', ['run', '--silent', 'tags:sun-url', '--', DEMO_SECURE_TAG, String(counter), '--key-version', '1'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: path.join(root, 'e2e/.data'), NODE_ENV: 'development' },
  });
  expect(run.status, run.stderr).toBe(0);
  const links = run.stdout.match(/\/nfc\/verifica\?\S+/g) ?? [];
  expect(links).toHaveLength(2);
  return { genuine: links[0] as string, forged: links[1] as string };
}

/** Higher than any earlier tap of the same database, as a real tag's counter would be; one per call. */
let last = 0;
function nextCounter(): number {
  last = Math.max(last + 1, Math.floor(Date.now() / 100) % 16_000_000);
  return last;
}

test.describe.configure({ mode: 'serial' });

test('a fresh link of a secure tag shows verified presence; opened again it is a replay; a forged one is not genuine', async ({ page }) => {
  // Higher than any earlier run's taps of the same database, as a real tag's counter would be.
  const { genuine, forged } = sunLinks(nextCounter());

  await page.goto(genuine);
  await expect(page.getByRole('heading', { name: 'Presenza verificata' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-bike per il lavoro' })).toBeVisible();
  await expect(page.getByText(DEMO_SECURE_TAG, { exact: true })).toBeVisible();
  await expect(page.getByText('NFC sicuro (NTAG 424 DNA)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(genuine);
  await expect(page.getByRole('heading', { name: 'Link già usato' })).toBeVisible();
  await expect(page.getByText(/non prova che la bici sia qui adesso/)).toBeVisible();
  // The public facts still show.
  await expect(page.getByRole('heading', { name: 'E-bike per il lavoro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Presenza verificata' })).toHaveCount(0);

  await page.goto(forged);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Link non autentico' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The UID alone (typed, or a copied old-style link) proves nothing on a secure tag.
  await page.goto(`/nfc/verifica?uid=${DEMO_SECURE_TAG}`);
  await expect(page.getByRole('heading', { name: 'Tag sicuro letto senza firma' })).toBeVisible();

  // A damaged link is named as such, with no retry that would record more scans.
  await page.goto('/nfc/verifica?e=00&c=00');
  const damaged = page.getByRole('alert').filter({ hasText: 'Link del tag danneggiato' });
  await expect(damaged.getByText(/Il link del tag è incompleto o danneggiato/)).toBeVisible();
  await expect(damaged.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
});

test('a Hunter reading the secure tag in the app is sent on with its signed message, as verified presence', async ({ page }) => {
  const hunter = await registerViaApi(page, newPerson('Ivo'));
  await page.context().clearCookies();
  const { genuine } = sunLinks(nextCounter());
  await page.addInitScript({ content: fakeNfcReader('04:52:49:54:52:4f:56', `http://localhost${genuine}`) });
  await page.goto('/login?redirectUrl=%2Fnfc-scan%3Fmode%3Dverify');
  await signIn(page, hunter.email);
  await page.getByRole('button', { name: 'Avvia la scansione' }).click();
  await expect(page).toHaveURL(/\/nfc\/verifica\?e=[0-9A-F]{32}&c=[0-9A-F]{16}$/);
  await expect(page.getByRole('heading', { name: 'Presenza verificata' })).toBeVisible();
  await expect(page.getByText(DEMO_SECURE_TAG, { exact: true })).toBeVisible();
});
