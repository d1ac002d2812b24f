import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors that a page may print: the placeholder licence key makes Pro/Premium components
 * report an invalid licence, as expected. Anything else fails the test.
 */
const ALLOWED_CONSOLE_ERRORS = [/MUI X: (Invalid|Missing) license key/i, /license key/i];

/** Sends every request to a third-party host to a dead end: they are unreachable here and in CI. */
async function blockOutsideHosts(page: Page) {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/**
 * The site hydrates a page in steps after its load event (src/layout/HydrateLater.tsx), and marks
 * `<html data-hydrated>` when every part is interactive. Navigations in tests wait for that mark, as
 * a reader's click would need; a page that never sets it fails its own assertions later.
 */
async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      // Pages outside the app (the service worker's offline page, files) have no #__next.
      () =>
        !document.getElementById('__next') ||
        document.documentElement.hasAttribute('data-hydrated'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp | null }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  // One pattern (not an array: Playwright would read an array as a value/options pair).
  allowedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = allowedConsoleErrors
        ? [...ALLOWED_CONSOLE_ERRORS, allowedConsoleErrors]
        : ALLOWED_CONSOLE_ERRORS;
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (isAllowed(text)) return;
        // Blocked third-party requests are the test's own doing, not the page's.
        if (/net::ERR_FAILED|ERR_BLOCKED/.test(text)) return;
        errors.push(`${page.url()}: ${text}`);
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) errors.push(`${page.url()}: ${error.message}`);
      });
      await blockOutsideHosts(page);
      await use(errors);
      expect(errors, 'console errors printed by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
