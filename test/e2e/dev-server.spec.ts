import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';

// How maintainers work: `next dev` must open every page type with no hydration error and no issue
// in the development overlay (a mismatch the production build would only log shows there in red),
// and an edit to an MDX page or a demo must show in the open page without a reload.
// The dev server runs beside the export the other tests share (with the fixture pages, as the
// export has them). It must start fast: the first page's HTML within FIRST_HTML_MS of starting
// it and that page hydrated with its first demo working within FIRST_DEMO_MS (both with room for
// a loaded machine; docs/development.md has the times on an idle one), and no request may answer
// 404. The test's own timeouts are well above those limits, so a slow start fails on the limit,
// with the time it took, rather than on a timeout.

const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3400);
const ROOT = path.resolve(__dirname, '..', '..');
const FIRST_HTML_MS = 60_000;
const FIRST_DEMO_MS = 120_000;
/** The first page opened: a Data Grid guide, whose first demo is near the top. */
const FIRST_PAGE = '/x/react-data-grid/editing/';
const PAGES = [
  '/',
  '/x/',
  FIRST_PAGE,
  '/x/api/data-grid/data-grid/',
  '/zh/x/react-date-pickers/date-picker/',
  '/getting-started/installation/',
];

test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 });

let server: ChildProcess | null = null;
/** When `next dev` was started, and how long its first page's HTML took. */
let startedAt = 0;
let firstHtmlMs = 0;
let firstDemoMs = 0;

/** Waits until `url` answers with HTML; fails on a 404 or an error status. */
async function waitForPage(url: string, deadline: number) {
  while (Date.now() < deadline) {
    let status = 0;
    try {
      const response = await fetch(url);
      await response.text();
      status = response.status;
    } catch {
      // Not listening yet.
    }
    if (status === 200) return;
    if (status !== 0) throw new Error(`next dev answered ${status} for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next dev did not answer at ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  startedAt = Date.now();
  server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(DEV_PORT)],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_FIXTURES: '1' },
      stdio: 'ignore',
    },
  );
  // The first request is the first page itself: what a maintainer opens after `npm run dev`.
  await waitForPage(`http://localhost:${DEV_PORT}${FIRST_PAGE}`, Date.now() + 7 * 60_000);
  firstHtmlMs = Date.now() - startedAt;
  console.log(`next dev: first page's HTML after ${firstHtmlMs} ms`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** What the page reported: hydration warnings, uncaught errors and requests that answered 404. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404: ${response.url()}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      /hydrat|did not match|Did not expect|Expected server HTML/i.test(text)
    ) {
      problems.push(`console: ${text.slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  return problems;
}

/** The number of issues the Next.js development overlay shows (0 when it shows none). */
async function overlayIssues(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? '';
    const match = /(\d+)\s*Issues?/.exec(text);
    return match ? Number(match[1]) : 0;
  });
}

// The first page opened: its first demo must work, and no request may answer 404. The start-up
// limits are asserted by the last test, so a slow start does not hide the other checks.
test('next dev opens its first page with its first demo working, with no 404', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(`http://localhost:${DEV_PORT}${FIRST_PAGE}`, { timeout: 4 * 60_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 4 * 60_000,
  });
  // The first demo, a Data Grid, loads as it nears the viewport and shows its rows.
  const grid = page.getByRole('grid').first();
  await grid.scrollIntoViewIfNeeded({ timeout: 4 * 60_000 });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 4 * 60_000 });
  firstDemoMs = Date.now() - startedAt;
  console.log(`next dev: first page hydrated with its first demo after ${firstDemoMs} ms`);
  // Late requests (the rest of the page's chunks) must not answer 404 either.
  await page.waitForTimeout(1000);
  expect(await overlayIssues(page)).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});

for (const [scheme, direction] of [
  ['light', 'ltr'],
  ['dark', 'rtl'],
] as const) {
  test(`next dev opens every page type without a hydration error (${scheme}, ${direction})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    if (direction === 'rtl') {
      await context.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
    }
    const page = await context.newPage();
    const problems = watch(page);
    for (const pathname of PAGES) {
      await page.goto(`http://localhost:${DEV_PORT}${pathname}`, { timeout: 4 * 60_000 });
      await page.waitForFunction(
        () => document.documentElement.hasAttribute('data-hydrated'),
        null,
        {
          timeout: 60_000,
        },
      );
      // The last parts released finish hydrating in the tasks after the mark.
      await page.waitForTimeout(500);
      // Demos hydrate when they come near: bring the whole page into view once.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1500);
      expect(await overlayIssues(page), `${pathname}: issues in the dev overlay`).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

// `next dev` resolves edited code's imports through its own demo index (docs/development.md):
// a prop added to a demo shows, a package of another part of the site loads, and an import no demo
// has is named.
test('next dev runs edited demo code, with the modules any demo of the site imports', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(`http://localhost:${DEV_PORT}/x/test-fixtures/live-editing/`, {
    timeout: 4 * 60_000,
  });
  const demo = page.locator('[data-demo="LiveGrid"]');
  await demo.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 60_000 });
  await demo.getByRole('button', { name: 'Edit code' }).click();
  const editor = demo.getByRole('textbox');
  await expect(editor).not.toHaveValue('', { timeout: 60_000 });
  const original = await editor.inputValue();
  await editor.fill(original.replace(/<DataGrid(\s)/, '<DataGrid checkboxSelection$1'));
  await expect(demo.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible({
    timeout: 30_000,
  });
  // A module only the charts pages' demos import: it loads from their part of the site.
  await editor.fill(
    `import { Gauge } from '@mui/x-charts/Gauge';\n\nexport default function Edited() {\n  return <Gauge value={42} width={160} height={160} />;\n}\n`,
  );
  await expect(demo.locator('svg').getByText('42')).toBeVisible({ timeout: 30_000 });
  await editor.fill(
    `import leftPad from 'left-pad';\n\nexport default function Edited() {\n  return <p>{leftPad('7', 3, '0')}</p>;\n}\n`,
  );
  await expect(demo.getByRole('alert')).toContainText('"left-pad" cannot be imported here', {
    timeout: 30_000,
  });
  expect(problems).toEqual([]);
  await context.close();
});

