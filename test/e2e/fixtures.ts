import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * Console errors that a page may print: the placeholder licence key makes Pro/Premium components
 * report an invalid licence, as expected. Anything else fails the test.
 */
export const ALLOWED_CONSOLE_ERRORS = [/MUI X: (Invalid|Missing) license key/i, /license key/i];

/** Sends every request to a third-party host to a dead end: they are unreachable here and in CI. */
async function blockOutsideHosts(page: Page) {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/**
 * The site hydrates a page in steps after its load event (src/layout/HydrateLater.tsx), and marks
 * `<html data-hydrated>` when every part is interactive. Navigations in tests wait for that mark, as
 * a reader's click would need; a page that never sets it fails its own assertions later. A page
 * that cannot hydrate is not waited for: with JavaScript off, or once one of the app's scripts has
 * failed to load (a test that blocks them on purpose).
 */
async function waitForHydration(page: Page, scriptFailed: Promise<void>) {
  await Promise.race([
    page
      .waitForFunction(
        // Pages outside the app (the service worker's offline page, files) have no #__next.
        () =>
          !document.getElementById('__next') ||
          document.documentElement.hasAttribute('data-hydrated'),
        null,
        { timeout: 15_000 },
      )
      .catch(() => undefined),
    scriptFailed,
  ]);
}

/** A promise that settles when one of the app's scripts fails to load in the page from now on. */
function appScriptFailure(page: Page): { failed: Promise<void>; stop: () => void } {
  let stop = () => {};
  const failed = new Promise<void>((resolve) => {
    const listener = (request: Request) => {
      // A navigation cancels the scripts the previous document was still loading (ERR_ABORTED):
      // those failures say nothing about the new page.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/_next/')) resolve();
    };
    page.on('requestfailed', listener);
    stop = () => page.off('requestfailed', listener);
  });
  return { failed, stop };
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp | null }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated =
      <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        const failure = appScriptFailure(page);
        try {
          const response = await navigate(...args);
          if (javaScriptEnabled) await waitForHydration(page, failure.failed);
          return response;
        } finally {
          failure.stop();
        }
      };
    page.goto = hydrated(page.goto.bind(page));
    page.reload = hydrated(page.reload.bind(page));
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
