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

// The source of /x/react-date-pickers/adapters-locale/'s DayOfWeekLabels demo as the reader gets
// it: formatted TypeScript, and the JavaScript generated from it at build time.
const DAY_OF_WEEK_LABELS = {
  ts: [
    "import * as React from 'react';",
    "import dayjs, { Dayjs } from 'dayjs';",
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    "import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';",
    '',
    'export default function DayOfWeekLabels() {',
    '  return (',
    '    <LocalizationProvider dateAdapter={AdapterDayjs}>',
    '      <DateCalendar',
    "        defaultValue={dayjs('2024-03-21')}",
    "        dayOfWeekFormatter={(day: Dayjs) => day.format('dd')}",
    '      />',
    '    </LocalizationProvider>',
    '  );',
    '}',
  ].join('\n'),
  js: [
    "import * as React from 'react';",
    "import dayjs from 'dayjs';",
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    "import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';",
    '',
    'export default function DayOfWeekLabels() {',
    '  return (',
    '    <LocalizationProvider dateAdapter={AdapterDayjs}>',
    '      <DateCalendar',
    "        defaultValue={dayjs('2024-03-21')}",
    "        dayOfWeekFormatter={(day) => day.format('dd')}",
    '      />',
    '    </LocalizationProvider>',
    '  );',
    '}',
  ].join('\n'),
};
const LOCALE_PAGE = '/x/react-date-pickers/adapters-locale/';

test.describe('demo source code', () => {
  test('is not page data: it is fetched once as the demo loads, shown in TS and JS and copied exactly', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sourceRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/static/demo-sources/DayOfWeekLabels.'))
        sourceRequests.push(sent.url());
    });
    await page.goto(LOCALE_PAGE);

    // Neither the HTML's page data nor the data of client-side navigation holds any demo code.
    const inline = (await page.locator('script#__NEXT_DATA__').textContent()) ?? '';
    const data = JSON.parse(inline) as {
      buildId: string;
      props: { pageProps: { data: { markdown: { demos: Record<string, object> } } } };
    };
    const demos = data.props.pageProps.data.markdown.demos;
    expect(Object.keys(demos.DayOfWeekLabels).sort()).toEqual([
      'heights',
      'id',
      'imports',
      'lines',
      'name',
      'sourceUrl',
    ]);
    expect(demos.DayOfWeekLabels).toMatchObject({ lines: { ts: 16, js: 16 } });
    const navigationData = await request.get(
      `/_next/data/${data.buildId}/x/react-date-pickers/adapters-locale.json`,
    );
    expect(navigationData.status()).toBe(200);
    // Every demo's code has a default export; the prose of the page names none.
    for (const text of [inline, await navigationData.text()]) {
      expect(text).not.toContain('export default function');
      expect(text).not.toContain("day.format('dd')");
    }

    // The source file is requested as the demo starts loading, before any click.
    const demo = page.locator('[data-demo="DayOfWeekLabels"]');
    expect(sourceRequests).toEqual([]);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
    await expect.poll(() => sourceRequests.length).toBe(1);

    await demo.getByRole('button', { name: 'Show code' }).click();
    const tsCode = demo.locator('pre[data-language="tsx"]');
    await expect(tsCode).toBeVisible();
    expect(await tsCode.textContent()).toBe(DAY_OF_WEEK_LABELS.ts);
    await expect(tsCode.locator('.token').first()).toBeAttached();

    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const jsCode = demo.locator('pre[data-language="jsx"]');
    await expect(jsCode).toBeVisible();
    expect(await jsCode.textContent()).toBe(DAY_OF_WEEK_LABELS.js);

    await demo.getByRole('button', { name: 'Copy the code' }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DAY_OF_WEEK_LABELS.js);
    await demo.getByRole('button', { name: 'TS', exact: true }).click();
    await expect(demo.getByRole('button', { name: 'Copy the code' })).toBeVisible({
      timeout: 2500,
    });
    await demo.getByRole('button', { name: 'Copy the code' }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DAY_OF_WEEK_LABELS.ts);
    expect(sourceRequests).toHaveLength(1);
  });

  test.describe('when the source cannot be fetched', () => {
    // The blocked request is reported on the console by the browser itself.
    test.use({ allowedConsoleErrors: /Failed to load resource/ });

    test('the code frame says so with a retry, and the retry shows the code', async ({ page }) => {
      let blocked = true;
      await page.route('**/static/demo-sources/DayOfWeekLabels.*', (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await page.goto(LOCALE_PAGE);
      const demo = page.locator('[data-demo="DayOfWeekLabels"]');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 20_000 });
      await demo.getByRole('button', { name: 'Show code' }).click();
      const problem = demo.getByRole('alert');
      await expect(problem).toHaveText('The code could not be loaded. Retry');
      blocked = false;
      await problem.getByRole('button', { name: 'Retry' }).click();
      const tsCode = demo.locator('pre[data-language="tsx"]');
      await expect(tsCode).toBeVisible();
      expect(await tsCode.textContent()).toBe(DAY_OF_WEEK_LABELS.ts);
      // The demo and the page kept working.
      await expect(demo.locator('.MuiDateCalendar-root')).toBeVisible();
    });
  });
});
