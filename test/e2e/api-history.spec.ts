import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Member history on the MUI X API pages (data/api-history): "since" badges, the "hide members
// added after version …" filter and the /x/api/changes/ page, in English and Chinese.
//
// `resizeThrottleMs` is a DataGrid prop added in 7.1, `estimatedRowCount` one added in 7.3, and
// `checkboxSelection` has been there since 7.0; the slot `columnHeaderSortIcon` came in 7.8 and
// the CSS class `columnHeader--last` in 7.3. ContinuousColorLegend appeared in 7.11.

const DATA_GRID = '/x/api/data-grid/data-grid/';

function filterOf(page: Page, name: string) {
  return page.getByRole('combobox', { name });
}

test('a DataGrid prop added after 7.0 shows its badge, and the filter at 7.0 hides it', async ({
  page,
}) => {
  await page.goto(DATA_GRID);
  const added = page.locator('tr#prop-resizeThrottleMs');
  const later = page.locator('tr#prop-estimatedRowCount');
  const old = page.locator('tr#prop-checkboxSelection');
  await expect(added.locator('.badge[data-tone="since"]')).toHaveText('since 7.1');
  await expect(later.locator('.badge[data-tone="since"]')).toHaveText('since 7.3');
  await expect(old.locator('.badge[data-tone="since"]')).toHaveCount(0);

  const filter = filterOf(page, 'Hide members added after version');
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
    '7.12',
  ]);
  // All hides nothing.
  await expect(added).toBeVisible();
  await expect(later).toBeVisible();

  // A reader on 7.0: what came later is hidden in every section, the 7.0 members stay.
  await filter.selectOption('7.0');
  await expect(added).toBeHidden();
  await expect(later).toBeHidden();
  await expect(old).toBeVisible();
  await expect(page.locator('tr#prop-rows')).toBeVisible();
  await expect(page.locator('tr#slot-columnHeaderSortIcon')).toBeHidden();
  await expect(page.locator('tr#slot-toolbar')).toBeVisible();
  await expect(page.locator('tr[id="classes-columnHeader--last"]')).toBeHidden();
  await expect(page.locator('tr#classes-root')).toBeVisible();
  // Every section of DataGrid has 7.0 members: none is ever empty, so none has a note.
  await expect(page.locator('.api-history-none')).toHaveCount(0);

  // At its own version the prop is back; the 7.3 one still waits.
  await filter.selectOption('7.1');
  await expect(added).toBeVisible();
  await expect(later).toBeHidden();
  await filter.selectOption('7.3');
  await expect(later).toBeVisible();
  await expect(page.locator('tr#slot-columnHeaderSortIcon')).toBeHidden();

  // The expanded list follows the same choice.
  await filter.selectOption('7.0');
  await page
    .getByRole('group', { name: 'Layout: Props' })
    .getByRole('button', { name: 'Expanded list' })
    .click();
  await expect(page.locator('li#prop-resizeThrottleMs')).toBeHidden();
  await expect(page.locator('li#prop-checkboxSelection')).toBeVisible();
  await page
    .getByRole('group', { name: 'Layout: Props' })
    .getByRole('button', { name: 'Table' })
    .click();

  // The keyboard reaches and changes the select: from 7.0, one step down is 7.1.
  await filter.focus();
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('7.1');
  await expect(added).toBeVisible();

  // All: every row is back.
  await filter.selectOption('');
  await expect(later).toBeVisible();
  await expect(page.locator('tr#slot-columnHeaderSortIcon')).toBeVisible();
});

test('a section with nothing in the chosen version says so', async ({ page }) => {
  await page.goto('/x/api/charts/continuous-color-legend/');
  const filter = filterOf(page, 'Hide members added after version');
  const props = page.locator('#props + .api-history-section');
  const note = page.locator('#props + .api-history-section + .api-history-none');
  await expect(props).toBeVisible();
  await expect(note).toBeHidden();

  await filter.selectOption('7.10');
  await expect(props).toBeHidden();
  await expect(note).toBeVisible();
  await expect(note).toHaveText('Nothing in this section is available in .');
  // The version is printed by the stylesheet, from the variable the filter sets.
  expect(
    await note
      .locator('.api-history-version')
      .evaluate((span) => getComputedStyle(span, '::before').content),
  ).toBe('"7.10"');
  // What assistive technology reads, generated content included.
  expect(await note.ariaSnapshot()).toBe(
    '- paragraph: Nothing in this section is available in 7.10.',
  );

  await filter.selectOption('7.11');
  await expect(props).toBeVisible();
  await expect(note).toBeHidden();
});

test('the filter is in the exported HTML, set to All, so nothing moves on load', async ({
  request,
}) => {
  const html = await (await request.get(DATA_GRID)).text();
  expect(html).toMatch(/<select[^>]*><option value="" selected="">All<\/option>/);
  expect(html).toContain('<div class="api-history-scope">');
  expect(html).toContain('<tr id="prop-resizeThrottleMs" data-since="7.1">');
  expect(html).toContain('<tr id="prop-checkboxSelection">');
  // The rules are generated into the inline stylesheet, one selector per minor.
  expect(html).toContain(".api-history-scope[data-hide~='7.12'] [data-since='7.12']");
});

test('a deprecated member names its replacement, linked to its row', async ({ page }) => {
  await page.goto('/x/api/charts/bar-chart/');
  const legend = page.locator('tr#prop-legend');
  await expect(legend.locator('.badge[data-tone="deprecated"]')).toHaveText('deprecated in 6.19');
  // Deprecated members are not hidden by the filter: their badge already tells.
  await filterOf(page, 'Hide members added after version').selectOption('7.0');
  await expect(legend).toBeVisible();
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
  const filter = filterOf(page, '隐藏此版本之后新增的成员');
  await expect(filter.locator('option').first()).toHaveText('全部');
  await filter.selectOption('7.0');
  await expect(page.locator('tr#prop-resizeThrottleMs')).toBeHidden();
  await expect(page.locator('tr#prop-checkboxSelection')).toBeVisible();
  await filter.selectOption('7.1');
  await expect(page.locator('tr#prop-resizeThrottleMs')).toBeVisible();

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
