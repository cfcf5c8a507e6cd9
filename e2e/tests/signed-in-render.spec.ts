import { apiToken, createBikeViaApi, expect, newPerson, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

/**
 * Issue #27 item 6: the bike page is rendered on the server for its signed-in owner, so the bike is on screen
 * before any script runs; the app then hydrates that very markup (no mismatch: the fixture fails on any console
 * error) from the answers the document came with, asking none of them again.
 */
test("the owner's bike page shows the bike before any script runs, and the app takes it over without asking again", async ({ page, browser }) => {
  const owner = await registerViaApi(page, newPerson('Marta'));
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Saetta Verde', brand: 'Colnago', type: 'road', serialNumber: 'CLN-5512-ZT' });
  await signInFresh(page, owner);

  // The same browser's cookies, with JavaScript off: what the document alone shows.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(`/bikes/${bike.id}`);
  await expect(plain.getByRole('heading', { level: 1, name: 'Saetta Verde' })).toBeVisible();
  await expect(plain.getByText('CLN-5512-ZT')).toBeVisible();
  await noScript.close();

  // With JavaScript: the page's own answers come with the document, none is asked for again.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/bikes/') || pathname.startsWith('/api/photos/') || pathname === '/api/users/me') asked.push(pathname);
  });
  await page.goto(`/bikes/${bike.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saetta Verde' })).toBeVisible();
  await expect(page.getByText('CLN-5512-ZT')).toBeVisible();
  // The app runs the page: a dialog's button opens its dialog.
  await page.getByRole('button', { name: 'Segnala il furto' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(asked).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test("another person's bike page is not rendered for them: the app's not-found answer, nothing of the bike", async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Piero'));
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Bolide Segreto', brand: 'Pinarello', type: 'road' });
  const other = await registerViaApi(page, newPerson('Irene'));
  await signInFresh(page, other);
  const response = await page.goto(`/bikes/${bike.id}`);
  expect(await response?.text()).not.toContain('Bolide Segreto');
  await expect(page.getByText('Bolide Segreto')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
