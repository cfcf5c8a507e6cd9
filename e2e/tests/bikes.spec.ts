import type { Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import {
  apiToken,
  createBikeViaApi,
  expect,
  linkIn,
  newPerson,
  registerViaApi,
  seriousViolations,
  signIn,
  signInFresh,
  signOut,
  test,
  waitForMail,
} from './fixtures.js';

/** Registers a bike through the add form (from the dashboard) and returns its page's path. */
async function addBikeViaForm(page: Page, bike: { name: string; brand: string; model?: string }) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Aggiungi bicicletta' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi una bicicletta' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(bike.name);
  await page.getByLabel('Marca').fill(bike.brand);
  if (bike.model) await page.getByLabel('Modello').fill(bike.model);
  await page.getByRole('button', { name: 'Registra la bicicletta' }).click();
  await expect(page).toHaveURL(/\/bikes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The transfer link of a mail (`/transfers/{id}?token=…`); its id is not known in advance. */
function transferLinkIn(mail: Email): string {
  const url = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith('/transfers/'));
  if (!url) throw new Error(`no transfer link in "${mail.subject}"`);
  return `${url.pathname}${url.search}`;
}

test('an owner adds a bike, finds it on the dashboard, edits it and deletes it', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Elena'));
  await signInFresh(page, owner);

  const bikes = page.getByRole('region', { name: 'Le tue biciclette' });
  await expect(bikes.getByText('Non hai ancora registrato nessuna bicicletta.')).toBeVisible();

  // Annulla goes back to where the user came from.
  await bikes.getByRole('link', { name: 'Aggiungi bicicletta' }).click();
  await expect(page).toHaveURL(/\/bikes\/add$/);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await bikes.getByRole('link', { name: 'Aggiungi bicicletta' }).click();
  await page.getByRole('button', { name: 'Registra la bicicletta' }).click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);
  await expect(page.getByLabel('Tipo')).toHaveValue('city');

  await page.getByLabel('Nome', { exact: true }).fill('Bici da città');
  await page.getByLabel('Marca').fill('Bianchi');
  await page.getByLabel('Modello').fill('Milano');
  await page.getByLabel('Tipo').selectOption({ label: 'Ibrida' });
  await page.getByLabel('Colore', { exact: true }).fill('Verde salvia');
  await page.getByLabel('Numero di telaio').fill('wtu-123 456');
  await page.getByLabel("Valore d'acquisto (€)").fill('1299,90');
  await page.getByLabel('Note').fill('Campanello rosso');
  await page.getByRole('button', { name: 'Registra la bicicletta' }).click();

  await expect(page).toHaveURL(/\/bikes\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Bici da città è stata registrata.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bici da città' })).toBeVisible();
  await expect(page.getByText('Serve NFC')).toBeVisible();
  await expect(page.getByText('Nessun tag associato')).toBeVisible();
  await expect(page.getByText('wtu-123 456')).toBeVisible();
  await expect(page.getByText(/^1299,90\s€$/)).toBeVisible();
  await expect(page.getByText('Campanello rosso')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Storico della proprietà' }).getByText(/^Registrata il/)).toBeVisible();

  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  const item = bikes.getByRole('link', { name: /Bici da città/ });
  await expect(item).toContainText('Serve NFC');
  await expect(item).toContainText('Bianchi Milano');
  await expect(item).toContainText('Ibrida');
  await expect(item).toContainText('Telaio: wtu-123 456');

  await item.click();
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bici da città');
  await expect(page.getByLabel("Valore d'acquisto (€)")).toHaveValue('1299,90');
  await page.getByLabel('Nome', { exact: true }).fill('Bici del lavoro');
  await page.getByLabel("Valore d'acquisto (€)").fill('');
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bici del lavoro' })).toBeVisible();
  await expect(page.getByText('Modifiche salvate.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica' })).toBeFocused();

  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(bikes.getByRole('link', { name: /Bici del lavoro/ })).toBeVisible();
  await expect(bikes.getByRole('link', { name: /Bici da città/ })).toHaveCount(0);

  await bikes.getByRole('link', { name: /Bici del lavoro/ }).click();
  await page.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare «Bici del lavoro»?' });
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('«Bici del lavoro» è stata eliminata.')).toBeVisible();
  await expect(bikes.getByText('Non hai ancora registrato nessuna bicicletta.')).toBeVisible();
  await expect(bikes.getByRole('link', { name: /Bici del lavoro/ })).toHaveCount(0);
});

