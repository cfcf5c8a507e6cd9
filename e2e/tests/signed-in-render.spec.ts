import { apiToken, appReady, bearer, createBikeViaApi, expect, newPerson, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

/**
 * Issue #27 item 6: the bike page, the dashboard and the hunts are rendered on the server for their signed-in person, so the data is on screen
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

test("the dashboard shows the owner's bikes, and the hunts page a Hunter's offered hunt, before any script runs; the app takes both over", async ({
  page,
  browser,
}) => {
  const owner = await registerViaApi(page, newPerson('Bruna'));
  const token = await apiToken(page, owner);
  const stamp = Date.now().toString(36);
  const bike = await createBikeViaApi(page, token, { name: `Gazzella ${stamp}`, brand: 'Atala', type: 'city' });
  const reported = await page.request.post(`/api/bikes/${bike.id}/report-stolen`, { headers: bearer(token), data: { reward: 90 } });
  const paymentId = ((await reported.json()).paymentUrl as string).split('/checkout/')[1];
  expect((await page.request.post(`/api/payments/${paymentId}/confirm`, { headers: bearer(token) })).status()).toBe(200);
  await signInFresh(page, owner);

  // JavaScript off, the same cookies: the dashboard's document alone lists the bike.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto('/dashboard');
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(plain.getByText(bike.name).first()).toBeVisible();
  await noScript.close();

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/bikes/my-bikes', '/api/user/stats', '/api/users/me', '/api/hunts', '/api/hunter/hunts'].includes(pathname)) asked.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByText(bike.name).first()).toBeVisible();
  // The app has taken the page over without asking for its answers again; its refresh button asks for them.
  await appReady(page);
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  await expect.poll(() => asked.includes('/api/bikes/my-bikes')).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // A Hunter: the offered hunt is in the hunts page's first HTML, and the app runs the page (the tabs answer).
  const hunter = await registerViaApi(page, newPerson('Tino'));
  await signInFresh(page, hunter);
  asked.length = 0;
  const hunterCookies = await page.context().storageState();
  const hunterNoScript = await browser.newContext({ javaScriptEnabled: false, storageState: hunterCookies });
  const hunterPlain = await hunterNoScript.newPage();
  await hunterPlain.goto('/hunter/hunts');
  await expect(hunterPlain.getByRole('heading', { level: 3, name: bike.name })).toBeVisible();
  await hunterNoScript.close();

  await page.goto('/hunter/hunts');
  await expect(page.getByRole('heading', { level: 3, name: bike.name })).toBeVisible();
  await page.getByRole('tab', { name: /Attive/ }).click();
  await expect(page).toHaveURL(/tab=active/);
  expect(asked).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a browser that kept only the refresh cookie (its storage cleared) stays on the page rendered for its owner, and the app carries on', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Livia'));
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Airone Blu', brand: 'Bianchi', type: 'city' });
  await signInFresh(page, owner);
  // What Safari does to a site's storage after days away: the session in localStorage is gone, the cookie stays.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard');
  await expect(page.getByText('Airone Blu').first()).toBeVisible();
  await appReady(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken') !== null)).toBe(true);
  // The app asks with the restored session: the bike's page opens from the dashboard.
  await page
    .getByRole('link', { name: /Airone Blu/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/bikes/${bike.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Airone Blu' })).toBeVisible();
});
