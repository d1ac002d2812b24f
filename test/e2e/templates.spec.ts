import { test, expect } from './fixtures';

/** Requests of a page for a stylesheet of web fonts other than the icon font. */
async function fontRequests(page: import('@playwright/test').Page, url: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const target = request.url();
    if (/fonts\.googleapis\.com\/css2/.test(target)) requested.push(target);
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return requested;
}

test('the Onepirate template loads its two extra fonts, in English and Chinese', async ({
  page,
}) => {
  for (const url of [
    '/getting-started/templates/onepirate/',
    '/zh/getting-started/templates/onepirate/',
  ]) {
    const requested = await fontRequests(page, url);
    expect(requested, url).toHaveLength(1);
    expect(requested[0]).toContain('family=Roboto+Condensed');
    expect(requested[0]).toContain('family=Work+Sans');
  }
});

test('no other page requests the extra fonts', async ({ page }) => {
  for (const url of ['/', '/x/', '/getting-started/templates/pricing/', '/x/react-charts/']) {
    expect(await fontRequests(page, url), url).toEqual([]);
  }
});

test('the Onepirate demo renders live', async ({ page }) => {
  await page.goto('/getting-started/templates/onepirate/');
  const demo = page.locator('[data-demo="OnepirateTemplate"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This demo failed to render' }),
  ).toHaveCount(0);
});
