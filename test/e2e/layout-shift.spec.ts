import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';
import { recordLayoutShifts, recordedShifts } from '../../scripts/demo-heights/inPage';

// What arrives late at the foot of a page (the feedback form, loaded as the reader nears it) must
// arrive in the space kept for it: a reader who jumps to the end of a long page sees the page links
// and the footer appear where they stay. The crawl checks the demos (test/e2e/crawl.spec.ts).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the end of a page holds still when the reader jumps to it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto('/x/introduction/licensing/');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Previous page/ })).toBeInViewport();
    // Two frames: a shift is reported after the frame that lays it out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await recordedShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.map((shift) => shift.moved.join(', ')).join('\n')).toBeLessThan(0.005);
  });
}

// A grid whose first page comes from a (simulated) server is empty until the rows arrive: the rows
// must fill the space the grid holds, and nothing in the grid or around it may move, while the
// reader watches. Each case is a grid that starts empty, with a different loading overlay.
for (const { pathname, demo, firstRow } of [
  {
    pathname: '/x/react-data-grid/row-selection/',
    demo: 'ServerPaginationSelection',
    firstRow: /INV-3100/,
  },
  { pathname: '/x/react-data-grid/overlays/', demo: 'CircularLoading', firstRow: /Tromsø harbour/ },
  { pathname: '/x/react-data-grid/overlays/', demo: 'SkeletonLoading', firstRow: /Hana Novak/ },
]) {
  test(`the ${demo} grid holds still while its rows arrive (390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(pathname);
    const toolbar = page.getByRole('toolbar', { name: `${demo} demo toolbar` });
    // The demo is brought into view before it loads, so its whole life is on screen.
    const since = await toolbar.evaluate((element) => {
      element.closest('figure')?.scrollIntoView({ block: 'center' });
      return performance.now();
    });
    await expect(page.getByRole('row', { name: firstRow })).toBeVisible();
    // Two frames: a shift is reported after the frame that lays it out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = (await recordedShifts(page)).filter((shift) => shift.time >= since);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.map((shift) => shift.moved.join(', ')).join('\n')).toBeLessThan(0.001);
  });
}

// On a slow network the browser paints the start of a page before the rest has arrived. The table
// of contents comes after the article in the document: the article must already have its final
// width when only the part before the contents is there, or every line on screen reflows when they
// arrive. The page is served cut just before the contents, without scripts (as it is painted then).
test.describe('a page painted before its table of contents has arrived', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the article at its width (1280 px)', async ({ page }) => {
    const pathname = '/x/react-data-grid/row-selection/';
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pathname);
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    const full = await page.getByRole('article').boundingBox();

    await page.route(
      (url) => url.pathname === pathname,
      async (route) => {
        const html = await (await route.fetch()).text();
        const contents = html.indexOf('<nav class="toc"');
        expect(contents, 'the table of contents in the page').toBeGreaterThan(0);
        await route.fulfill({ contentType: 'text/html', body: html.slice(0, contents) });
      },
    );
    await page.goto(pathname);
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
    const early = await page.getByRole('article').boundingBox();
    expect(early?.width).toBe(full?.width);
    expect(early?.x).toBe(full?.x);
  });
});

// The app bar's controls sit at its end, after a flexible space: painted before the last of them
// had arrived, the search button would stand at the very end and then jump left as they came in.
// A server here sends the page up to the end of the search button, pauses as a slow network does,
// then sends the rest (other files come from the site as they are).
test('the app bar is painted whole, not before its last buttons have arrived (390 px)', async ({
  page,
  baseURL,
}) => {
  const pathname = '/x/introduction/licensing/';
  const html = await (await fetch(new URL(pathname, baseURL))).text();
  const search = html.indexOf('class="search-trigger"');
  expect(search, 'the search button in the page').toBeGreaterThan(0);
  const cut = html.indexOf('</button>', search) + '</button>'.length;
  const server = http.createServer((request, response) => {
    if (request.url === pathname) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 1500);
      return;
    }
    void fetch(new URL(request.url ?? '/', baseURL)).then(async (upstream) => {
      response.writeHead(upstream.status, {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(`http://localhost:${port}${pathname}`);
    await expect(page.getByRole('button', { name: 'Toggle settings drawer' })).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await recordedShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.map((shift) => shift.moved.join(', ')).join('\n')).toBe(0);
  } finally {
    server.close();
  }
});
