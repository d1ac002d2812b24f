import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/** Serves the stand-in tag script; events stay readable in `dataLayer`. */
async function routeAnalytics(page: Page) {
  await page.route(GTAG_SCRIPT, (route) =>
    route.fulfill({
      path: path.join(__dirname, '..', 'fixtures', 'ads', 'gtag.js'),
      contentType: 'text/javascript',
    }),
  );
}

/** Every gtag call so far, as arrays. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

async function events(page: Page, name: string): Promise<Array<Record<string, unknown>>> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === name)
    .map((call) => call[2] as Record<string, unknown>);
}

test.beforeEach(async ({ page }) => {
  await routeAnalytics(page);
});

test('loads the tag script and sends page_view with the product ids on load', async ({ page }) => {
  await page.goto('/x/react-data-grid/getting-started/');
  await expect.poll(() => page.evaluate(() => 'gtag' in window)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __gtagFixtureLoaded?: boolean }).__gtagFixtureLoaded),
    )
    .toBe(true);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  const [pageView] = await events(page, 'page_view');
  expect(pageView).toEqual({
    page_title: await page.title(),
    page_location: expect.stringMatching(/\/x\/react-data-grid\/getting-started$/),
    productId: 'x-data-grid',
    productCategoryId: 'x',
  });
  const config = (await gtagCalls(page)).find((call) => call[0] === 'config');
  expect(config).toEqual(['config', 'G-E2ETEST00', { send_page_view: false }]);
});

test('sends page_view again after a client navigation, with the new product', async ({ page }) => {
  await page.goto('/x/test-fixtures/ad-layout/');
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect((await events(page, 'page_view'))[0]).toMatchObject({
    productId: 'x-general',
    productCategoryId: 'x',
  });
  // A full reload would lose this marker; a client navigation keeps it.
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Charts overview' }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(2);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const [, second] = await events(page, 'page_view');
  expect(second).toEqual({
    page_title: await page.title(),
    page_location: expect.stringMatching(/\/x\/react-charts$/),
    productId: 'x-charts',
    productCategoryId: 'x',
  });
});

test('sends a click event from a data-ga-event-* element', async ({ page }) => {
  await page.goto('/x/test-fixtures/ad-layout/');
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Tracked button';
    button.dataset.gaEventCategory = 'e2e';
    button.dataset.gaEventAction = 'press';
    button.dataset.gaEventLabel = 'tracked-button';
    document.querySelector('article')?.prepend(button);
  });
  await page.getByRole('button', { name: 'Tracked button' }).click();
  await expect
    .poll(() => events(page, 'e2e'))
    .toEqual([{ eventAction: 'press', eventLabel: 'tracked-button' }]);
});

test('sets the user properties', async ({ page }) => {
  await page.goto('/x/test-fixtures/ad-layout/');
  await expect
    .poll(async () =>
      Object.keys(
        Object.assign(
          {},
          ...(await gtagCalls(page))
            .filter((call) => call[0] === 'set' && call[1] === 'user_properties')
            .map((call) => call[2]),
        ),
      ).sort(),
    )
    .toEqual([
      'codeStylingVariant',
      'codeVariant',
      'colorScheme',
      'colorSchemeOS',
      'devicePixelRatio',
      'userLanguage',
    ]);
});

test('sends an ad click event from the ad slot', async ({ page }) => {
  await page.goto('/x/test-fixtures/ad-layout/');
  const slot = page.locator('[data-ad-slot="image"]');
  await expect(slot).toHaveAttribute('data-ad-state', /^(in-house|appeal)$/, { timeout: 10_000 });
  const label = await slot.getAttribute('data-ga-event-label');
  expect(label).toMatch(/^(in-house|appeal)-image$/);
  // Keep the reader on the page: the ad link opens the advertiser's site.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
  );
  await slot.locator('a, [role="note"]').first().click();
  await expect
    .poll(() => events(page, 'ad'))
    .toContainEqual({ eventAction: 'click', eventLabel: label });
});
