import { test, expect } from './fixtures';

const PAGE = '/x/react-data-grid/getting-started/';

async function backgroundOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('colour mode', () => {
  test('dark is remembered under mui-mode and painted before hydration on reload', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await page.keyboard.press('Escape');
    // Reload with JavaScript disabled for the app: the inline script alone must choose dark.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await backgroundOf(page)).toBe('rgb(10, 14, 20)');
  });

  test('system mode follows the OS preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PAGE);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).not.toBe('light');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    // The OS changes while the page is open. The update reaches React as a transition, which
    // lets parts still waiting to hydrate hydrate first: it lands once they have.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light', {
      timeout: 10_000,
    });
    expect(await backgroundOf(page)).toBe('rgb(255, 255, 255)');
  });

  test('a throwing localStorage does not break the page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  });
});

test.describe('direction', () => {
  test('right-to-left mirrors the layout and survives a reload', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
    await page.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    const nav = page.locator('aside[data-nav-scroller]');
    const width = page.viewportSize()?.width ?? 0;
    // The right-to-left style cache is its own chunk: the layout flips once it has loaded.
    await expect
      .poll(async () => {
        const box = await nav.boundingBox();
        return box ? box.x + box.width : 0;
      })
      .toBeGreaterThan(width - 5);
    // Code stays left to right inside a right-to-left page.
    await expect(page.locator('[data-code-block]').first()).toHaveAttribute('dir', 'ltr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('left-to-right prose reads in order in a right-to-left layout', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
    for (const pathname of [
      '/x/react-tree-view/accessibility/',
      '/x/react-date-pickers/faq/',
      '/zh/x/api/data-grid/data-grid/',
    ]) {
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Where each character is drawn, for every description, paragraph, heading and contents
      // entry that ends a sentence: its final period or question mark stays right of the letter
      // before it, and its text lines up with the right edge of its block.
      const { checked, wrong } = await page
        .locator('.page-description, .docs-article p, .docs-article h2, .toc a')
        .evaluateAll((elements) => {
          const results = elements.flatMap((element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            let text: Text | null = null;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const inAnchor = node.parentElement?.closest('.heading-anchor');
              if (!inAnchor && node.textContent?.trim()) text = node as Text;
            }
            const content = text?.textContent?.trimEnd() ?? '';
            if (!text || !/[\w"')][.?]$/.test(content)) return [];
            const box = (from: number) => {
              const range = document.createRange();
              range.setStart(text, from);
              range.setEnd(text, from + 1);
              return range.getBoundingClientRect();
            };
            const end = content.length;
            const style = getComputedStyle(element);
            const right =
              element.getBoundingClientRect().right -
              parseFloat(style.paddingRight) -
              parseFloat(style.borderRightWidth);
            const inOrder = box(end - 1).left >= box(end - 2).right - 1;
            const rightAligned = Math.abs(box(end - 1).right - right) < 2;
            return [{ text: content.slice(-40), inOrder, rightAligned }];
          });
          return {
            checked: results.length,
            wrong: results.filter((result) => !result.inOrder || !result.rightAligned),
          };
        });
      expect(checked, pathname).toBeGreaterThan(2);
      expect(wrong, pathname).toEqual([]);
    }
  });
});

test.describe('code preferences', () => {
  test('the TS/JS choice switches the demo source and survives a reload in a one-year cookie', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    const demo = page.locator('[data-demo="BasicDataGrid"]');
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.locator('pre')).toContainText('GridColDef[]');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await expect(demo.locator('pre')).not.toContainText('GridColDef[]');
    await expect(demo.locator('pre')).toContainText('const columns = [');
    const cookie = (await context.cookies()).find((item) => item.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    const now = Date.now() / 1000;
    expect(Math.round((cookie?.expires ?? 0) - now)).toBeGreaterThan(31536000 - 60);
    expect(Math.round((cookie?.expires ?? 0) - now)).toBeLessThanOrEqual(31536000);
    await page.reload();
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(demo.locator('pre')).toContainText('const columns = [');
  });
});

test.describe('icon font', () => {
  test('the stylesheet is requested once per visit, also across client navigations', async ({
    page,
  }) => {
    let requests = 0;
    await page.route(/fonts\.googleapis\.com\/icon/, async (route) => {
      requests += 1;
      await route.fulfill({ status: 200, contentType: 'text/css', body: '/* icon font */' });
    });
    await page.goto('/x/react-data-grid/getting-started/');
    await expect(page.locator('link#material-icons-font')).toHaveCount(1);
    const nav = page.locator('aside').getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('a[href^="/x/"]:not([aria-current])').first().click();
    await expect(page).not.toHaveURL(/getting-started\/$/);
    await expect(page.locator('link#material-icons-font')).toHaveCount(1);
    expect(requests).toBe(1);
  });
});

test.describe('style hand-over', () => {
  /** Every Emotion rule name of the document, with how many style elements carry it. */
  async function emotionRules(page: import('@playwright/test').Page) {
    return page.evaluate(() => {
      const counts: Record<string, number> = {};
      const texts: string[] = [];
      for (const style of Array.from(document.querySelectorAll('style[data-emotion]'))) {
        const [key, ...names] = (style.getAttribute('data-emotion') ?? '').split(' ');
        for (const name of names) counts[`${key}-${name}`] = (counts[`${key}-${name}`] ?? 0) + 1;
        if (style.textContent) texts.push(style.textContent);
      }
      return {
        counts,
        texts,
        keys: Array.from(
          document.querySelectorAll('style[data-emotion]'),
          (s) => (s.getAttribute('data-emotion') ?? '').split(' ')[0],
        ),
      };
    });
  }

  for (const direction of ['ltr', 'rtl'] as const) {
    test(`server styles are adopted after hydration, none left twice (${direction})`, async ({
      page,
    }) => {
      if (direction === 'rtl') {
        await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
      }
      await page.goto('/x/react-data-grid/getting-started/');
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      // Hydrated: the settings button works only once React owns the page.
      await page
        .getByRole('button', { name: /settings/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      const { counts, texts } = await emotionRules(page);
      const repeated = Object.entries(counts).filter(([, count]) => count > 1);
      expect(repeated).toEqual([]);
      expect(new Set(texts).size).toBe(texts.length);
    });
  }
});
