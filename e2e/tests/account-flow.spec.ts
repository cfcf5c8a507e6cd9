import { expect, linkIn, newPerson, signIn, test, waitForMail } from './fixtures.js';

test('a new owner registers, verifies the address from the mail, signs in and out', async ({ page }) => {
  const person = newPerson('Federica');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(person.nome);
  await page.getByLabel('Cognome').fill(person.cognome);
  await page.getByLabel('Email').fill(person.email);
  await expect(page.getByText('Email disponibile')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Conferma password').fill(person.password);
  await page.getByRole('radio', { name: 'Proprietario di bici' }).check();
  await page.getByRole('checkbox', { name: /^Accetto i termini/ }).check();
  await page.getByRole('checkbox', { name: /^Accetto l'informativa sulla privacy/ }).check();
  await page.getByRole('checkbox', { name: /^Confermo di avere almeno 16 anni/ }).check();
  // From the click on, every change of the page is watched: the new account makes the address "taken",
  // and the form must not say "Email già registrata" on its way to the dashboard, even for a moment.
  await page.evaluate(() => {
    const seen = { taken: false };
    (window as unknown as { emailTakenSeen: typeof seen }).emailTakenSeen = seen;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Email già registrata')) seen.taken = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Ciao, Federica/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emailTakenSeen: { taken: boolean } }).emailTakenSeen.taken)).toBe(false);

  const mail = await waitForMail(person.email);
  expect(mail.subject).toContain('Conferma il tuo indirizzo email');
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText(/Email verificata/)).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Ciao, Federica/ })).toBeVisible();
  // After verification the dashboard no longer asks to confirm the address.
  await expect(page.getByRole('button', { name: /nuovo link|Invia di nuovo/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fdashboard/);
});

test('registration shows what is wrong, in the form, before anything is sent', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('owner@demo.ritrova.it');
  await expect(page.getByText('Email già registrata')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Conferma password').fill('different');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Le password non corrispondono')).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
});

test('a wrong password is refused with the message of the spec', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.ritrova.it', 'Not-The-Password-1!');
  await expect(page.getByText('Email o password non corretti')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset from the mailed link', async ({ page }) => {
  const person = newPerson('Matteo');
  await page.request.post('/api/auth/register', { data: { ...person, acceptTerms: true, acceptPrivacy: true, confirmAge16: true } });

  await page.goto('/login');
  await page.getByRole('link', { name: /password dimenticata/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The address changes at once; the page follows when its code has arrived (the sign-in form stays until then).
  await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText(/15 minuti/)).toBeVisible();

  // The first mail is the address verification sent at sign-up.
  const mail = await waitForMail(person.email, 2);
  expect(mail.subject).toContain('Reimposta la tua password');
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('Nuova password').fill('Nuova-Bici-2027?');
  await page.getByLabel('Conferma password').fill('Nuova-Bici-2027?');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  // Wait for the answer (the header's own "Accedi" link is there all along).
  await expect(page.getByText('Password aggiornata')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Accedi' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, person.email, person.password);
  await expect(page.getByText('Email o password non corretti')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Nuova-Bici-2027?');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('Nuova password').fill('Ancora-Diversa-2028?');
  await page.getByLabel('Conferma password').fill('Ancora-Diversa-2028?');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('link', { name: /nuovo link|Richiedi/i })).toBeVisible();
});
