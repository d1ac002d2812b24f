import fs from 'node:fs';
import path from 'node:path';
import { OUT } from '../../scripts/site-files';
import { test, expect } from './fixtures';

// The core API reference (/api-docs/…) generated from @mui/material, in both languages.

test('the Button API page: title, import, filter, prop anchor and inheritance', async ({
  page,
}) => {
  await page.goto('/api-docs/button/');
  await expect(page).toHaveTitle('Button API - Material UI');
  await expect(page.getByRole('heading', { level: 1, name: 'Button API' })).toBeVisible();
  await expect(page.getByText("import Button from '@mui/material/Button';")).toBeVisible();
  await expect(page.getByText("import { Button } from '@mui/material';")).toBeVisible();

  const props = page.getByRole('region', { name: 'Props' });
  const variant = props.getByRole('row', { name: /^variant/ });
  await expect(variant).toHaveAttribute('id', 'prop-variant');
  await expect(variant).toContainText("'text'");

  // The filter keeps only the rows whose name contains the text.
  const filter = page.getByRole('searchbox', { name: 'Filter by name: Props' });
  await filter.fill('disable');
  await expect(props.getByRole('row')).toHaveCount(4); // header + disabled, disableElevation, disableFocusRipple
  await expect(props.getByRole('row', { name: /^variant/ })).toHaveCount(0);
  await filter.fill('');
  await expect(props.getByRole('row', { name: /^variant/ })).toBeVisible();

  // A prop name links to its own row.
  await props.getByRole('link', { name: 'variant', exact: true }).click();
  await expect(page).toHaveURL(/\/api-docs\/button\/#prop-variant$/);
  await expect(page.locator('#prop-variant')).toBeInViewport();

  // Inherited ButtonBase props lead to their rows on the ButtonBase page.
  await page.getByRole('link', { name: 'disableRipple', exact: true }).click();
  await expect(page).toHaveURL(/\/api-docs\/button-base\/#prop-disableRipple$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ButtonBase API' })).toBeVisible();

  await page.goto('/api-docs/button/');
  await expect(page.getByRole('region', { name: 'CSS classes' })).toContainText('.MuiButton-root');
  await expect(page.getByRole('link', { name: 'Buttons', exact: true }).first()).toBeVisible();
});

test('the Chinese Button API page and its navigation entry', async ({ page }) => {
  await page.goto('/zh/api-docs/button/');
  await expect(page.getByRole('heading', { level: 1, name: 'Button API' })).toBeVisible();
  const props = page.getByRole('region', { name: '属性' }).first();
  await page.getByRole('searchbox', { name: '按名称筛选: 属性' }).fill('variant');
  await expect(props.getByRole('row')).toHaveCount(2);
  await props.getByRole('link', { name: 'variant', exact: true }).click();
  await expect(page).toHaveURL(/\/zh\/api-docs\/button\/#prop-variant$/);
  // The core drawer lists the page under "组件 API", linking to the Chinese twin.
  const entry = page.locator('a[href="/zh/api-docs/button/"]').first();
  await expect(entry).toHaveCount(1);
});

test('a hook page: useMediaQuery parameters and return value', async ({ page }) => {
  await page.goto('/api-docs/use-media-query/');
  await expect(page).toHaveTitle('useMediaQuery API - Material UI');
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByRole('row', { name: /^queryInput/ })).toContainText('Required');
  await expect(parameters.locator('[id="parameter-options.noSsr"]')).toContainText('false');
  await expect(page.getByRole('heading', { level: 2, name: /Return value/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responsive UI' }).first()).toBeVisible();
});

test('the useAutocomplete page links to the demo built on the hook', async ({ page }) => {
  await page.goto('/api-docs/use-autocomplete/');
  await page.getByRole('link', { name: 'Autocomplete', exact: true }).last().click();
  await expect(page).toHaveURL(/\/components\/autocomplete\/$/);
  // Demos load when they near the viewport.
  await page
    .getByRole('heading', { level: 2, name: /Building your own with useAutocomplete/ })
    .scrollIntoViewIfNeeded();
  const input = page.getByRole('combobox', { name: 'Fruit' });
  await input.fill('ap');
  await expect(page.getByRole('option')).toHaveText(['Apple', 'Apricot', 'Grape']);
  await page.getByRole('option', { name: 'Grape' }).click();
  await expect(page.getByText('Selected: Grape')).toBeVisible();
});

test('core API pages are in the sitemap in both languages', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  for (const url of ['/api-docs/button/', '/zh/api-docs/button/', '/api-docs/use-autocomplete/']) {
    expect(sitemap).toContain(`${url}</loc>`);
  }
});

// The MUI X reference (/x/api/…) generated from the @mui/x-* 7.12.0 packages.

test('anchors below the long DataGrid tables land exactly, on load and from the contents', async ({
  page,
}) => {
  // The tables' later parts are laid out only near the viewport, with estimated heights.
  const top = (id: string) =>
    page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id);
  for (const id of ['slots', 'classes', 'prop-onRowEditStop', 'classes-columnHeader']) {
    await page.goto(`/x/api/data-grid/data-grid/#${id}`);
    // 84 px: the headings' and rows' scroll margin below the app bar.
    await expect.poll(() => top(id)).toBeCloseTo(84, 0);
  }
  await page.goto('/x/api/data-grid/data-grid/');
  // The table of contents' link (the heading's own anchor comes first in the document, far down a
  // page whose tables are still being laid out as it scrolls there).
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page).toHaveURL(/#slots$/);
  await expect.poll(() => top('slots')).toBeCloseTo(84, 0);
  // Later parts of the props table are tables of the same columns, laid out on the way.
  await expect(page.locator('#prop-rows')).toBeAttached();
  expect(await page.locator('.api-table-part').count()).toBeGreaterThan(5);
});

test('the DataGrid API page: filter, prop anchor, layout toggle and demo link', async ({
  page,
}) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.getByRole('heading', { level: 1, name: 'DataGrid API' })).toBeVisible();
  await expect(page.getByText("import { DataGrid } from '@mui/x-data-grid';")).toBeVisible();
  const props = page.getByRole('region', { name: 'Props' });
  await page.getByRole('searchbox', { name: 'Filter by name: Props' }).fill('checkbox');
  const checkbox = props.getByRole('row', { name: /^checkboxSelection/ });
  await expect(checkbox).toContainText('false');
  await expect(props.getByRole('row', { name: /^columns/ })).toHaveCount(0);

  await props.getByRole('link', { name: 'checkboxSelection', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
  await expect(page.locator('#prop-checkboxSelection')).toBeInViewport();

  // The expanded list keeps the anchors and is remembered across pages and reloads.
  const layout = page.getByRole('group', { name: 'Layout: Props' });
  await layout.getByRole('button', { name: 'Expanded list' }).click();
  await expect(layout.getByRole('button', { name: 'Expanded list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('li#prop-checkboxSelection')).toContainText('boolean');
  await expect(page.locator('li#slot-cell')).toContainText('.MuiDataGrid-cell');
  await page.reload();
  await expect(page.locator('li#prop-rows')).toBeVisible();
  await page
    .getByRole('group', { name: 'Layout: Slots' })
    .getByRole('button', { name: 'Table' })
    .click();
  await expect(page.locator('tr#prop-rows')).toBeVisible();

  // Demos lead back to the docs page that uses the component.
  await page.getByRole('heading', { level: 2, name: /^Demos/ }).scrollIntoViewIfNeeded();
  await page.locator('#demos + ul').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/demo\/$/);
});

test('API pages of the other products, in Chinese and English', async ({ page }) => {
  await page.goto('/zh/x/api/date-pickers/date-picker/');
  await expect(page.getByRole('heading', { level: 1, name: 'DatePicker API' })).toBeVisible();
  await expect(page.locator('#prop-value')).toBeAttached();
  await expect(page.locator('#slot-actionBar')).toBeAttached();
  await expect(page.getByRole('group', { name: '布局: 插槽' })).toBeVisible();

  // An interface page: methods with signatures, the plan of Pro-only members.
  await page.goto('/x/api/data-grid/grid-api/');
  await page.getByRole('searchbox', { name: 'Filter by name: Methods' }).fill('setRows');
  await expect(page.locator('#method-setRows')).toContainText('(rows: GridRowModel[]) => void');

  await page.goto('/x/api/tree-view/tree-view/');
  await expect(page.getByRole('heading', { level: 1, name: 'TreeView API' })).toBeVisible();
  await page.goto('/x/api/charts/bar-chart/');
  await expect(page.locator('#prop-series')).toContainText('Required');
});
