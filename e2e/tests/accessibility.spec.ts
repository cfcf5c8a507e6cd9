import { expect, registerViaApi, seriousViolations, signIn, test } from './fixtures.js';

for (const path of ['/', '/login', '/register']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on /dashboard', async ({ page }) => {
  const person = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, person.email);
  await expect(page.getByRole('heading', { name: /^Ciao, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in form works with the keyboard alone, on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('owner@demo.ritrova.it');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo-Owner-2026!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Ciao, Marco/ })).toBeVisible();
});
