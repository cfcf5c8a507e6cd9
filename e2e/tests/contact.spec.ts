import { expect, newPerson, seriousViolations, test, waitForMail } from './fixtures.js';

test.describe('/contact', () => {
  test('copies the customer-care (support) address: the button says "Copiato" for 2 s, then goes back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
    const card = page.getByRole('listitem').filter({ hasText: 'support@ritrova.it' });
    const button = card.getByRole('button');
    await expect(button).toHaveAccessibleName('Copia support@ritrova.it');

    await button.click();
    await expect(button).toHaveText(/Copiato/);
    const copiedAt = Date.now();
    await expect(page.getByRole('status').filter({ hasText: 'Indirizzo support@ritrova.it copiato negli appunti' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@ritrova.it');

    await expect(button).toHaveText(/^Copia\b/, { timeout: 5_000 });
    const shownMs = Date.now() - copiedAt;
    expect(shownMs).toBeGreaterThan(1_500);
    expect(shownMs).toBeLessThan(3_500);
  });

  test('sends the form, clears it and says the message was sent', async ({ page }) => {
    const { email } = newPerson();
    await page.goto('/contact');
    await page.getByLabel('Nome', { exact: true }).fill('Giorgia Conti');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Messaggio', { exact: true }).fill('Vorrei sapere se i tag funzionano anche su una bici in carbonio.');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Messaggio inviato con successo!' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Messaggio', { exact: true })).toHaveValue('');
    expect((await waitForMail(email)).subject).toBe('Abbiamo ricevuto il tuo messaggio — Ritrova');
  });

  test('names a missing field and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent = true;
    });
    await page.goto('/contact');
    await page.getByLabel('Email', { exact: true }).fill('giorgia@example.com');
    await page.getByLabel('Messaggio', { exact: true }).fill('Vorrei sapere se i tag funzionano anche su una bici in carbonio.');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();

    const name = page.getByLabel('Nome', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Campo obbligatorio');
    expect(sent).toBe(false);
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contattaci', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sede legale' }).getByText(/P\. IVA/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fits a 375 px wide screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Sede legale' }).getByText(/P\. IVA/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