const FIXTURE = path.join(ROOT, 'test/fixtures/docs/x/test-fixtures/dev-refresh');
const FIRST = 'This sentence was written while the page was open.';
const SECOND = 'This sentence replaced it a moment later.';

type MarkedWindow = Window & { devRefreshMarker?: number };

test('next dev shows edits to an MDX page and to its demo without reloading the page', async ({
  browser,
}) => {
  const mdxFile = path.join(FIXTURE, 'index.mdx');
  const demoFile = path.join(FIXTURE, 'RefreshDemo.tsx');
  const mdx = await fs.readFile(mdxFile, 'utf8');
  const demo = await fs.readFile(demoFile, 'utf8');
  const withSentence = (sentence: string) =>
    mdx.replace('removes it afterwards.', `removes it afterwards.\n\n${sentence}`);
  expect(withSentence(FIRST)).not.toBe(mdx);
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const problems = watch(page);
  const paragraph = (text: string) => page.locator('.article-part p', { hasText: text });
  const notReloaded = () => page.evaluate(() => (window as MarkedWindow).devRefreshMarker);
  try {
    await page.goto(`http://localhost:${DEV_PORT}/x/test-fixtures/dev-refresh/`, {
      timeout: 4 * 60_000,
    });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 60_000,
    });
    const button = page.getByRole('button', { name: /^Pressed \d+ times$/ });
    await expect(button).toHaveText('Pressed 0 times', { timeout: 60_000 });
    await button.click();
    await button.click();
    await expect(button).toHaveText('Pressed 2 times');
    // A reload would start a new window object without this mark.
    await page.evaluate(() => {
      (window as MarkedWindow).devRefreshMarker = 1;
    });
    await expect(paragraph(FIRST)).toHaveCount(0);

    // The page's text: its props are fetched again and the new paragraph appears in place. The
    // first change after start recompiles the route, on a busy machine while Turbopack may still
    // be writing its cache, so it gets more time than the next one.
    let start = Date.now();
    await fs.writeFile(mdxFile, withSentence(FIRST));
    await expect(paragraph(FIRST)).toHaveText(FIRST, { timeout: 90_000 });
    console.log(`first MDX edit shown after ${Date.now() - start} ms`);
    expect(await notReloaded()).toBe(1);
    // The demo was not remounted by the new props: its state is still there.
    await expect(page.getByRole('button', { name: 'Pressed 2 times' })).toBeVisible();

    start = Date.now();
    await fs.writeFile(mdxFile, withSentence(SECOND));
    await expect(paragraph(SECOND)).toHaveText(SECOND, { timeout: 30_000 });
    console.log(`second MDX edit shown after ${Date.now() - start} ms`);
    await expect(paragraph(FIRST)).toHaveCount(0);
    expect(await notReloaded()).toBe(1);

    // The demo's code: Fast Refresh swaps the component and keeps its state. The first client
    // update after start also waits for the route's client code to be recompiled.
    start = Date.now();
    await fs.writeFile(demoFile, demo.replace('Pressed {count} times', 'Pushed {count} times'));
    await expect(page.getByRole('button', { name: 'Pushed 2 times' })).toBeVisible({
      timeout: 90_000,
    });
    console.log(`demo edit shown after ${Date.now() - start} ms`);
    expect(await notReloaded()).toBe(1);
    await expect(paragraph(SECOND)).toHaveCount(1);
    expect(await overlayIssues(page)).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await fs.writeFile(mdxFile, mdx);
    await fs.writeFile(demoFile, demo);
    await context.close();
  }
});

test('next dev served its first page and first demo within the start-up limits', () => {
  expect(firstHtmlMs, `first page's HTML after ${firstHtmlMs} ms`).toBeGreaterThan(0);
  expect(firstHtmlMs, `first page's HTML after ${firstHtmlMs} ms`).toBeLessThanOrEqual(
    FIRST_HTML_MS,
  );
  expect(firstDemoMs, 'the first page was opened').toBeGreaterThan(0);
  expect(firstDemoMs, `first demo working after ${firstDemoMs} ms`).toBeLessThanOrEqual(
    FIRST_DEMO_MS,
  );
});
