import type { Page } from '@playwright/test';
import { apiToken, bearer, createBikeViaApi, DEMO_ADMIN, expect, newPerson, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

// Issue #24 (item 5): names that cannot impersonate.

type Language = 'it' | 'en' | 'zh';
const text = {
  it: { staff: 'Staff Ritrova', recovered: 'Segna come ritrovata', hunterName: 'Nome Hunter', reserved: 'Questo nome è riservato' },
  en: { staff: 'Ritrova staff', recovered: 'Mark as recovered', hunterName: 'Hunter name', reserved: 'This name is reserved' },
  zh: { staff: 'Ritrova 工作人员', recovered: '标记为已找回', hunterName: 'Hunter 名称', reserved: '该名称为保留名称' },
} satisfies Record<Language, Record<string, string>>;

async function speak(page: Page, language: Language) {
  await page.evaluate((lng) => localStorage.setItem('ritrova_language', lng), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a sighting by Ritrova staff is badged beside the name on the bike page, in the recovery dialog and in the conversations, in it/en/zh, axe clean', async ({
  page,
}) => {
  const adminToken = await apiToken(page, DEMO_ADMIN);
  const owner = await registerViaApi(page, newPerson('Bianca'));
  const ownerToken = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, ownerToken, { name: 'Bici col badge', brand: 'Bianchi', type: 'city', purchaseValueCents: 50_000 });
  const uid = `04E7${Date.now().toString(16).toUpperCase().padStart(10, '0').slice(-10)}`;
  expect((await page.request.post('/api/admin/tags', { headers: bearer(adminToken), data: { uids: [uid], batch: 'e2e-role-badges' } })).status()).toBe(201);
  expect((await page.request.post('/api/tags/associate', { headers: bearer(ownerToken), data: { tagUid: uid } })).status()).toBe(200);
  expect((await page.request.post('/api/tags/assign-to-bike', { headers: bearer(ownerToken), data: { tagUid: uid, bikeId: bike.id } })).status()).toBe(200);
  expect((await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(ownerToken), data: {} })).status()).toBe(200);
  const seen = await page.request.post('/api/sightings', { headers: bearer(adminToken), data: { uid, note: 'Vista in via Torino' } });
  expect(seen.status(), await seen.text()).toBe(201);

  await signInFresh(page, owner);
  await page.goto(`/bikes/${bike.id}`);
  for (const language of ['it', 'en', 'zh'] as const) {
    await speak(page, language);
    const sighting = page.locator('#sightings-heading').locator('xpath=ancestor::section').getByRole('listitem').first();
    await expect(sighting).toContainText(text[language].staff);
    if (language === 'it') expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: text[language].recovered }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await expect(dialog).toContainText(text[language].staff);
    if (language === 'it') expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }

  // The owner writes to the staff finder: the badge stands beside them in the list and the thread.
  const sightings = (await (await page.request.get(`/api/bikes/${bike.id}/sightings`, { headers: bearer(ownerToken) })).json()) as {
    sightings: { id: string }[];
  };
  const started = await page.request.post(`/api/sightings/${sightings.sightings[0]?.id}/conversation`, {
    headers: bearer(ownerToken),
    data: { body: 'Grazie! Dove esattamente?' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
  for (const language of ['it', 'en', 'zh'] as const) {
    await page.goto('/messages');
    await speak(page, language);
    await expect(page.getByRole('main')).toContainText(text[language].staff);
    if (language === 'it') expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/messages/${conversationId}`);
    await expect(page.getByRole('main')).toContainText(text[language].staff);
    if (language === 'it') expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the sign-up form refuses a reserved Hunter name before sending, in it/en/zh', async ({ page }) => {
  await page.goto('/register?role=hunter');
  for (const language of ['it', 'en', 'zh'] as const) {
    await speak(page, language);
    const field = page.getByLabel(text[language].hunterName, { exact: true });
    await field.fill('Ritrova Support');
    await field.blur();
    await expect(page.getByText(text[language].reserved)).toBeVisible();
    if (language === 'it') expect(await seriousViolations(page)).toEqual([]);
  }
});
