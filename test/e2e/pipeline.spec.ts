import fs from 'node:fs';
import path from 'node:path';
import { OUT, startupScriptFiles } from '../../scripts/site-files';
import { test, expect } from './fixtures';

const FIXTURE = '/x/test-fixtures/demo-behaviour/';
const GETTING_STARTED = '/x/react-data-grid/getting-started/';

test.describe('code block copy button', () => {
  test('reads Copied for 2 seconds, then Copy again, and copies the code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(GETTING_STARTED);
    const block = page.locator('[data-code-block]').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy' });
    // The label's changes are timed in the page, by its own clock: on a busy machine Playwright's
    // checks run late, the page's timer does not.
    await button.evaluate((element) => {
      const changes: Array<[string | null, number]> = [];
      (window as unknown as { copyLabelChanges: typeof changes }).copyLabelChanges = changes;
      new MutationObserver(() =>
        changes.push([element.getAttribute('data-copied'), performance.now()]),
      ).observe(element, { attributes: true, attributeFilter: ['data-copied'] });
    });
    await button.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain('npm install @mui/x-data-grid');
    await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    const changes = await page.evaluate(
      () =>
        (window as unknown as { copyLabelChanges: Array<[string | null, number]> })
          .copyLabelChanges,
    );
    expect(changes.map(([copied]) => copied)).toEqual(['true', 'false']);
    // Two seconds (COPY_FEEDBACK_MS), give or take a render on a loaded machine.
    const shownMs = changes[1][1] - changes[0][1];
    expect(shownMs).toBeGreaterThanOrEqual(1900);
    expect(shownMs).toBeLessThan(3000);
  });

  test('Ctrl+C on a hovered block copies it when nothing is selected', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(GETTING_STARTED);
    const block = page.locator('[data-code-block]').nth(1);
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '@mui/x-data-grid-pro',
    );
  });

  test('stays quiet when the clipboard is denied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(GETTING_STARTED);
    const block = page.locator('[data-code-block]').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy' }).click();
    await page.waitForTimeout(300);
    await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('demo error boundary', () => {
  // React reports the deliberate crash on the console; the page itself must keep working.
  test.use({
    allowedConsoleErrors: /Fixture demo crashed on purpose|The above error occurred/,
  });

  test('a crashing demo shows a message and the rest of the page works', async ({ page }) => {
    await page.goto(FIXTURE);
    const broken = page.locator('[data-demo="BrokenDemo"]');
    await broken.scrollIntoViewIfNeeded();
    await expect(broken.getByRole('alert')).toContainText('This demo failed to render');
    const working = page.locator('[data-demo="WorkingDemo"]');
    await working.scrollIntoViewIfNeeded();
    await working.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(working.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
    await working.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(working.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  });

  test('the table of contents highlights the section in view', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto(FIXTURE);
    const toc = page.locator('nav[aria-labelledby="toc-title"]');
    await expect(toc.getByRole('link', { name: 'First section' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await page.locator('#fourth-section').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const top =
        document.getElementById('fourth-section')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - 70);
    });
    await expect(toc.getByRole('link', { name: 'Fourth section' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.getByRole('link', { name: 'First section' })).not.toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});

test.describe('sandboxes', () => {
  test('Open in CodeSandbox posts a project with the exact MUI X version', async ({
    page,
    context,
  }) => {
    let posted = '';
    await context.route('https://codesandbox.io/**', async (route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
    });
    await page.goto(GETTING_STARTED);
    const demo = page.locator('[data-demo="BasicDataGrid"]');
    await demo.scrollIntoViewIfNeeded();
    const popup = page.waitForEvent('popup');
    await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await popup).waitForLoadState();
    expect(posted).toContain('parameters=');
  });
});

test.describe('layout stability', () => {
  test('loading demos shifts nothing (CLS < 0.05)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(GETTING_STARTED);
    const demo = page.locator('[data-demo="BasicDataGrid"]');
    await demo.scrollIntoViewIfNeeded();
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('progressive hydration', () => {
  // Parts of a page hydrate one per task after the load event (src/layout/HydrateLater.tsx): the
  // exported elements must be adopted in place, not rendered again, and work once hydrated.
  for (const pathname of [GETTING_STARTED, '/x/api/data-grid/data-grid/']) {
    test(`adopts the exported markup in place and ends interactive (${pathname})`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { exportedNodes: Element[] }).exportedNodes = Array.from(
            document.querySelectorAll('header, aside[data-nav-scroller], h2[id], tr[id], footer'),
          );
        });
      });
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const { total, kept } = await page.evaluate(() => {
        const nodes = (window as unknown as { exportedNodes: Element[] }).exportedNodes;
        return { total: nodes.length, kept: nodes.filter((node) => node.isConnected).length };
      });
      expect(total).toBeGreaterThan(5);
      expect(kept).toBe(total);
      // Hydrated parts respond: the drawer (hydrated last) folds a group, the settings open.
      const controls = await page
        .locator('aside[data-nav-scroller] button[aria-expanded="true"]')
        .first()
        .getAttribute('aria-controls');
      const group = page.locator(`aside[data-nav-scroller] button[aria-controls="${controls}"]`);
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test("the scripts the page-weight budgets count are those the browser's parser finds", async ({
    page,
  }) => {
    // scripts/site-files.ts reads each exported page with parse5; the browser reads it with its
    // own parser. When the document turns interactive, the deferred scripts have not run yet, so
    // every `<script src>` then is one of the exported markup's, none added by a script.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsedScripts: string[] }).parsedScripts = Array.from(
          document.querySelectorAll<HTMLScriptElement>('script[src]'),
        )
          .filter((script) => !script.noModule)
          .map((script) => new URL(script.src).pathname);
      });
    });
    for (const [pathname, file] of [
      ['/x/api/data-grid/data-grid/', 'x/api/data-grid/data-grid/index.html'],
      [GETTING_STARTED, 'x/react-data-grid/getting-started/index.html'],
    ]) {
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const parsed = await page.evaluate(
        () => (window as unknown as { parsedScripts: string[] }).parsedScripts,
      );
      const html = fs.readFileSync(path.join(OUT, file), 'utf8');
      expect(parsed.length).toBeGreaterThan(5);
      expect(startupScriptFiles(html)).toEqual(parsed);
    }
  });

  test('on a phone the drawer is hidden, and it works once the screen widens', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(GETTING_STARTED);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const drawer = page.locator('aside[data-nav-scroller]');
    await expect(drawer).toBeHidden();
    const controls = await drawer
      .locator('button[aria-expanded="true"]')
      .first()
      .getAttribute('aria-controls');
    // Wider: the drawer shows, is interactive, and its groups fold.
    await page.setViewportSize({ width: 1280, height: 823 });
    await expect(drawer).toBeVisible();
    const group = drawer.locator(`button[aria-controls="${controls}"]`);
    await expect(async () => {
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'false', { timeout: 500 });
    }).toPass();
  });
});
