import type { Page } from '@playwright/test';
import { expect, freshTotpCode, newPerson, registerViaApi, seriousViolations, signIn, signInFresh, signOut, test } from './fixtures.js';

/** From the login page: e-mail and password, then the two-factor step appears. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
}

test('two-factor sign-in: set up with a QR code, sign in with a code, a wrong code refused, a recovery code works once', async ({ page }) => {
  const person = await registerViaApi(page, newPerson('Irene'));
  await signInFresh(page, person);

  // Set-up from the settings.
  await page.goto('/settings/security');
  await expect(page.getByText('Non attiva')).toBeVisible();
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog.getByRole('heading', { name: 'Inquadra il codice QR' })).toBeVisible();
  const qr = dialog.getByRole('img', { name: /Codice QR con la chiave di Ritrova/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong first code does not turn it on.
  await dialog.getByLabel("Codice di 6 cifre dell'app").fill('12345');
  await dialog.getByRole('button', { name: 'Attiva', exact: true }).click();
  await expect(dialog.getByText("Inserisci il codice di 6 cifre dell'app di autenticazione")).toBeVisible();
  await dialog.getByLabel("Codice di 6 cifre dell'app").fill(await freshTotpCode(secret));
  await dialog.getByRole('button', { name: 'Attiva', exact: true }).click();

  await expect(dialog.getByRole('heading', { name: 'Salva i codici di recupero' })).toBeVisible();
  const codes = await dialog.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await dialog.getByRole('button', { name: 'Li ho salvati' }).click();
  await expect(page.getByText(/^Attiva dal /)).toBeVisible();
  await expect(page.getByText('Ti restano 10 codici di recupero.')).toBeVisible();

  // The password alone no longer signs in; a wrong code is refused, the right one goes on.
  await signOut(page);
  await passwordStep(page, person.email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Codice dell'app").fill('000000');
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page.getByText("Il codice non è corretto. Controlla l'ora del telefono oppure usa un codice di recupero.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Codice dell'app").fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code instead of the phone: it works once.
  const [recovery] = codes as [string];
  await signOut(page);
  await passwordStep(page, person.email);
  await page.getByRole('button', { name: 'Non hai il telefono? Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(recovery);
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await passwordStep(page, person.email);
  await page.getByRole('button', { name: 'Non hai il telefono? Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(recovery);
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page.getByText("Il codice non è corretto. Controlla l'ora del telefono oppure usa un codice di recupero.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
