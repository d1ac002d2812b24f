import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'ads');
const LAYOUT_PAGE = '/x/test-fixtures/ad-layout/';
const INLINE_PAGE = '/x/test-fixtures/ad-inline/';
const AD_NETWORK = /^https:\/\/cdn\.carbonads\.com\//;
const AD_SERVING = /^https:\/\/srv\.buysellads\.com\//;

/** Serves the stand-in ad network script, which inserts a #carbonads element. */
async function routeAdNetwork(page: Page) {
  await page.route(AD_NETWORK, (route) =>
    route.fulfill({ path: path.join(FIXTURES, 'ad-network.js'), contentType: 'text/javascript' }),
  );
}

/** Answers the ad-serving endpoint and counts the calls. */
async function routeAdServing(
  page: Page,
  answer: { status?: number; body?: string; file?: string },
): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(AD_SERVING, (route) => {
    calls.count += 1;
    expect(route.request().method()).toBe('GET');
    expect(route.request().postData()).toBeNull();
    return answer.file
      ? route.fulfill({ path: path.join(FIXTURES, answer.file), contentType: 'application/json' })
      : route.fulfill({
          status: answer.status ?? 200,
          body: answer.body ?? '',
          contentType: 'application/json',
        });
  });
  return calls;
}

/** Fails the test if any ad data manages to run as code. */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

/**
 * Watches the page from its first paint: every height the ad slot takes, and the layout shifts.
 * A shift that also moves the slot itself comes from above it (app bar, fonts), not from the slot.
 */
