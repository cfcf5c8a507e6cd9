import type { Locator, Page } from '@playwright/test';
import { apiToken, bearer, createBikeViaApi, expect, newPerson, registerViaApi, seriousViolations, signIn, signInFresh, test } from './fixtures.js';

// Inventory tags of the demo data this file may use (others belong to other spec files).
const TAG_ASSIGN = '04A1B2C3D4E501';
const TAG_THEFT = '04A1B2C3D4E502';
const TAG_AXE = '04A1B2C3D4E505';

/** Step 1 of a tag: it joins the account (as the NFC scan page does). */
async function associateTagViaApi(page: Page, token: string, tagUid: string) {
  const res = await page.request.post('/api/tags/associate', { headers: bearer(token), data: { tagUid } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Step 2 of a tag: it goes on one of the account's bikes. */
async function assignTagViaApi(page: Page, token: string, tagUid: string, bikeId: string) {
  const res = await page.request.post('/api/tags/assign-to-bike', { headers: bearer(token), data: { tagUid, bikeId } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until the owner has `count` unread alerts (a scan's sighting is written just after the answer). */
async function waitForUnreadAlerts(page: Page, token: string, count: number) {
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/notifications', { headers: bearer(token) });
      return ((await res.json()) as { unread: number }).unread;
    })
    .toBe(count);
}

/** The figure of a stat card ("Avvisi", "Biciclette", …). */
function statValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Riepilogo' })
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test('a tag on the account is assigned from the dashboard table, protects the bike, and comes back to the table when removed', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Tiziana'));
  const token = await apiToken(page, owner);
  await createBikeViaApi(page, token, { name: 'Bici col tag', brand: 'Bianchi', type: 'city' });
  await associateTagViaApi(page, token, TAG_ASSIGN);
  await signInFresh(page, owner);

  const table = page.getByRole('region', { name: 'I tuoi tag da assegnare' });
  await expect(table.getByRole('link', { name: 'Scansiona un tag' })).toHaveAttribute('href', '/nfc-scan');
  const row = table.getByRole('row', { name: new RegExp(TAG_ASSIGN) });
  await expect(row).toContainText('Sul tuo account');
  const selector = table.getByRole('combobox', { name: `Assegna il tag ${TAG_ASSIGN} a una bicicletta` });
  // Only bikes without a tag are offered.
  await expect(selector.getByRole('option')).toHaveText(['Scegli una bicicletta…', 'Bici col tag']);
  await selector.selectOption({ label: 'Bici col tag' });

  await expect(table.getByRole('status').filter({ hasText: 'Tag assegnato con successo alla bicicletta.' })).toBeVisible();
  await expect(table.getByText('Non hai tag da assegnare.', { exact: false })).toBeVisible();
  const item = page.getByRole('region', { name: 'Le tue biciclette' }).getByRole('link', { name: /Bici col tag/ });
  await expect(item).toContainText('Protetta');
  // The banner goes after 5 s.
  await expect(table.getByText('Tag assegnato con successo alla bicicletta.')).toHaveCount(0, { timeout: 8_000 });

  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bici col tag' })).toBeVisible();
  await expect(page.getByText('Protetta', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assegna tag' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rimuovi dalla bici' }).click();
  const unpair = page.getByRole('dialog', { name: `Rimuovere il tag ${TAG_ASSIGN} da «Bici col tag»?` });
  await unpair.getByRole('button', { name: 'Rimuovi il tag' }).click();
  await expect(page.getByText(`Tag ${TAG_ASSIGN} rimosso dalla bicicletta.`)).toBeVisible();
  await expect(page.getByText('Serve NFC', { exact: true })).toBeVisible();

  // Assign tag lists it again; choosing it puts it back on the bike.
  await page.getByRole('button', { name: 'Assegna tag' }).click();
  const assign = page.getByRole('dialog', { name: 'Assegna un tag a «Bici col tag»' });
  await assign.getByRole('button', { name: new RegExp(TAG_ASSIGN) }).click();
  await expect(assign).toHaveCount(0);
  await expect(page.getByText('Protetta', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi dalla bici' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rimuovi il tag' }).click();
  await expect(page.getByText('Serve NFC', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(table.getByRole('row', { name: new RegExp(TAG_ASSIGN) })).toBeVisible();
  await expect(item).toContainText('Serve NFC');
});

test('an owner reports a bike stolen with a reward, is alerted of a sighting, reads it and marks the bike recovered', async ({ page }) => {
  const { token } = await test.step("set-up: an owner's road bike with a tag; signed in, no alerts yet", async () => {
    const owner = await registerViaApi(page, newPerson('Franco'));
    const token = await apiToken(page, owner);
    const bike = await createBikeViaApi(page, token, { name: 'Bici da ritrovare', brand: 'Colnago', type: 'road', purchaseValueCents: 129_990 });
    await associateTagViaApi(page, token, TAG_THEFT);
    await assignTagViaApi(page, token, TAG_THEFT, bike.id);
    await signInFresh(page, owner);
    await expect(statValue(page, 'Avvisi')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Avvisi' }).getByText(/^Nessun avviso/)).toBeVisible();
    return { token };
  });

  const { dialog } = await test.step('the owner reports the theft with the suggested reward raised to 150 €', async () => {
    await page.getByRole('link', { name: /Bici da ritrovare/ }).click();
    await expect(page.getByText('Protetta', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avvistamenti' })).toHaveCount(0);
    await page
      .getByRole('button', { name: 'Segna il furto' })
      .or(page.getByRole('button', { name: 'Segnala il furto' }))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Segnala il furto di «Bici da ritrovare»' });
    // The reward is the report's last step, after when/where and the circumstances (all optional).
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog).toContainText('Passo 2 di 3');
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog).toContainText('Passo 3 di 3');
    await expect(dialog.getByText(/^Ti consigliamo il 10% del valore della bici da nuova: 130\s€$/)).toBeVisible();
    await expect(dialog).toContainText('il 65% della ricompensa');
    await expect(dialog).toContainText('il 35% come commissione di servizio');
    await expect(dialog).toContainText('recupero fisico della bici è confermato');
    await expect(dialog).toContainText('entro 12 mesi');
    expect(await seriousViolations(page)).toEqual([]);
    const reward = dialog.getByLabel('Ricompensa (€)');
    await expect(reward).toHaveAttribute('step', '1');
    await expect(reward).toHaveAttribute('min', '0');
    await dialog.getByRole('button', { name: /^Usa 130\s€$/ }).click();
    await expect(reward).toHaveValue('130');
    await reward.fill('150');
    await dialog.getByRole('button', { name: 'Conferma la segnalazione' }).click();
    return { dialog };
  });

  const { sightings, item } = await test.step('the owner pays later: the bike page and the dashboard show it stolen with its reward', async () => {
    await expect(page.getByText('«Bici da ritrovare» è stata segnalata come rubata.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // A reward is paid in a new tab; the owner chooses to pay later.
    const payment = page.getByRole('dialog', { name: 'Completa il pagamento della ricompensa' });
    await expect(payment.getByRole('link', { name: /Vai al pagamento/ })).toHaveAttribute('href', /\/checkout\/[0-9a-f-]{36}$/);
    await payment.getByRole('button', { name: 'Più tardi' }).click();
    await expect(payment).toHaveCount(0);
    await expect(page.getByText('In attesa di pagamento')).toBeVisible();
    await expect(page.getByText('Rubata', { exact: true })).toBeVisible();
    await expect(page.getByText(/Ricompensa: 150\s€/)).toBeVisible();
    await expect(page.getByText(/^Rubata il \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Segnala il furto' })).toHaveCount(0);
    const sightings = page.getByRole('region', { name: 'Avvistamenti' });
    await expect(sightings.getByText(/^Nessun avvistamento finora/)).toBeVisible();

    await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
    const item = page.getByRole('link', { name: /Bici da ritrovare/ });
    await expect(item).toContainText('Rubata');
    await expect(item).toContainText(/150\s€/);
    return { sightings, item };
  });

  const { alert } = await test.step('someone without an account scans the tag: the owner has one alert and marks it read', async () => {
    // Someone without an account scans the tag where the bike is.
    const scan = await page.request.post('/api/tags/verify', { data: { uid: TAG_THEFT, location: { latitude: 45.46427, longitude: 9.18951, accuracy: 15 } } });
    expect(scan.status()).toBe(200);
    expect(((await scan.json()) as { status: string }).status).toBe('stolen');
    await waitForUnreadAlerts(page, token, 1);

    await page.reload();
    await expect(statValue(page, 'Avvisi')).toHaveText('1');
    const alerts = page.getByRole('region', { name: 'Avvisi' });
    // The count is a status; so is the list's loading line while it refreshes.
    await expect(alerts.getByRole('status').filter({ hasText: 'avviso' })).toHaveText('Hai 1 avviso non letto.');
    // One entry for the bike (its kinds of sighting are a list inside the entry).
    const alert = alerts.locator('ul').first().locator(':scope > li');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Nuovo');
    await expect(alert).toContainText('«Bici da ritrovare» è stata avvistata');
    await alert.getByRole('button', { name: 'Segna come letto' }).click();
    await expect(alerts.getByRole('status')).toHaveText('Hai letto tutti gli avvisi.');
    await expect(alert).not.toContainText('Nuovo');
    await expect(alert.getByRole('button', { name: 'Segna come letto' })).toHaveCount(0);
    await expect(statValue(page, 'Avvisi')).toHaveText('0');
    return { alert };
  });

  const { sighting } = await test.step("the alert opens the bike's sightings: the scan, its place and the map", async () => {
    await alert.getByRole('link', { name: 'Vedi gli avvistamenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bici da ritrovare' })).toBeVisible();
    const sighting = sightings.getByRole('listitem');
    await expect(sighting).toHaveCount(1);
    await expect(sighting).toContainText('Scansione del tag');
    await expect(sighting).toContainText('Posizione approssimativa (~100 m)');
    await expect(sighting).toContainText('45.464, 9.190');
    await expect(sighting).toContainText("Chi l'ha vista non ha chiesto di essere contattato.");
    // The map loads only when asked for (issue #26).
    await sightings.getByRole('button', { name: 'Mostra la mappa' }).click();
    await expect(sightings.getByRole('region', { name: 'Mappa degli avvistamenti' })).toBeVisible();
    return { sighting };
  });

  await test.step('the owner marks the bike recovered: protected again, the sightings kept', async () => {
    await page.getByRole('button', { name: 'Segna come ritrovata' }).click();
    const recovered = page.getByRole('dialog', { name: 'Segnare «Bici da ritrovare» come ritrovata?' });
    await recovered.getByRole('button', { name: "Sì, l'ho ritrovata" }).click();
    await expect(page.getByText('Bicicletta segnalata come ritrovata con successo.')).toBeVisible();
    await expect(page.getByText('Ritrovata', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Rubata il/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Segna come ritrovata' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Segnala il furto' })).toBeVisible();
    // The sightings stay as the history of the theft.
    await expect(sighting).toHaveCount(1);

    await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
    await expect(item).toContainText('Protetta');
    await expect(item).not.toContainText(/150\s€/);
  });
});

test('the demo owner sees the stolen "Corsa della domenica" with its 620 € reward', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.ritrova.it', 'Demo-Owner-2026!');
  await expect(page).toHaveURL(/\/dashboard$/);
  const item = page.getByRole('link', { name: /Corsa della domenica/ });
  await expect(item).toContainText('Rubata');
  await expect(item).toContainText(/620\s€/);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corsa della domenica' })).toBeVisible();
  await expect(page.getByText(/Ricompensa: 620\s€/)).toBeVisible();
  await expect(page.getByText(/^Rubata il/)).toBeVisible();
  await expect(page.getByText('04D3E0A1B2C302', { exact: true }).first()).toBeVisible();
  // Exact: other spec files may have scanned the demo tag, which adds the sightings map region.
  await expect(page.getByRole('region', { name: 'Avvistamenti', exact: true })).toBeVisible();
  await expect(page.getByText('In attesa di pagamento')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Segna come ritrovata' })).toBeVisible();
});

test('axe finds no serious or critical violation on a stolen bike with a sighting, and on the dashboard with a tag and an alert', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Ilaria'));
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: 'Bici per axe furto', brand: 'Legnano', type: 'city', purchaseValueCents: 60_000 });
  await associateTagViaApi(page, token, TAG_AXE);
  await assignTagViaApi(page, token, TAG_AXE, bike.id);
  const stolen = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(token), data: { reward: 60 } });
  expect(stolen.status(), await stolen.text()).toBe(200);
  const seen = await page.request.post('/api/sightings', {
    data: {
      uid: TAG_AXE,
      location: { latitude: 45.07049, longitude: 7.68682 },
      shareExact: true,
      note: 'Legata davanti alla stazione',
      contactConsent: true,
      contactEmail: 'passante@example.com',
    },
  });
  expect(seen.status(), await seen.text()).toBe(201);

  await signInFresh(page, owner);
  await page.goto(`/bikes/${bike.id}`);
  const sighting = page.getByRole('region', { name: 'Avvistamenti' }).getByRole('listitem');
  await expect(sighting).toContainText('Segnalazione');
  await expect(sighting).toContainText('Posizione esatta');
  await expect(sighting).toContainText('45.070490, 7.686820');
  await expect(sighting).toContainText('Legata davanti alla stazione');
  await expect(sighting).toContainText("Chi l'ha vista accetta di essere contattato tramite Ritrova.");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mostra la mappa' }).click();
  await expect(page.getByRole('region', { name: 'Mappa degli avvistamenti' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Segna come ritrovata' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Segnala tag perso' }).click();
  await expect(page.getByRole('dialog', { name: `Segnalare il tag ${TAG_AXE} come perso?` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Off the bike, the tag is back in the dashboard table; the alert is there too.
  await page.getByRole('button', { name: 'Rimuovi dalla bici' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rimuovi il tag' }).click();
  await expect(page.getByRole('button', { name: 'Assegna tag' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page.getByRole('region', { name: 'I tuoi tag da assegnare' }).getByRole('row', { name: new RegExp(TAG_AXE) })).toBeVisible();
  // One entry for the bike (its kinds of sighting are a list inside the entry).
  await expect(page.getByRole('region', { name: 'Avvisi' }).locator('ul').first().locator(':scope > li')).toHaveCount(1);
  await expect(statValue(page, 'Avvisi')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone the pages fit the width.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('region', { name: 'Avvisi' }).getByRole('button', { name: 'Segna tutti come letti' }).click();
  await expect(page.getByRole('region', { name: 'Avvisi' }).getByRole('status')).toHaveText('Hai letto tutti gli avvisi.');
  await expect(statValue(page, 'Avvisi')).toHaveText('0');
  await page.goto(`/bikes/${bike.id}`);
  await page.getByRole('button', { name: 'Mostra la mappa' }).click();
  await expect(page.getByRole('region', { name: 'Mappa degli avvistamenti' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