test('a bike of someone else, or no bike at all, is not found', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Sara'));
  await signInFresh(page, owner);
  await page.goto('/bikes/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Bicicletta non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an owner transfers a bike; the recipient accepts from the mailed link', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Paolo'));
  const recipient = await registerViaApi(page, newPerson('Chiara'));
  await signInFresh(page, owner);
  await addBikeViaForm(page, { name: 'Bici di Paolo', brand: 'Cinelli', model: 'Gazzetta' });

  const transfer = page.getByRole('region', { name: 'Trasferisci la proprietà' });
  await expect(transfer.getByText(/foto e lo storico della manutenzione/)).toBeVisible();
  await transfer.getByLabel('Email del nuovo proprietario').fill(recipient.email);
  await transfer.getByRole('button', { name: 'Trasferisci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trasferire «Bici di Paolo»?' });
  await dialog.getByRole('button', { name: 'Conferma il trasferimento' }).click();
  await expect(transfer.getByText(`In attesa di risposta da ${recipient.email} fino al`)).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Annulla trasferimento' })).toBeVisible();
  await signOut(page);

  // The first mail to the recipient is the address verification; the second is the transfer.
  const mail = await waitForMail(recipient.email, 2);
  const link = transferLinkIn(mail);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Ftransfers%2F/);
  // Someone without an account would register from here and come back to the same page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', /redirectUrl=%2Ftransfers%2F/);
  await signIn(page, recipient.email);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Trasferimento di proprietà' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bici di Paolo' })).toBeVisible();
  await expect(page.getByText(/^Puoi rispondere fino al/)).toBeVisible();
  await page.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('La bicicletta è tua!')).toBeVisible();

  await page.getByRole('link', { name: 'Vai alla bicicletta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bici di Paolo' })).toBeVisible();
  await expect(page.getByText(/^Ricevuta con un trasferimento il/)).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page.getByRole('link', { name: /Bici di Paolo/ })).toBeVisible();

  // The link has been used.
  await page.goto(link);
  await expect(page.getByText(/non è più in attesa/)).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Non hai ancora registrato nessuna bicicletta.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Bici di Paolo/ })).toHaveCount(0);
});

