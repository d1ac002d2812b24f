// Search on a throttled phone: bytes of index received before the first result shows, and the
// time from the shortcut to that result, in English and Chinese. Used by scripts/bench.ts; also
// runs alone against any server of the site (an export served by scripts/serve.ts, or next dev):
//
//   npx tsx scripts/search-index/bench-search.ts http://localhost:3000
//
// Throttling is Lighthouse's mobile profile, applied through the DevTools protocol: 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4 times slower. The HTTP cache starts empty.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

type Language = 'en' | 'zh';

/** One language's measure: the index files received before the first result, and the time. */
export interface LanguageSearchResult {
  query: string;
  msToFirstResult: number;
  kbBeforeFirstResult: number;
  filesBeforeFirstResult: string[];
}

export interface SearchBenchResult extends Record<Language, LanguageSearchResult> {
  profile: string;
}

const MOBILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** Typed as soon as the dialog opens; a title, a heading and API names all match it. */
const QUERY: Record<Language, string> = { en: 'row grouping', zh: '行分组' };
const PAGES: Record<Language, string> = { en: '/x/', zh: '/zh/x/' };

async function measureLanguage(
  browser: Browser,
  baseUrl: string,
  language: Language,
): Promise<LanguageSearchResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const received: { url: string; bytes: number; at: number }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId) ?? '';
    if (url.includes('/static/search/'))
      received.push({ url, bytes: encodedDataLength, at: Date.now() });
  });
  await page.goto(`${baseUrl}${PAGES[language]}`, { waitUntil: 'load', timeout: 180_000 });
  // The page's scripts start after its first paint: measure search on an interactive page, as a
  // reader reaching for the shortcut meets it, not the page's own start-up.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 180_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadThroughput,
    uploadThroughput: MOBILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  const input = page.getByRole('combobox');
  // The shortcut listener is up once the app bar has hydrated: retry until the dialog opens.
  const start = Date.now();
  for (let attempt = 0; !(await input.isVisible()); attempt += 1) {
    if (attempt > 120) throw new Error(`search did not open on ${PAGES[language]}`);
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(250);
  }
  await input.fill(QUERY[language]);
  await page.getByRole('option').first().waitFor({ state: 'visible', timeout: 120_000 });
  const shown = Date.now();
  const before = received.filter((file) => file.at <= shown);
  await page.waitForTimeout(100);
  await context.close();
  return {
    query: QUERY[language],
    msToFirstResult: shown - start,
    kbBeforeFirstResult: Number(
      (before.reduce((sum, file) => sum + file.bytes, 0) / 1024).toFixed(1),
    ),
    filesBeforeFirstResult: before.map((file) => file.url.replace(/^.*\/static\/search\//, '')),
  };
}

/** Both languages, each in a fresh browser context. */
export async function measureSearch(
  baseUrl: string,
  executablePath: string = CHROMIUM_PATH,
): Promise<SearchBenchResult> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    return {
      profile: 'Lighthouse mobile (150 ms RTT, 1.6 Mbit/s, CPU x4)',
      en: await measureLanguage(browser, baseUrl, 'en'),
      zh: await measureLanguage(browser, baseUrl, 'zh'),
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
