import { test, expect } from '../fixtures';
test('probe2', async ({ page }) => {
  await page.goto('/x/test-fixtures/demo-behaviour/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const before = await page.evaluate(() => Array.from(document.querySelectorAll('figure[data-demo]'), (f) => `${f.getAttribute('data-demo')} ${Math.round(f.getBoundingClientRect().height)}`));
  for (const f of await page.locator('figure[data-demo]').all()) { await f.scrollIntoViewIfNeeded(); await page.waitForTimeout(1500); }
  const after = await page.evaluate(() => Array.from(document.querySelectorAll('figure[data-demo]'), (f) => `${f.getAttribute('data-demo')} ${Math.round(f.querySelector('.demo-stage').getBoundingClientRect().height)} loaded=${!!f.querySelector('[data-demo-loaded=true]')}`));
  console.log(before, after);
});