async function watchLayout(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }>;
    };
    const watch = { slotHeights: [] as number[], slotCls: 0, otherCls: 0, moved: [] as string[] };
    (window as unknown as { __adLayout: typeof watch }).__adLayout = watch;
    // The exported placeholder box is replaced by the ad logic's box (a lazily loaded chunk) in
    // the same place: every slot element is watched, and one that left the page is not measured.
    const resize = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (entry.target.isConnected) {
          watch.slotHeights.push(Math.round(entry.borderBoxSize[0].blockSize));
        }
      }
    });
    const observed = new WeakSet<Element>();
    const findSlots = () => {
      document.querySelectorAll('[data-ad-slot="image"]').forEach((slot) => {
        if (observed.has(slot)) return;
        observed.add(slot);
        resize.observe(slot);
      });
    };
    new MutationObserver(findSlots).observe(document, { childList: true, subtree: true });
    findSlots();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const movesSlot = (entry.sources ?? []).some(
          (source) =>
            source.node instanceof Element &&
            source.node.matches('[data-ad-slot]') &&
            source.previousRect.top !== source.currentRect.top,
        );
        if (movesSlot) watch.otherCls += entry.value;
        else watch.slotCls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          watch.moved.push(`${entry.value.toFixed(4)} ${node?.nodeName}.${node?.className ?? ''}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What `watchLayout` saw so far. */
async function layoutReport(page: Page) {
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __adLayout: { slotHeights: number[]; slotCls: number; otherCls: number; moved: string[] };
        }
      ).__adLayout,
  );
}

/** The slot keeps one height from the first paint, and the page below it does not move. */
async function expectNoShiftFromSlot(page: Page, minHeight: number) {
  const report = await layoutReport(page);
  const details = JSON.stringify(report, null, 1);
  expect(report.slotHeights.length, details).toBeGreaterThan(0);
  expect(new Set(report.slotHeights).size, details).toBe(1);
  expect(report.slotHeights[0], details).toBeGreaterThanOrEqual(minHeight);
  expect(report.slotCls, details).toBeLessThan(0.01);
}

test.describe('ad slot, ad network', () => {
  test('shows the third-party network ad when the network script loads', async ({ page }) => {
    await routeAdNetwork(page);
    await page.goto(LAYOUT_PAGE);
    const slot = page.locator('[data-ad-slot="image"]');
    await expect(slot).toHaveAttribute('data-ad-state', 'network');
    await expect(slot.getByRole('link', { name: 'Fixture network ad' })).toBeVisible();
    await expect(slot.locator('script#_carbonads_js')).toHaveCount(1);
    // The slot sits right below the page description.
    await expect(page.locator('article p + [data-ad-slot="image"]')).toHaveCount(1);
  });

  test('a blocked network leads to an in-house ad or the appeal after polling', async ({
    page,
  }) => {
    const start = Date.now();
    await page.goto(LAYOUT_PAGE);
    const slot = page.locator('[data-ad-slot="image"]');
    await expect(slot).toHaveAttribute('data-ad-state', 'pending');
    await expect(slot).toHaveAttribute('data-ad-state', /^(in-house|appeal)$/, { timeout: 10_000 });
    // More than 6 checks 500 ms apart: the fallback cannot come before 3 seconds.
    expect(Date.now() - start).toBeGreaterThanOrEqual(3000);
    if ((await slot.getAttribute('data-ad-state')) === 'in-house') {
      const link = slot.getByRole('link');
      await expect(link).toHaveAttribute('rel', 'noopener sponsored');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      const image = slot.locator('img');
      await expect(image).toHaveAttribute('src', /^\/static\/ads\/.+\.svg$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    } else {
      await expect(slot.getByRole('note')).toContainText('allowing ads');
    }
  });
});

test('every page view loads its own network ad, also after a client navigation', async ({
  page,
}) => {
  await routeAdNetwork(page);
  await page.goto(LAYOUT_PAGE);
  const slot = page.locator('[data-ad-slot="image"]');
  await expect(slot).toHaveAttribute('data-ad-state', 'network');
  // Marks the first page view's ad; a client navigation must replace it with a fresh one.
  await page.evaluate(() => document.getElementById('carbonads')?.setAttribute('data-old', ''));
  await page.getByRole('link', { name: 'Charts overview' }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Charts - Overview' })).toBeVisible();
  await expect(page.locator('#carbonads[data-old]')).toHaveCount(0);
  await expect(slot.locator('#carbonads')).toHaveCount(1);
  await expect(slot).toHaveAttribute('data-ad-state', 'network');
  await expect(page.locator('script#_carbonads_js')).toHaveCount(1);
});

test.describe('ad slot, inline variant (ad-serving JSON endpoint)', () => {
  test('renders company, description, image, statlink and pixels as text and attributes', async ({
    page,
  }) => {
    failOnDialog(page);
    const pixels: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://ads.example.com/')) pixels.push(request.url());
    });
    const calls = await routeAdServing(page, { file: 'ad-serving.json' });
    await page.goto(INLINE_PAGE);
    const slot = page.locator('[data-ad-slot="inline"]');
    await expect(slot).toHaveAttribute('data-ad-state', 'inline', { timeout: 15_000 });
    const link = slot.getByRole('link', { name: /Fixture Company/ });
    await expect(link).toHaveAttribute('href', 'https://ads.example.com/click/inline');
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(link).toContainText('<b>Bold claims</b> stay plain text.');
    await expect(slot.locator('b')).toHaveCount(0);
    await expect(slot.locator('img[src^="javascript:"]')).toHaveCount(0);
    expect(calls.count).toBe(1);
    await expect
      .poll(() => pixels)
      .toEqual(
        expect.arrayContaining([
          'https://ads.example.com/impression',
          'https://ads.example.com/pixel-a?t=1700000000',
          'https://ads.example.com/pixel-b?t=1700000000',
        ]),
      );
  });

  const failures = [
    { name: 'HTTP 500', answer: { status: 500, body: '{"error":"boom"}' } },
    { name: 'garbage', answer: { body: '<html>not json' } },
    { name: 'an empty list', answer: { file: 'ad-serving-empty.json' } },
    { name: 'a javascript: link', answer: { file: 'ad-serving-javascript.json' } },
  ];

  for (const { name, answer } of failures) {
    test.describe(name, () => {
      // Chromium reports each 500 response on the console; the page itself stays quiet.
      test.use({ allowedConsoleErrors: /status of 500/ });

      test(`${name}: 10 attempts, then a safe fallback and a working page`, async ({ page }) => {
        failOnDialog(page);
        const calls = await routeAdServing(page, answer);
        await page.goto(INLINE_PAGE);
        const slot = page.locator('[data-ad-slot="inline"]');
        await expect(slot).toHaveAttribute('data-ad-state', /^(in-house|appeal)$/, {
          timeout: 15_000,
        });
        expect(calls.count).toBe(10);
        await expect(page.locator('a[href^="javascript:"], img[src^="javascript:"]')).toHaveCount(
          0,
        );
        await expect(page.getByText('Evil Corp')).toHaveCount(0);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Inline ad fixture' }),
        ).toBeVisible();
      });
    });
  }
});

test.describe('ad slot reserves its height', () => {
  for (const viewport of [
    { width: 1280, height: 800, minHeight: 126 },
    { width: 375, height: 740, minHeight: 142 },
  ]) {
    test(`no layout shift at ${viewport.width}px, with a network ad or a fallback`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await watchLayout(page);
      await page.goto(LAYOUT_PAGE);
      const slot = page.locator('[data-ad-slot="image"]');
      await expect(slot).toHaveAttribute('data-ad-state', /^(in-house|appeal)$/, {
        timeout: 10_000,
      });
      await expectNoShiftFromSlot(page, viewport.minHeight);

      await routeAdNetwork(page);
      await page.reload();
      await expect(slot).toHaveAttribute('data-ad-state', 'network');
      await expectNoShiftFromSlot(page, viewport.minHeight);
    });
  }

  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the exported HTML already holds the slot at full height', async ({ page }) => {
      await page.goto(LAYOUT_PAGE);
      const slot = page.locator('[data-ad-slot="image"]');
      const box = await slot.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(126);
      const margins = await slot.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.marginTop, style.marginBottom];
      });
      expect(margins).toEqual(['24px', '24px']);
    });
  });
});

test.describe('ad slot accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the fallback has no serious accessibility violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(LAYOUT_PAGE);
      const slot = page.locator('[data-ad-slot="image"]');
      await expect(slot).toHaveAttribute('data-ad-state', /^(in-house|appeal)$/, {
        timeout: 10_000,
      });
      const results = await new AxeBuilder({ page }).include('[data-ad-slot]').analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
});