test('the dashboard prompt asks the recipient to verify the address first, then accepts the transfer', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Luca'));
  const recipient = await registerViaApi(page, newPerson('Marta'));
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: 'Graziella di Luca', brand: 'Carnielli', type: 'folding' });
  const started = await page.request.post(`/api/bikes/${bike.id}/transfers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: recipient.email },
  });
  expect(started.status()).toBe(201);

  await signInFresh(page, recipient);
  const prompt = page.getByRole('region', { name: 'Biciclette in arrivo' });
  await expect(prompt.getByRole('heading', { name: 'Graziella di Luca' })).toBeVisible();
  await expect(prompt).toContainText('Carnielli');
  await expect(prompt).toContainText('Pieghevole');
  await expect(prompt).toContainText(/Scade il/);
  await prompt.getByRole('button', { name: 'Accetta' }).click();
  await expect(prompt.getByRole('alert')).toContainText('Prima devi verificare il tuo indirizzo email');

  await page.goto(linkIn(await waitForMail(recipient.email, 1), '/verify-email'));
  await expect(page.getByText(/Email verificata/)).toBeVisible();
  await page.goto('/dashboard');
  await prompt.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('«Graziella di Luca» ora è tua.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Le tue biciclette' }).getByRole('link', { name: /Graziella di Luca/ })).toBeVisible();
});

test('the dashboard loads its bikes once on ?refresh=tags, and again with the refresh button', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Ugo'));
  const token = await apiToken(page, owner);
  await signInFresh(page, owner);
  // The dashboard reached by signing in has loaded its bikes before counting starts.
  await expect(page.getByText('Non hai ancora registrato nessuna bicicletta.')).toBeVisible();
  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/bikes/my-bikes') loads.push(request.url());
  });

  // The page's timers run on Playwright's clock, so the test moves time past the debounce instead of sleeping.
  await page.clock.install();
  await page.goto('/dashboard?refresh=tags');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Non hai ancora registrato nessuna bicicletta.')).toBeVisible();
  // Well past the 300 ms debounce: a second load, if one were scheduled, starts now, before the refresh below.
  await page.clock.runFor(1_000);

  await createBikeViaApi(page, token, { name: 'Bici arrivata dopo', brand: 'Colnago', type: 'gravel' });
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bikes/my-bikes');
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  await refreshed;
  await expect(page.getByRole('link', { name: /Bici arrivata dopo/ })).toBeVisible();
  // The load of ?refresh=tags and the one of the button: nothing in between.
  expect(loads).toHaveLength(2);
});

test('axe finds no serious or critical violation on /bikes/add, /bikes/{id} and /dashboard with bikes', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Irene'));
  await signInFresh(page, owner);

  await page.goto('/bikes/add');
  await expect(page.getByRole('heading', { name: 'Aggiungi una bicicletta' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Registra la bicicletta' }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await addBikeViaForm(page, { name: 'Bici per axe', brand: 'Olmo', model: 'Ciclo' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Bici per axe/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone-sized screen the bike pages fit the width and work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await registerViaApi(page, newPerson('Bruno'));
  await signInFresh(page, owner);
  await page.goto('/dashboard/bikes/add');
  await page.getByLabel('Nome', { exact: true }).focus();
  await page.keyboard.type('Bici da tastiera');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Atala');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bici da tastiera' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Bici da tastiera/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the dashboard with bikes is translated in Italian, English and Chinese', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Nadia'));
  await createBikeViaApi(page, await apiToken(page, owner), { name: 'Bici poliglotta', brand: 'Pinarello', type: 'road', serialNumber: 'PX-1' });
  await signInFresh(page, owner);

  const expected = [
    { language: 'it', switcher: 'Lingua', heading: 'Le tue biciclette', badge: 'Serve NFC', type: 'Bici da corsa' },
    { language: 'en', switcher: 'Lingua', heading: 'Your bikes', badge: 'Needs NFC', type: 'Road Bike' },
    { language: 'zh', switcher: 'Language', heading: '您的自行车', badge: '需要 NFC', type: '公路自行车' },
  ];
  for (const { language, switcher, heading, badge, type } of expected) {
    if (language !== 'it') await page.getByRole('combobox', { name: switcher }).first().selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const item = page.getByRole('link', { name: /Bici poliglotta/ });
    await expect(item).toContainText(badge);
    await expect(item).toContainText(type);
    await expect(page.getByText(/^[a-z]+(\.[a-z_]+)+$/)).toHaveCount(0);
    await expect(page.getByText(/bikes:|dashboard:|transfers:/)).toHaveCount(0);
  }
});

test('the demo owner transfers a bike to someone without an account, who signs up from the mail and accepts', async ({ page }) => {
  const buyer = newPerson('Irene');
  await page.goto('/login');
  await signIn(page, 'owner@demo.ritrova.it', 'Demo-Owner-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: /E-bike per il lavoro/ }).click();
  const transfer = page.getByRole('region', { name: 'Trasferisci la proprietà' });
  await transfer.getByLabel('Email del nuovo proprietario').fill(buyer.email);
  await transfer.getByRole('button', { name: 'Trasferisci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma il trasferimento' }).click();
  await expect(transfer.getByText(`In attesa di risposta da ${buyer.email} fino al`)).toBeVisible();
  await signOut(page);

  // No account yet: the only mail is the transfer.
  const link = transferLinkIn(await waitForMail(buyer.email));
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await page.getByRole('main').getByRole('link', { name: 'Registrati' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(buyer.nome);
  await page.getByLabel('Cognome').fill(buyer.cognome);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByLabel('Conferma password').fill(buyer.password);
  await page.getByRole('checkbox', { name: /^Accetto i termini/ }).check();
  await page.getByRole('checkbox', { name: /^Accetto l'informativa sulla privacy/ }).check();
  await page.getByRole('checkbox', { name: /^Confermo di avere almeno 16 anni/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { name: 'E-bike per il lavoro' })).toBeVisible();
  await page.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('La bicicletta è tua!')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /E-bike per il lavoro/ })).toBeVisible();
  await signOut(page);

  await signIn(page, 'owner@demo.ritrova.it', 'Demo-Owner-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /Corsa della domenica/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /E-bike per il lavoro/ })).toHaveCount(0);
});

/**
 * Holds every request for a file whose name starts with `chunk` until `api` has been asked for (or 5 s
 * have passed), and says whether it was asked for while the page's code was held (decision 057).
 */
async function holdChunkUntil(page: Page, chunk: string, api: string) {
  let asked: () => void = () => {};
  const apiAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let askedWhileHeld: boolean | undefined;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === api) asked();
  });
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const outcome = await Promise.race([apiAsked.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    askedWhileHeld ??= outcome;
    await route.continue();
  });
  return () => askedWhileHeld;
}

test('the bike page asks for its bike while its code is still loading, opened without the session cookie and from the dashboard', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Marta'));
  await signInFresh(page, owner);
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Graziella blu', brand: 'Carnielli', type: 'city' });

  // Opened directly where the server cannot render it (no refresh cookie: the app's shell, decision 060): the app's
  // start asks for the bike, not the page once its code has arrived. (With the cookie the bike comes in the
  // document: signed-in-render.spec.ts.)
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  const direct = await holdChunkUntil(page, 'bike-detail', `/api/bikes/${bike.id}`);
  await page.goto(`/bikes/${bike.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Graziella blu' })).toBeVisible();
  expect(direct()).toBe(true);
  await page.unrouteAll();
  await page.context().addCookies(cookies);

  // From the dashboard, in a fresh page (the bike page's code not yet loaded): the navigation asks for it.
  const fresh = await page.context().newPage();
  await fresh.goto('/dashboard');
  await expect(fresh.getByRole('link', { name: /Graziella blu/ }).first()).toBeVisible();
  const navigated = await holdChunkUntil(fresh, 'bike-detail', `/api/bikes/${bike.id}`);
  await fresh
    .getByRole('link', { name: /Graziella blu/ })
    .first()
    .click();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Graziella blu' })).toBeVisible();
  expect(navigated()).toBe(true);
});

