import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import handler from 'serve-handler';
import { test, expect } from './fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * The worker registers only when the host contains the docs domain (`mui.com`), so this file serves
 * a copy of the export as http://mui.com.localhost:<port>: `mui.com` itself is on Chromium's HSTS
 * preload list (http would be upgraded to https), while a `.localhost` name resolves to this machine
 * and is a secure context, which service workers need. The copy can then be changed and its worker
 * regenerated to play "a new build is served".
 */
const DOCS_HOST = 'mui.com.localhost';
const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'out');
const PAGE = '/x/introduction/licensing/';
const UNVISITED = '/x/introduction/support/';
/** A guide whose first demo is a grid without checkboxes (and whose other demos use Pro). */
const DEMO_PAGE = '/x/react-data-grid/row-selection/';
const DEMO = 'SingleRowSelection';

test.describe.configure({ mode: 'serial' });

test('the worker is not registered on localhost', async ({ page }) => {
  await page.goto(PAGE);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(registrations).toEqual([]);
});

/** A static server over a folder that can be stopped hard (network down) and started again. */
class SiteServer {
  private server: http.Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly folder: string) {}

  async start() {
    const server = http.createServer((request, response) =>
      handler(request, response, {
        public: this.folder,
        cleanUrls: true,
        trailingSlash: true,
        directoryListing: false,
        headers: [
          // Like a CDN in front of the export: HTML and the worker are always revalidated.
          { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
        ],
      }),
    );
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

function setMarker(site: string, text: string) {
  const file = path.join(site, PAGE, 'index.html');
  const html = fs.readFileSync(file, 'utf8').replace(/<p id="build-marker">[^<]*<\/p>/, '');
  // Outside #__next, so hydration leaves it alone.
  fs.writeFileSync(file, html.replace('</body>', `<p id="build-marker">${text}</p></body>`));
}

function buildWorker(site: string, env: Record<string, string> = {}) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--only', 'service-worker', '--out', site],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    },
  );
}

/** Evaluates in the page, or gives null while the page is reloading. */
async function tryEvaluate<T>(page: Page, fn: () => Promise<T> | T): Promise<T | null> {
  try {
    return await page.evaluate(fn);
  } catch {
    return null;
  }
}

const ourCaches = () =>
  caches.keys().then((keys) => keys.filter((key) => key.startsWith('mui-x-docs')).sort());

