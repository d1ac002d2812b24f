// Search on a throttled phone: bytes of index received before the first result shows, and the
// time from the shortcut to that result, in English and Chinese. Used by scripts/bench.ts (which
// repeats it and compares exports); also runs alone, once, against any server of the site (an
// export served by scripts/serve.ts, or next dev):
//
//   npx tsx scripts/search-index/bench-search.ts http://localhost:3000
//
// Throttling is Lighthouse's mobile profile, applied through the DevTools protocol: 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4 times slower. The HTTP cache starts empty.
//
// The times are taken in the page, not by polling it from here: Playwright waits for an element
// by retrying at growing intervals (up to 500 ms apart), so a time read after such a wait is late
// by up to half a second. In the page, the shortcut's keydown starts the clock; the query is typed
// the moment the search field is in the document (a reader is slower: the figure is the site's
// part only); the clock stops at the animation frame that first paints a result.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export type SearchLanguage = 'en' | 'zh';
export const SEARCH_LANGUAGES: readonly SearchLanguage[] = ['en', 'zh'];

/** One language's measure: the index files received before the first result, and the time. */
export interface LanguageSearchResult {
  query: string;
  msToFirstResult: number;
  kbBeforeFirstResult: number;
  filesBeforeFirstResult: string[];
}

export interface SearchBenchResult extends Record<SearchLanguage, LanguageSearchResult> {
  profile: string;
}

export const SEARCH_PROFILE = 'Lighthouse mobile (150 ms RTT, 1.6 Mbit/s, CPU x4)';
const MOBILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** Typed as soon as the dialog opens; a title, a heading and API names all match it. */
const QUERY: Record<SearchLanguage, string> = { en: 'row grouping', zh: '行分组' };
const PAGES: Record<SearchLanguage, string> = { en: '/x/', zh: '/zh/x/' };

/** What the in-page probe records, in the page's `performance.now()` milliseconds. */
interface Probe {
  keydown: number;
  typed: number;
  shown: number;
  files: { name: string; bytes: number }[];
}

/**
 * Runs in the page: starts the clock at each Ctrl+K, types `query` into the search field as soon
 * as it is in the document, and stops the clock at the frame that paints the first result.
 */
function installProbe(query: string): void {
  const probe: Probe = { keydown: 0, typed: 0, shown: 0, files: [] };
  // Room for the index's entries after the page's own (the buffer keeps 250 by default).
  performance.setResourceTimingBufferSize(5000);
  (window as unknown as { searchProbe: Probe }).searchProbe = probe;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k' && !probe.keydown) {
        probe.keydown = performance.now();
      }
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (input && !probe.typed) {
      probe.typed = performance.now();
      // React reads a controlled field's value from its own setter's record: set it through the
      // prototype's setter, then announce the change as typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (probe.typed && document.querySelector('[role="listbox"] [role="option"]')) {
      observer.disconnect();
      requestAnimationFrame(() => {
        probe.shown = performance.now();
        probe.files = performance
          .getEntriesByType('resource')
          .filter(
            (entry): entry is PerformanceResourceTiming =>
              entry instanceof PerformanceResourceTiming &&
              entry.name.includes('/static/search/') &&
              entry.responseEnd > 0 &&
              entry.responseEnd <= probe.shown,
          )
          .map((entry) => ({
            name: entry.name.replace(/^.*\/static\/search\//, ''),
            bytes: entry.encodedBodySize,
          }));
      });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** One measure of one language on the site at `baseUrl`, in a fresh browser context. */
export async function measureSearchRun(
  browser: Browser,
  baseUrl: string,
  language: SearchLanguage,
): Promise<LanguageSearchResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${baseUrl}${PAGES[language]}`, { waitUntil: 'load', timeout: 180_000 });
    // The page's scripts start after its first paint: measure search on an interactive page, as a
    // reader reaching for the shortcut meets it, not the page's own start-up.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 180_000 });
    await page.evaluate(installProbe, QUERY[language]);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: MOBILE.downloadThroughput,
      uploadThroughput: MOBILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    const probe = () =>
      page.evaluate(() => (window as unknown as { searchProbe: Probe }).searchProbe);
    // The shortcut listener is up once the app bar has hydrated. A second press while the dialog's
    // code downloads would close it again, so a press is repeated only after a long wait, with the
    // clock reset.
    for (let attempt = 0; ; attempt += 1) {
      await page.keyboard.press('Control+k');
      const opened = await page
        .waitForFunction(
          () => (window as unknown as { searchProbe: Probe }).searchProbe.typed > 0,
          undefined,
          { timeout: 20_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (opened) break;
      if (attempt >= 5) throw new Error(`search did not open on ${PAGES[language]}`);
      await page.evaluate(() => {
        (window as unknown as { searchProbe: Probe }).searchProbe.keydown = 0;
      });
    }
    await page.waitForFunction(
      () => (window as unknown as { searchProbe: Probe }).searchProbe.shown > 0,
      undefined,
      { timeout: 120_000 },
    );
    const { keydown, shown, files } = await probe();
    return {
      query: QUERY[language],
      msToFirstResult: Math.round(shown - keydown),
      kbBeforeFirstResult: Number(
        (files.reduce((sum, file) => sum + file.bytes, 0) / 1024).toFixed(1),
      ),
      filesBeforeFirstResult: files.map((file) => file.name),
    };
  } finally {
    await context.close();
  }
}

/** Both languages once, each in a fresh browser context. */
export async function measureSearch(
  baseUrl: string,
  executablePath: string = CHROMIUM_PATH,
): Promise<SearchBenchResult> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    return {
      profile: SEARCH_PROFILE,
      en: await measureSearchRun(browser, baseUrl, 'en'),
      zh: await measureSearchRun(browser, baseUrl, 'zh'),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  measureSearch(baseUrl)
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