test("opened directly as the app's shell, the bike page asks for its bike and the session's check before the app's framework has arrived, and asks once", async ({
  page,
}) => {
  const owner = await registerViaApi(page, newPerson('Ilaria'));
  await signInFresh(page, owner);
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Bianchi celeste', brand: 'Bianchi', type: 'road' });
  // Without the refresh cookie the server cannot render the page for her: the shell of decision 060.
  await page.context().clearCookies();

  // Decision 060: the page's document has its early script ask for the answers; the framework (React, the router)
  // is held until both have been asked for, or 5 s.
  const wanted = [`/api/bikes/${bike.id}`, '/api/users/me'];
  const asked = new Map<string, number>();
  let allAsked: () => void = () => {};
  const bothAsked = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    if (wanted.every((p) => asked.has(p))) allAsked();
  });
  let askedWhileHeld: boolean | undefined;
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    askedWhileHeld ??= await Promise.race([bothAsked.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    await route.continue();
  });
  await page.goto(`/bikes/${bike.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi celeste' })).toBeVisible();
  expect(askedWhileHeld).toBe(true);
  // The app took the early answer instead of asking again.
  expect(asked.get(`/api/bikes/${bike.id}`)).toBe(1);
});

test("the bike page shows while its dialogs' and forms' code is held back; Elimina opened from the keyboard takes the focus and gives it back", async ({
  page,
}) => {
  const owner = await registerViaApi(page, newPerson('Gemma'));
  await signInFresh(page, owner);
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Colnago di Gemma', brand: 'Colnago', type: 'road' });

  // Issue #27 item 6: the dialogs (Radix) and the forms (react-hook-form, zod) are not needed to show the page.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(radix|forms)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/bikes/${bike.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Colnago di Gemma' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Segnala il furto' })).toBeVisible();
  release();

  // From the keyboard: the dialog opens with the focus inside it, and Escape puts the focus back on the button.
  const remove = page.getByRole('button', { name: 'Elimina' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eliminare «Colnago di Gemma»?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Elimina definitivamente' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
