import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Member history on the MUI X API pages (data/api-history): "since" badges, the "members added
// after version …" filter and the /x/api/changes/ page, in English and Chinese.
//
// `resizeThrottleMs` is a DataGrid prop added in 7.1, `estimatedRowCount` one added in 7.3, and
// `checkboxSelection` has been there since 7.0.

const DATA_GRID = '/x/api/data-grid/data-grid/';

function filterOf(page: Page, name: string) {
  return page.getByRole('combobox', { name });
}

test('a DataGrid prop added after 7.0 shows its badge, and the version filter hides older rows', async ({
  page,
}) => {
  await page.goto(DATA_GRID);
  const added = page.locator('tr#prop-resizeThrottleMs');
  await expect(added.locator('.badge[data-tone="since"]')).toHaveText('since 7.1');
  await expect(page.locator('tr#prop-estimatedRowCount')).toContainText('since 7.3');
  await expect(page.locator('tr#prop-checkboxSelection .badge[data-tone="since"]')).toHaveCount(0);

  const filter = filterOf(page, 'Show members added after version');
  await expect(filter).toHaveValue('');
  await expect(filter.locator('option')).toHaveText([
    'All',
    '7.0',
    '7.1',
    '7.2',
    '7.3',
    '7.4',
    '7.5',
    '7.6',
    '7.7',
    '7.8',
    '7.9',
    '7.10',
    '7.11',
  ]);

  // After 7.0: the 7.0 props are hidden, the 7.1 prop stays.
  await filter.selectOption('7.0');
  await expect(page.locator('tr#prop-checkboxSelection')).toBeHidden();
  await expect(page.locator('tr#prop-rows')).toBeHidden();
  await expect(added).toBeVisible();
  await expect(page.locator('tr#prop-estimatedRowCount')).toBeVisible();

  // After 7.1: the prop added in 7.1 is hidden too, the 7.3 one stays.
  await filter.selectOption('7.1');
  await expect(added).toBeHidden();
  await expect(page.locator('tr#prop-estimatedRowCount')).toBeVisible();

  // Every section follows the filter: no slot of DataGrid came after 7.11, so it says so.
  await filter.selectOption('7.11');
  await expect(page.locator('tr#slot-toolbar')).toBeHidden();
  await expect(page.locator('#slots + .api-history-section .api-history-none')).toBeVisible();

  // All: every row is back.
  await filter.selectOption('');
  await expect(page.locator('tr#prop-checkboxSelection')).toBeVisible();
  await expect(page.locator('#slots + .api-history-section .api-history-none')).toBeHidden();
});

test('the filter is in the exported HTML, set to All, so nothing moves on load', async ({
  request,
}) => {
  const html = await (await request.get(DATA_GRID)).text();
  expect(html).toMatch(/<select[^>]*><option value="" selected="">All<\/option>/);
  expect(html).toContain('class="api-history-scope"');
  expect(html).toMatch(/<tr id="prop-resizeThrottleMs" data-after="7.0">/);
});

test('a deprecated member names its replacement, linked to its row', async ({ page }) => {
  await page.goto('/x/api/charts/bar-chart/');
  const legend = page.locator('tr#prop-legend');
  await expect(legend.locator('.badge[data-tone="deprecated"]')).toHaveText('deprecated in 6.19');
  await legend.getByRole('link', { name: 'slotProps.legend' }).click();
  await expect(page).toHaveURL(/\/x\/api\/charts\/bar-chart\/#prop-slotProps$/);
});

test('the changes page lists the prop under its minor and links to its row', async ({ page }) => {
  await page.goto(DATA_GRID);
  await page.getByRole('link', { name: 'API changes by version' }).click();
  await expect(page).toHaveURL(/\/x\/api\/changes\/$/);
  await expect(page).toHaveTitle('API changes in v7 - MUI X');
  await expect(page.getByRole('heading', { level: 1, name: 'API changes in v7' })).toBeVisible();

  const v71 = page.locator('section[aria-labelledby="v7-1"]');
  await expect(v71.getByRole('heading', { level: 2 })).toContainText('Version 7.1');
  const link = v71
    .locator('li[data-item="DataGrid"]')
    .getByRole('link', { name: 'resizeThrottleMs', exact: true });
  await expect(link).toHaveAttribute('href', '/x/api/data-grid/data-grid/#prop-resizeThrottleMs');
  // Not under another minor.
  await expect(
    page
      .locator('section[aria-labelledby="v7-3"] li[data-item="DataGrid"]')
      .getByRole('link', { name: 'resizeThrottleMs', exact: true }),
  ).toHaveCount(0);
  await expect(
    page
      .locator('section[aria-labelledby="v7-3"] li[data-item="DataGrid"]')
      .getByRole('link', { name: 'estimatedRowCount', exact: true }),
  ).toHaveCount(1);

  await link.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-resizeThrottleMs$/);
  await expect(page.locator('#prop-resizeThrottleMs')).toBeInViewport();
});

test('in Chinese: badge, filter and changes page', async ({ page }) => {
  await page.goto(`/zh${DATA_GRID}`);
  await expect(page.locator('tr#prop-resizeThrottleMs .badge[data-tone="since"]')).toHaveText(
    '自 7.1 起',
  );
  const filter = filterOf(page, '只显示此版本之后新增的成员');
  await filter.selectOption('7.0');
  await expect(page.locator('tr#prop-checkboxSelection')).toBeHidden();
  await expect(page.locator('tr#prop-resizeThrottleMs')).toBeVisible();
  await filter.selectOption('7.1');
  await expect(page.locator('tr#prop-resizeThrottleMs')).toBeHidden();

  await page.getByRole('link', { name: '各版本的 API 变更' }).click();
  await expect(page).toHaveURL(/\/zh\/x\/api\/changes\/$/);
  const v71 = page.locator('section[aria-labelledby="v7-1"]');
  await expect(v71.getByRole('heading', { level: 2 })).toContainText('版本 7.1');
  await expect(
    v71
      .locator('li[data-item="DataGrid"]')
      .getByRole('link', { name: 'resizeThrottleMs', exact: true }),
  ).toHaveAttribute('href', '/zh/x/api/data-grid/data-grid/#prop-resizeThrottleMs');
});

test('search shows a member history badge', async ({ page }) => {
  await page.goto('/x/react-data-grid/getting-started/');
  const input = page.getByRole('combobox', { name: /Search the docs/ });
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press('Control+k');
    await expect(input).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await input.fill('resizeThrottleMs');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('DataGrid › resizeThrottleMs');
  await expect(first.locator('.badge[data-tone="since"]')).toHaveText('since 7.1');
});
