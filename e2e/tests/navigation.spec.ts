import { expect, registerViaApi, signIn, test } from './fixtures.js';

test('a guarded page sends an anonymous visitor to sign in, and back there afterwards', async ({ page }) => {
  const person = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fsettings%2Fsecurity/);
  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/settings\/security$/);
});

test('a redirectUrl to another site is ignored', async ({ page }) => {
  const person = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login?redirectUrl=//evil.example.com/steal');
  await signIn(page, person.email);
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test('a session survives a reload, and the footer shows the server online', async ({ page }) => {
  const person = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Ciao, Giorgia/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/online/i)).toBeVisible();
});

test('the access-denied page and the not-found page', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByText('Accesso negato: Non hai i permessi necessari per accedere a questa pagina.')).toBeVisible();
  await page.goto('/una/pagina/che/non/esiste');
  // What only the not-found page shows: its heading, its explanation and its title, with the way home.
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeVisible();
  await expect(page).toHaveTitle('Pagina non trovata · Ritrova');
  await page.getByRole('main').getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
