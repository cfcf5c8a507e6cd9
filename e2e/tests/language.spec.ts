import { expect, test } from './fixtures.js';

test('the chosen language is kept across reloads (English, then Chinese), Italian by default', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await page.getByRole('combobox', { name: 'Lingua' }).first().selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('ritrova_language'))).toBe('en');

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('zh');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('server errors appear in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Lingua' }).first().selectOption('en');
  await page.getByLabel('Email').fill('owner@demo.ritrova.it');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
});
