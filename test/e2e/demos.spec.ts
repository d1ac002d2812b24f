import { test, expect } from './fixtures';

// One page per product: every demo on it must load and render without an error boundary message.
const PAGES = [
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
];

for (const pathname of PAGES) {
  test(`every demo of ${pathname} renders`, async ({ page, request }) => {
    const response = await request.get(pathname);
    test.info().annotations.push({ type: 'status', description: String(response.status()) });
    expect(response.status(), `${pathname} is exported`).toBe(200);
    await page.goto(pathname);
    const demos = page.locator('[data-demo]');
    const count = await demos.count();
    for (let index = 0; index < count; index += 1) {
      const demo = demos.nth(index);
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
      // A grid shows its column headers from the first render (a runtime that delivers the
      // grid's first layout update late leaves the header row empty).
      const grids = demo.locator('.MuiDataGrid-root');
      for (let grid = 0; grid < (await grids.count()); grid += 1) {
        await expect(grids.nth(grid).getByRole('columnheader').first()).toBeVisible();
      }
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'This demo failed to render' }),
    ).toHaveCount(0);
  });
}

test('demos load only when they near the viewport, in the space reserved for them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/x/react-data-grid/getting-started/');
  const demo = page.locator('[data-demo="BasicDataGrid"]');
  const before = await demo.boundingBox();
  await expect(demo.locator('[data-demo-loaded="false"]')).toBeAttached();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const after = await demo.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(8);
});

test('the /x/ gallery runs one live demo of each product and links to its docs', async ({
  page,
}) => {
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/x/`);
    const cards = page.locator('[data-gallery-demo]');
    await expect(cards).toHaveCount(4);
    for (const [title, docs, live] of [
      ['Data Grid', '/x/react-data-grid/', page.locator('.MuiDataGrid-row').first()],
      ['Date and Time Pickers', '/x/react-date-pickers/', page.getByRole('grid')],
      ['Tree View', '/x/react-tree-view/', page.getByRole('treeitem', { name: 'Europe' })],
      ['Charts', '/x/react-charts/', page.locator('[data-gallery-demo="Charts"] svg rect').first()],
    ] as const) {
      const card = page.locator(`[data-gallery-demo="${title}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
      await expect(live.first()).toBeVisible({ timeout: 20_000 });
      await expect(
        card.getByRole('link', { name: new RegExp(`Read the ${title} docs`) }),
      ).toHaveAttribute('href', `${prefix}${docs}`);
    }
  }
  // The grid's rows respond: sorting by a column reorders them.
  await page.goto('/x/');
  const grid = page.locator('[data-gallery-demo="Data Grid"]');
  await grid.scrollIntoViewIfNeeded();
  await grid.getByRole('columnheader', { name: 'Seats' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText('Charts');
});

test("the article's typography stops at a demo's stage", async ({ page }) => {
  await page.goto('/x/react-tree-view/accessibility/');
  const demo = page.locator('[data-demo="LabelledTree"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
  const style = (element: Element) => {
    const computed = getComputedStyle(element);
    return { marginTop: computed.marginTop, fontSize: computed.fontSize };
  };
  // The demo's `<Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>` is styled by
  // Material UI alone: no top margin and subtitle1's 1rem, not the article's 32 px and 1.25rem.
  const heading = demo.getByRole('heading', { name: 'Help contents', level: 3 });
  expect(await heading.evaluate(style)).toEqual({ marginTop: '0px', fontSize: '16px' });
  expect(await heading.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('8px');
  // The article's own headings keep their typography.
  const articleHeading = page.getByRole('heading', { name: 'Give the tree a name', level: 2 });
  expect(await articleHeading.evaluate(style)).toEqual({ marginTop: '40px', fontSize: '24px' });
});
