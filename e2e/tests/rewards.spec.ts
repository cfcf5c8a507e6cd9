import type { Browser, Page } from '@playwright/test';
import { apiToken, bearer, DEMO_ADMIN, expect, fakeNfcReader, newPerson, registerViaApi, seriousViolations, signIn, test } from './fixtures.js';

/** A second person at their own browser (own cookies, own session). */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return page;
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('€200 reward: paid in the test checkout, a Hunter accepts, taps the tag and writes, the owner credits them, an admin pays €130', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  const { owner, bike, uid } = await test.step("set-up through the API: the owner's bike carries a fresh tag", async () => {
    // Set-up through the API: an owner's bike carrying a fresh tag from the inventory.
    const owner = await registerViaApi(page, newPerson('Ottavia'));
    const ownerToken = await apiToken(page, owner);
    const bikeRes = await page.request.post('/api/bikes', { headers: bearer(ownerToken), data: { name: 'Graziella blu', brand: 'Carnielli', type: 'city' } });
    const bike = ((await bikeRes.json()) as { bike: { id: string } }).bike;
    const uid = `04E5${Date.now().toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
    const adminToken = await apiToken(page, DEMO_ADMIN);
    expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-rewards' } })).status()).toBe(201);
    expect((await page.request.post('/api/tags/associate', { headers: bearer(ownerToken), data: { tagUid: uid } })).status()).toBe(200);
    expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(ownerToken), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
    return { owner, bike, uid };
  });

  await test.step('the owner reports the theft with €200 and pays it in the test checkout', async () => {
    // The owner reports the theft with €200 and pays in the test-mode checkout (a new tab).
    await page.goto('/login');
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/bikes/${bike.id}`);
    await page.getByRole('button', { name: 'Segnala il furto' }).click();
    const report = page.getByRole('dialog', { name: 'Segnala il furto di «Graziella blu»' });
    // The reward is the report's last step, after when/where and the circumstances (all optional).
    await report.getByRole('button', { name: 'Avanti' }).click();
    await expect(report).toContainText('Passo 2 di 3');
    await report.getByRole('button', { name: 'Avanti' }).click();
    await expect(report).toContainText('Passo 3 di 3');
    await expect(report).toContainText('il 65% della ricompensa');
    await expect(report).toContainText('12 mesi');
    await report.getByLabel('Ricompensa (€)').fill('200');
    await report.getByRole('button', { name: 'Conferma la segnalazione' }).click();
    const payment = page.getByRole('dialog', { name: 'Completa il pagamento della ricompensa' });
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), payment.getByRole('link', { name: /Vai al pagamento/ }).click()]);
    await expect(checkout.getByText('MODALITÀ DI PROVA — nessun movimento di denaro reale')).toBeVisible();
    await expectAxeClean(checkout);
    await checkout.getByRole('button', { name: /Paga 200\s€ \(prova\)/ }).click();
    await expect(checkout.getByText('Pagamento ricevuto')).toBeVisible();
    await checkout.close();
    await page.reload();
    await expect(page.getByText('Versata, in deposito')).toBeVisible();
  });

  const { hunterPage, hunter } = await test.step('a Hunter signs in, accepts the hunt and taps the tag', async () => {
    // A Hunter signs in (lands on the Hunter dashboard), accepts the hunt and taps the tag.
    const hunterPage = await personPage(browser);
    const hunter = newPerson('Ugo');
    const registered = await hunterPage.request.post('/api/auth/register', {
      data: { ...hunter, role: 'hunter', acceptTerms: true, acceptPrivacy: true, confirmAge16: true },
    });
    expect(registered.status()).toBe(201);
    await hunterPage.addInitScript({ content: fakeNfcReader(uid) });
    await hunterPage.goto('/login');
    await signIn(hunterPage, hunter.email);
    await expect(hunterPage).toHaveURL(/\/hunter\/dashboard$/);
    await expect(hunterPage.getByText('Non pagare e non chiedere mai denaro fuori da Ritrova', { exact: false }).first()).toBeVisible();
    await expectAxeClean(hunterPage);

    await hunterPage.getByRole('navigation', { name: "Sezioni dell'area Hunter" }).getByRole('link', { name: 'Cacce' }).click();
    await expect(hunterPage).toHaveURL(/\/hunter\/hunts/);
    const offered = hunterPage.getByRole('listitem').filter({ has: hunterPage.getByRole('heading', { name: 'Graziella blu' }) });
    await expect(offered).toContainText(/Ricompensa per chi la ritrova: 130\s€/);
    await expectAxeClean(hunterPage);
    await offered.getByRole('button', { name: 'Accetta' }).click();
    await expect(hunterPage.getByText('Hai accettato la caccia a Graziella blu.')).toBeVisible();
    await hunterPage.getByRole('tab', { name: 'Attive' }).click();
    const active = hunterPage
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: hunterPage.getByRole('heading', { name: 'Graziella blu' }) });
    await expect(active).toContainText('Attiva');
    await active.getByRole('link', { name: 'Scansiona il tag' }).click();
    await expect(hunterPage.getByText('Avvicina il telefono al tag della bici che hai trovato', { exact: false })).toBeVisible();
    await hunterPage.getByRole('button', { name: 'Avvia la scansione' }).click();
    // The tag is read (fake NDEFReader) and its verification page records the Hunter's scan.
    await expect(hunterPage).toHaveURL(new RegExp(`/nfc/verifica\\?uid=${uid}$`));
    await expect(hunterPage.getByText('Attenzione: questa bici è segnalata come rubata')).toBeVisible();
    return { hunterPage, hunter };
  });

  await test.step('the Hunter writes to the owner through Ritrova', async () => {
    // The Hunter writes to the owner, through Ritrova.
    await hunterPage.goto('/hunter/hunts?tab=active');
    const activeAgain = hunterPage
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: hunterPage.getByRole('heading', { name: 'Graziella blu' }) });
    await activeAgain.getByRole('button', { name: 'Scrivi al proprietario' }).click();
    await activeAgain.getByLabel('Il tuo messaggio').fill('Ho trovato la bici vicino alla stazione, è legata a un palo.');
    await activeAgain.getByRole('button', { name: 'Invia' }).click();
    await expect(hunterPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(hunterPage.getByText('Ho trovato la bici vicino alla stazione, è legata a un palo.')).toBeVisible();
    await expect(hunterPage.getByText('Non pagare e non chiedere mai denaro fuori da Ritrova: le ricompense si pagano solo tramite Ritrova.')).toBeVisible();
    await expectAxeClean(hunterPage);
  });

  await test.step('the owner reads the message and credits the Hunter with the return', async () => {
    // The owner reads the message, then credits the Hunter with the return.
    await page.goto('/messages');
    await expect(page.getByText('Con Ugo C., che ti aiuta a ritrovare la tua bici')).toBeVisible();
    await page.goto(`/bikes/${bike.id}`);
    await page.getByRole('button', { name: 'Segna come ritrovata' }).click();
    const recovered = page.getByRole('dialog', { name: 'Segnare «Graziella blu» come ritrovata?' });
    await recovered.getByRole('radio', { name: /Ugo C\./ }).check();
    await recovered.getByRole('button', { name: "Sì, l'ho ritrovata" }).click();
    await expect(page.getByText('Bicicletta segnalata come ritrovata: il merito va a Ugo C..')).toBeVisible();
    await expect(page.getByText("Sbloccata per l'Hunter")).toBeVisible();
  });

  const { totals } = await test.step('the Hunter sees €130 pending and gives an IBAN', async () => {
    // The Hunter sees €130 pending and gives an IBAN.
    await hunterPage.goto('/hunter/rewards');
    const totals = hunterPage.getByRole('region', { name: 'Totali' });
    await expect(totals).toContainText(/In attesa\s*130\s€/);
    await expect(hunterPage.getByText('Nessun metodo di pagamento')).toBeVisible();
    await hunterPage.getByLabel('Intestatario').fill('Ugo Conti');
    await hunterPage.getByRole('textbox', { name: 'IBAN' }).fill('IT60 X054 2811 1010 0000 0123 457');
    await hunterPage.getByRole('button', { name: 'Salva il metodo di pagamento' }).click();
    await expect(hunterPage.getByText('IBAN non valido: controlla le cifre.')).toBeVisible();
    await hunterPage.getByRole('textbox', { name: 'IBAN' }).fill('IT60 X054 2811 1010 0000 0123 456');
    await hunterPage.getByRole('button', { name: 'Salva il metodo di pagamento' }).click();
    await expect(hunterPage.getByText('Metodo di pagamento salvato.')).toBeVisible();
    await expectAxeClean(hunterPage);
    await hunterPage.goto('/hunter/profile');
    await expect(hunterPage.getByRole('progressbar')).toBeVisible();
    await expectAxeClean(hunterPage);
    return { totals };
  });

  const { adminPage } = await test.step('an admin marks the payout paid with its reference', async () => {
    // An admin marks the payout paid with its reference.
    const adminPage = await personPage(browser);
    await adminPage.goto('/login');
    await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    await expect(adminPage).not.toHaveURL(/\/login/);
    await adminPage.goto('/admin/payouts');
    const row = adminPage.getByRole('row').filter({ hasText: hunter.email });
    await expect(row).toContainText(/130\s€/);
    await expect(row).toContainText('Da pagare');
    await expectAxeClean(adminPage);
    await row.getByRole('button', { name: 'Segna come pagato' }).click();
    const markPaid = adminPage.getByRole('dialog', { name: /Pagamento di 130\s€ a Ugo Conti/ });
    await markPaid.getByLabel('Riferimento del pagamento').fill('SEPA-E2E-0001');
    await markPaid.getByRole('button', { name: 'Registra il pagamento' }).click();
    await expect(row).toContainText('Pagato');
    await expect(row).toContainText('SEPA-E2E-0001');
    return { adminPage };
  });

  await test.step('the Hunter sees it paid, with its receipt', async () => {
    // The Hunter sees it paid, with its receipt.
    await hunterPage.goto('/hunter/rewards');
    await expect(totals).toContainText(/Pagate\s*130\s€/);
    await expect(hunterPage.getByText(/Ricevuta n\. RIT-\d{4}-\d{6}/)).toBeVisible();
  });

  await hunterPage.context().close();
  await adminPage.context().close();
});
