import type { Page } from '@playwright/test';
import { expect, newPerson, PASSWORD, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

/** A bike registered through the API (the test is about its maintenance, not about adding bikes). */
async function bikeOf(page: Page, person: { email: string }, bike: Record<string, unknown>): Promise<{ id: string }> {
  const login = await page.request.post('/api/auth/login', { data: { email: person.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.post('/api/bikes', { headers: { Authorization: `Bearer ${token}` }, data: bike });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { bike: { id: string } }).bike;
}

test('an owner opens the empty maintenance history, records a service through the form and finds it there', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Marta'));
  const bike = await bikeOf(page, owner, { name: 'Bici del mercato', brand: 'Atala', model: 'Master', type: 'city' });
  await signInFresh(page, owner);

  let historyRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/bikes/${bike.id}/maintenance`) historyRequests += 1;
  });
  const { history, toggle } = await test.step('the history, closed, loads on its first expand and says it is empty', async () => {
    await page.goto(`/bikes/${bike.id}`);
    const history = page.getByRole('region', { name: 'Storico manutenzione' });
    const toggle = history.getByRole('button', { name: 'Storico manutenzione' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Spec §2: the history loads on its first expand, not with the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Bici del mercato' })).toBeVisible();
    expect(historyRequests).toBe(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(history.getByText('Nessun intervento registrato per questa bicicletta.')).toBeVisible();
    expect(historyRequests).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    return { history, toggle };
  });

  await test.step('Aggiungi manutenzione opens the form for this bike', async () => {
    await history.getByRole('link', { name: 'Aggiungi manutenzione' }).click();
    await expect(page).toHaveURL(new RegExp(`/bikes/${bike.id}/maintenance/add$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Aggiungi manutenzione' })).toBeVisible();
    await expect(page.getByText('Bici del mercato', { exact: true })).toBeVisible();
    await expect(page.getByText('Atala Master', { exact: true })).toBeVisible();
  });

  await test.step("the form starts from the defaults: general maintenance, today, zeros, the owner's first name", async () => {
    // Spec §5 defaults: general maintenance, today, zeros, and the user's first name as technician.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(page.getByLabel('Tipo di intervento')).toHaveValue('general_maintenance');
    await expect(page.getByLabel('Data dell’intervento')).toHaveValue(today);
    await expect(page.getByLabel('Ricambi (€)')).toHaveValue('0');
    await expect(page.getByLabel('Manodopera (€)')).toHaveValue('0');
    await expect(page.getByLabel('Chilometri')).toHaveValue('0');
    await expect(page.getByLabel('Tecnico')).toHaveValue('Marta');
    await expect(page.getByText('0/1000')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const { description } = await test.step('the description is required; the owner fills the service in and the total adds up', async () => {
    // The description is required.
    await page.getByRole('button', { name: 'Registra la manutenzione' }).click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await expect(page.getByLabel('Descrizione')).toBeFocused();

    await page.getByLabel('Tipo di intervento').selectOption({ label: 'Manutenzione freni' });
    const description = 'Sostituite le pastiglie anteriori';
    await page.getByLabel('Descrizione').fill(description);
    await expect(page.getByText(`${description.length}/1000`)).toBeVisible();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(0);
    await page.getByLabel('Ricambi (€)').fill('12.50');
    await page.getByLabel('Manodopera (€)').fill('20');
    // The total is computed as the server will: parts + labour.
    await expect(page.getByText(/^32,50\s€$/)).toBeVisible();
    await page.getByLabel('Chilometri').fill('1500');
    await page.getByLabel('Componenti sostituiti').fill('pastiglie anteriori');
    await page.getByRole('button', { name: 'Registra la manutenzione' }).click();
    return { description };
  });

  const { record } = await test.step("back on the bike's page, the history is open at the new record", async () => {
    // Back on the bike's page, with the history open at the new record.
    await expect(page).toHaveURL(new RegExp(`/bikes/${bike.id}#maintenance-history$`));
    await expect(page.getByText('Manutenzione registrata.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const record = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Manutenzione freni' }) });
    await expect(record).toContainText('Utente');
    await expect(record).toContainText(description);
    await expect(record).toContainText('Marta Conti');
    await expect(record).toContainText(/1\.?500 km/);
    await expect(record).toContainText(/32,50\s€/);
    await expect(record).toContainText('pastiglie anteriori');
    await expect(history.getByText('1 intervento registrato')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    return { record };
  });

  await test.step('deleting asks first, then the history is empty again', async () => {
    // Deleting asks first, then the history is empty again.
    await record.getByRole('button', { name: /^Elimina/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare questo intervento?' });
    await expect(dialog).toContainText('Manutenzione freni');
    await dialog.getByRole('button', { name: 'Elimina l’intervento' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Intervento eliminato.')).toBeVisible();
    await expect(history.getByText('Nessun intervento registrato per questa bicicletta.')).toBeVisible();
  });
});
