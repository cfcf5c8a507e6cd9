import { expect, test } from './fixtures.js';
// Temporary: screenshots of the reward figure (not committed).
test('shots', async ({ page }) => {
  const res = await page.request.get('/api/stolen');
  const items = ((await res.json()) as { items: Array<{ publicId: string }> }).items;
  const id = items[0]?.publicId;
  expect(id).toBeTruthy();
  for (const lang of ['it', 'en', 'zh']) {
    await page.context().addCookies([{ name: 'ritrova_language', value: lang, url: test.info().project.use.baseURL ?? '' }]);
    for (const [w, h, n] of [[390, 844, 'phone'], [1280, 900, 'desktop']] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/rubate/${id}`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.screenshot({ path: `/tmp/w1-shot-page-${lang}-${n}.png` });
      await page.goto(`/rubate/${id}/poster`);
      await page.screenshot({ path: `/tmp/w1-shot-poster-${lang}-${n}.png`, fullPage: true });
    }
  }
});