test.describe('service worker on the docs domain', () => {
  let site: string;
  let server: SiteServer;
  let browser: Browser;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-site-'));
    fs.cpSync(OUT, site, { recursive: true });
    setMarker(site, 'Build A');
    buildWorker(site);
    server = new SiteServer(site);
    await server.start();
    origin = `http://${DOCS_HOST}:${server.port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        `--host-resolver-rules=MAP ${DOCS_HOST} 127.0.0.1`,
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  test("a visited page's demos can be edited offline", async () => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    // Room for every file the page loads in the resource timeline (250 by default).
    await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const page = await context.newPage();
    const hydrated = () => page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });

    // First visit: the worker installs. The next load is served by it.
    await page.goto(`${origin}${DEMO_PAGE}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await hydrated();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const demo = page.locator(`[data-demo="${DEMO}"]`);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 30_000 });

    // The page loads its demos' sources and modules in idle time; wait until the worker holds every
    // script and demo source the page has loaded, and no new one has come for a while.
    let settled = '';
    await expect
      .poll(
        async () => {
          const state = await page.evaluate(async () => {
            const scripts = performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((url) =>
                /^\/(_next\/static|static\/demo-sources)\//.test(new URL(url).pathname),
              );
            const missing: string[] = [];
            for (const url of scripts) if (!(await caches.match(url))) missing.push(url);
            const kept = (await caches.keys()).filter((key) =>
              key.startsWith('mui-x-docs-chunks-'),
            );
            const chunks = kept.length ? (await (await caches.open(kept[0])).keys()).length : 0;
            return `${scripts.length} files, ${missing.length} not cached, ${chunks} kept on use`;
          });
          const done = state === settled && / 0 not cached/.test(state) && !/ 0 kept/.test(state);
          settled = state;
          return done;
        },
        { timeout: 90_000, intervals: [3000] },
      )
      .toBe(true);

    // Network off (the browser offline and the server down): the page reloads from the worker and
    // its demo can be edited.
    await context.setOffline(true);
    await server.stop();
    await page.reload();
    await hydrated();
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 30_000 });
    await expect(demo.getByRole('checkbox')).toHaveCount(0);
    await demo.getByRole('button', { name: 'Edit code' }).click();
    const editor = demo.getByRole('textbox');
    await expect(editor).not.toHaveValue('', { timeout: 30_000 });
    const original = await editor.inputValue();
    expect(original).toMatch(/<DataGrid\s/);
    await editor.fill(original.replace(/<DataGrid(\s)/, '<DataGrid checkboxSelection$1'));
    await expect(demo.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible({
      timeout: 10_000,
    });

    // A package another demo of the page imports (the Pro grid) was kept as well.
    await editor.fill(
      original
        .replace(
          "import { DataGrid } from '@mui/x-data-grid';",
          "import { DataGridPro as DataGrid } from '@mui/x-data-grid-pro';",
        )
        .replace(/<DataGrid(\s)/, '<DataGrid checkboxSelection$1'),
    );
    // The Pro grid marks itself with the licence watermark the free one never shows.
    await expect(demo.getByText(/MUI X \w+ license key/)).toBeVisible({ timeout: 10_000 });
    await expect(demo.getByRole('alert')).toHaveCount(0);
    await expect(demo.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible();

    // A package no demo of the page imports was not kept: a message names it, the demo stays.
    await editor.fill(
      `import { LineChart } from '@mui/x-charts/LineChart';\nconsole.info(LineChart);\n${original}`,
    );
    await expect(demo.getByRole('alert')).toContainText(
      '"@mui/x-charts/LineChart" could not be loaded: the browser is offline',
      { timeout: 10_000 },
    );
    await expect(demo.locator('.MuiDataGrid-root')).toBeVisible();
    await context.close();
    await server.start();
  });

  test('registers under /x/, works offline, updates to a new build, and the kill switch unregisters', async () => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await context.newPage();

    // 1. Registration under /x/.
    await page.goto(`${origin}${PAGE}`);
    await expect(page.locator('#build-marker')).toHaveText('Build A');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${origin}/x/`, script: `${origin}/x/sw.js` });

    // 2. The next load goes through the worker, which keeps a copy of the page.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.locator('#build-marker')).toHaveText('Build A');

    // 3. Network down: the visited page loads from the cache, an unvisited one shows the offline page.
    await server.stop();
    await page.reload();
    await expect(page.locator('#build-marker')).toHaveText('Build A');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Licensing');
    await page.goto(`${origin}${UNVISITED}`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.goto(`${origin}${PAGE}`);
    await expect(page.locator('#build-marker')).toHaveText('Build A');
    const oldCaches = await page.evaluate(ourCaches);

    // 4. A new build is served while the old page is open: skip waiting, reload on focus.
    setMarker(site, 'Build B');
    buildWorker(site);
    await server.start();
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.bringToFront();
    await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration('/x/');
      await current?.update();
    });
    await expect(page.locator('#build-marker')).toHaveText('Build B', { timeout: 60_000 });
    expect(
      await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    // The old build's page cache is gone, a new one replaces it.
    const oldPages = oldCaches.filter((key) => key.startsWith('mui-x-docs-pages-'));
    expect(oldPages).toHaveLength(1);
    await expect
      .poll(async () => {
        const keys = (await tryEvaluate(page, ourCaches)) ?? [];
        return keys.filter((key) => key.startsWith('mui-x-docs-pages-')).length === 1 &&
          !keys.includes(oldPages[0])
          ? 'replaced'
          : keys.join(', ');
      })
      .toBe('replaced');

    // Never the old build after that, online or offline.
    await page.reload();
    await expect(page.locator('#build-marker')).toHaveText('Build B');
    await server.stop();
    await page.reload();
    await expect(page.locator('#build-marker')).toHaveText('Build B');

    // 5. Kill switch: the no-op worker deletes the caches and unregisters. A kill-switch build's
    // pages register nothing (unit-tested); here the pages still register, so the check runs from
    // /x/offline.html, a page of the scope without scripts.
    buildWorker(site, { NEXT_PUBLIC_SERVICE_WORKER: 'off' });
    await server.start();
    await page.goto(`${origin}/x/offline.html`);
    await tryEvaluate(page, async () => {
      const current = await navigator.serviceWorker.getRegistration('/x/');
      await current?.update();
    });
    const state = () =>
      tryEvaluate(page, async () => ({
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).filter((key) => key.startsWith('mui-x-docs')).length,
        controlled: navigator.serviceWorker.controller !== null,
      }));
    await expect.poll(async () => (await state())?.caches, { timeout: 30_000 }).toBe(0);
    // Once its last page is gone, the registration is gone too.
    await page.goto('about:blank');
    await page.goto(`${origin}/x/offline.html`);
    await expect
      .poll(state, { timeout: 30_000 })
      .toEqual({ registrations: 0, caches: 0, controlled: false });
    // The site still works, straight from the network.
    await page.goto(`${origin}${PAGE}`);
    await expect(page.locator('#build-marker')).toHaveText('Build B');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await context.close();
  });
});
