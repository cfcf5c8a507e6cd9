import type { Page } from '@playwright/test';
import { expect, newPerson, registerViaApi, signIn, signOut, test } from './fixtures.js';

/**
 * Sign in with Google against the OpenID stand-in that e2e/serve.mjs starts on
 * 127.0.0.1 (a different site from the app on localhost, as Google is).
 */
test.beforeEach(async ({ page }) => {
  const config = await (await page.request.get('/api/config/public')).json();
  expect(config.googleSignIn, 'e2e/serve.mjs runs the server with the OpenID stand-in').toBe(true);
});

/** On the stand-in's sign-in page: the Google account to come back with. */
async function chooseGoogleAccount(page: Page, account: { email: string; given?: string; family?: string; verified?: boolean }) {
  await expect(page.getByRole('heading', { name: /OpenID stand-in/ })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Given name').fill(account.given ?? 'Giulia');
  await page.getByLabel('Family name').fill(account.family ?? 'Bianchi');
  if (account.verified === false) await page.getByLabel('E-mail verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a first Google sign-in asks for the terms, then signs in; the next one goes straight in', async ({ page }) => {
  const { email } = newPerson();
  await page.goto('/register');
  await page.getByRole('link', { name: 'Registrati con Google' }).click();
  await chooseGoogleAccount(page, { email, given: 'Giulia' });

  await expect(page).toHaveURL(/\/auth\/callback\?status=signup$/);
  await expect(page.getByRole('heading', { name: 'Completa la registrazione' })).toBeVisible();
  // The card's label covers the radio: click it as a person does.
  await page.getByRole('group', { name: 'Come userai Ritrova?' }).getByText('Hunter', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Hunter' })).toBeChecked();
  await page.getByRole('button', { name: "Crea l'account" }).click();
  // Nothing is created without the consents.
  await expect(page.getByText('Devi confermare di avere almeno 16 anni')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/callback/);
  await page.getByRole('checkbox', { name: /^Accetto i termini/ }).check();
  await page.getByRole('checkbox', { name: /^Accetto l'informativa sulla privacy/ }).check();
  await page.getByRole('checkbox', { name: /^Confermo di avere almeno 16 anni/ }).check();
  await page.getByRole('button', { name: "Crea l'account" }).click();
  await expect(page).toHaveURL(/\/hunter\/dashboard$/);

  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login?redirectUrl=%2Fprofile');
  // The provider remembers the person: no page of its own this time.
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // A password sign-in on the account tells the person to use Google.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, email, 'Any-Password-2026!');
  await expect(page.getByText('Questo account accede con Google: usa «Accedi con Google».')).toBeVisible();
});

test('Google is linked to an existing account only with its password', async ({ page }) => {
  const person = await registerViaApi(page, newPerson('Tommaso'));
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await chooseGoogleAccount(page, { email: person.email });

  await expect(page.getByRole('heading', { name: 'Collega Google al tuo account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Ciao, Tommaso/ })).toBeVisible();
});

test('an address Google has not verified is refused, and the sign-in page comes back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await chooseGoogleAccount(page, { email: newPerson().email, verified: false });

  await expect(page).toHaveURL(/\/auth\/callback\?status=error&code=email_unverified$/);
  await expect(page.getByText('Google non ha verificato il tuo indirizzo email.', { exact: false })).toBeVisible();
  await expect(page.getByText(/torni alla pagina di accesso/)).toBeVisible();
  await expect(page.getByRole('link', { name: "Vai all'accesso ora" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
});
