import { randomBytes } from 'node:crypto';
import { DEMO_ADMIN, expect, fakeNfcReader, newPerson, registerViaApi, seriousViolations, signIn, signInFresh, test } from './fixtures.js';

test('the admin signs in with the code, lands on /admin (also from /dashboard), and every admin page is accessible', async ({ page, browser }) => {
  // One admin sign-in for the whole tour: the server takes each two-factor code once.
  test.setTimeout(120_000);
  await test.step('the admin signs in with the code and lands on /admin, also from /dashboard', async () => {
    await page.goto('/login');
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('every admin page has its heading and section navigation and passes axe', async () => {
    for (const path of ['/admin', '/admin/tags', '/admin/users', '/admin/thefts', '/admin/payouts', '/admin/ledger', '/admin/audit', '/admin/alerts']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: "Sezioni dell'area admin" })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  await test.step("the API debugger answers with the admin's token", async () => {
    // The floating API debugger, with the admin's token.
    await page.getByRole('button', { name: 'Debug API' }).click();
    const panel = page.getByRole('dialog', { name: 'Debugger API' });
    await panel.getByLabel('Endpoint predefinito').selectOption('GET /api/health');
    await panel.getByRole('button', { name: 'Invia' }).click();
    await expect(panel.locator('dd').first()).toHaveText(/^200/);
    await expect(panel.getByRole('region', { name: 'Corpo della risposta' })).toContainText('"status": "ok"');
    await panel.getByLabel('Endpoint predefinito').selectOption('GET /api/auth/test');
    await panel.getByRole('button', { name: 'Invia' }).click();
    await expect(panel.getByRole('region', { name: 'Corpo della risposta' })).toContainText(DEMO_ADMIN.email);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('the ledger balances', async () => {
    // The ledger balances.
    await page.goto('/admin/ledger');
    await expect(page.getByText(/in equilibrio/)).toBeVisible();
  });

  const { uid, batch } = await test.step('a pasted batch of one tag is created and found by its UID', async () => {
    // A new batch of tags, pasted; the tag is then usable by an owner.
    const uid = `04${randomBytes(6).toString('hex').toUpperCase()}`;
    const batch = `e2e-${Date.now()}`;
    await page.goto('/admin/tags');
    await page.getByRole('button', { name: 'Nuovo lotto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Incolla UID' }).check();
    await dialog.getByRole('textbox', { name: 'Nome del lotto' }).fill(batch);
    await dialog.getByRole('textbox', { name: 'UID' }).fill(uid);
    await dialog.getByRole('button', { name: 'Crea lotto' }).click();
    await expect(dialog.getByText('1 tag aggiunto')).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.getByRole('searchbox', { name: 'Cerca per UID' }).fill(uid.slice(-6));
    await expect(page.getByRole('table').getByText(uid)).toBeVisible();
    return { uid, batch };
  });

  await test.step('a secure batch is generated; its programming data has no keys', async () => {
    // A secure batch: generated, then the programming data for the factory (never the keys).
    const secureBatch = `e2e-secure-${Date.now()}`;
    await page.getByRole('button', { name: 'Nuovo lotto' }).click();
    const secureDialog = page.getByRole('dialog');
    await secureDialog.getByRole('radio', { name: 'NTAG 424 DNA (sicuro, SUN)' }).check();
    await secureDialog.getByRole('radio', { name: 'Genera N UID' }).check();
    await secureDialog.getByRole('textbox', { name: 'Nome del lotto' }).fill(secureBatch);
    await secureDialog.getByLabel('Numero di UID da generare').fill('2');
    await secureDialog.getByRole('button', { name: 'Crea lotto' }).click();
    await expect(secureDialog.getByText('2 tag aggiunti')).toBeVisible();
    await secureDialog.getByRole('button', { name: 'Chiudi' }).first().click();
    const batchRow = page.getByRole('row', { name: new RegExp(secureBatch) });
    await expect(batchRow.getByText(/NTAG 424 DNA · v\d+/)).toBeVisible();
    await batchRow.getByRole('button', { name: 'Programmazione' }).click();
    const provisioning = page.getByRole('dialog', { name: `Programmazione del lotto ${secureBatch}` });
    await expect(provisioning.getByText(/\/nfc\/verifica\?e=0{32}&c=0{16}/)).toBeVisible();
    await expect(provisioning.getByText(`npm run tags:personalise -- --batch ${secureBatch}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  await test.step("the plain batch's sheet shows its URL and configuration, and its CSV downloads", async () => {
    // The pasted batch is plain (NTAG 213): its sheet has the URL with the 14-character mirror
    // placeholder and the chip's configuration, and its per-tag CSV downloads (issue #28).
    const plainRow = page.getByRole('row', { name: new RegExp(`^${batch}\\b`) });
    await expect(plainRow.getByText('NTAG 213', { exact: true })).toBeVisible();
    await plainRow.getByRole('button', { name: 'Programmazione' }).click();
    const sheet = page.getByRole('dialog', { name: `Programmazione del lotto ${batch}` });
    await expect(sheet.getByText(/\/nfc\/verifica\?uid=0{14}$/)).toBeVisible();
    await expect(sheet.getByText('E1 10 12 00', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Con NXP TagWriter' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Scarica CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`ritrova-${batch}-programming.csv`);
    const csv = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    const [header, row] = csv.split('\r\n');
    expect(header).toMatch(/^uid,pwd,pack,p04,/);
    expect(row?.startsWith(`${uid},`)).toBe(true);
    await page.keyboard.press('Escape');
  });

  await test.step('an owner scans the new tag and associates it with their account', async () => {
    const ownerContext = await browser.newContext({ locale: 'it-IT' });
    const ownerPage = await ownerContext.newPage();
    const owner = await registerViaApi(ownerPage, newPerson('Teresa'));
    await ownerContext.clearCookies();
    await ownerPage.addInitScript({ content: fakeNfcReader(uid.match(/../g)?.join(':').toLowerCase() ?? uid) });
    await ownerPage.goto('/login?redirectUrl=%2Fnfc-scan');
    await signIn(ownerPage, owner.email);
    await ownerPage.getByRole('button', { name: 'Avvia la scansione' }).click();
    await expect(ownerPage.getByText(uid, { exact: true })).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Associa ai miei tag' }).click();
    await expect(ownerPage.getByText('Tag associato con successo')).toBeVisible();
    await ownerContext.close();
  });
});

test('a normal user opening /admin is sent to /unauthorized', async ({ page }) => {
  const person = await registerViaApi(page, newPerson('Ugo'));
  await signInFresh(page, person);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/admin/tags');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
