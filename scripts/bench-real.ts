// What a reader on a phone feels, measured with real throttling: Chromium loads each page with its
// network and CPU slowed down for real (no simulation, unlike Lighthouse's default), and the page
// itself records when it painted, when it finished hydrating, when its first demo answered, and
// how much its layout shifted while a reader scrolled it to the bottom. Used by scripts/bench.ts
// (`npm run bench -- --only real`); also runs alone against any server of the site:
//
//   npx tsx scripts/bench-real.ts http://localhost:3000 /x/introduction/licensing/ [--demo]
//
// One run of one page:
// - a fresh browser context (empty cache, no open connection), a 390×844 phone viewport, device
//   pixel ratio 3, touch, a mobile user agent;
// - the network of Lighthouse's mobile profile applied by Chromium itself
//   (`Network.emulateNetworkConditions`: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the
//   main thread slowed 4 times (`Emulation.setCPUThrottlingRate`);
// - FCP and LCP from the page's own PerformanceObserver (LCP read before any scroll, which would
//   end it);
// - hydrated: when `<html data-hydrated>` appeared (src/layout/HydrateLater.tsx sets it once every
//   deferred part of the page has hydrated);
// - first demo interactive (demo pages): the first `<figure class="demo">` of the article has
//   mounted its component (its box says `data-demo-loaded="true"` and holds no loading placeholder
//   any more, so Material UI's provider has arrived too), and after that a probe task queued on the
//   main thread ran within 50 ms of being queued. The time is when that probe ran: from then on a
//   tap on the demo is handled within 50 ms (input events outrank ordinary tasks in Chromium's
//   scheduler). Probes are queued one after the other through a MessageChannel until one passes.
//   The page must have its first demo within the preload margin of the first screen, so no scroll
//   is needed to start it;
// - CLS: the page is then scrolled from top to bottom at 100 px every 50 ms (script scrolling, so
//   no shift is excused as following an input), with a second at the bottom; every layout-shift
//   entry without `hadRecentInput` counts, grouped into session windows as Core Web Vitals does
//   (gap under 1 s, window under 5 s). `cls` is the largest window, `shiftTotal` the sum of all.
//
// Times are ms from the start of navigation (`performance.now()` of the page). A run's figures are
// rounded; a page's figure is the median of its runs, each metric on its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** Lighthouse's mobile network (`mobileSlow4G`) and CPU slowdown, applied for real. */
export const REAL_PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

export const PROFILE_LABEL =
  `${REAL_PROFILE.viewport.width}×${REAL_PROFILE.viewport.height} phone (DPR ${REAL_PROFILE.deviceScaleFactor}, touch), ` +
  `${REAL_PROFILE.rttMs} ms RTT, ${REAL_PROFILE.downloadKbps / 1024} Mbit/s down, ` +
  `${REAL_PROFILE.uploadKbps} kbit/s up, CPU ×${REAL_PROFILE.cpuSlowdown}, real throttling`;

const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/140.0.0.0 Mobile Safari/537.36';

/** The scroll of the CLS measure: a brisk reading pace. */
const SCROLL_STEP_PX = 100;
const SCROLL_STEP_MS = 50;
/** A probe that runs within this long of being queued means the main thread answers input. */
const PROBE_MS = 50;
const TIMEOUT_MS = 120_000;

/** The figures of one run of one page (ms from navigation start; null when not reached). */
export interface RealRun {
  fcpMs: number | null;
  lcpMs: number | null;
  hydratedMs: number | null;
  demoInteractiveMs: number | null;
  cls: number;
  shiftTotal: number;
  /** The shifts over 0.001 of the run: when, how much, and the first node that moved. */
  shifts: Array<{ time: number; value: number; node: string | null }>;
  /** How far down the first demo starts, in CSS px (demo pages). */
  firstDemoTopPx: number | null;
  pageHeightPx: number;
}

/**
 * Recorder installed in every document before its own scripts run. A string, not a function: the
 * TypeScript runner wraps named functions in a helper the page does not have.
 */
const RECORDER = `(() => {
  const record = { fcp: null, lcp: null, hydrated: null, demoMounted: null, demoInteractive: null,
    shifts: [], firstDemoTop: null };
  window.__realBench = record;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry))
        .observe({ type, buffered: true });
    } catch (error) { /* an entry type this browser lacks */ }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => { record.lcp = entry.startTime; });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    // What moved, to find the cause: the first shifted node of the entry, named by its tag,
    // id and classes.
    const node = (entry.sources || []).map((source) => source.node).find(Boolean);
    const name = !node ? null : node.nodeType !== 1 ? node.nodeName
      : node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
        (typeof node.className === 'string' && node.className
          ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
    record.shifts.push({ time: entry.startTime, value: entry.value, node: name });
  });
  // The recorder runs before the document has an element: it watches the document for the
  // attribute (only that attribute, so the observer costs nothing else).
  const hydratedNow = () => {
    const root = document.documentElement;
    if (record.hydrated === null && root && root.hasAttribute('data-hydrated')) {
      record.hydrated = performance.now();
    }
  };
  new MutationObserver(hydratedNow).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  });
  const probe = () => {
    const channel = new MessageChannel();
    const queued = performance.now();
    channel.port1.onmessage = () => {
      const ran = performance.now();
      if (ran - queued <= ${PROBE_MS}) record.demoInteractive = ran;
      else probe();
    };
    channel.port2.postMessage(null);
  };
  const watchFirstDemo = () => {
    const figure = document.querySelector('figure.demo');
    if (!figure) return;
    record.firstDemoTop = figure.getBoundingClientRect().top + window.scrollY;
    const mounted = () => {
      if (record.demoMounted !== null) return;
      const box = figure.querySelector('[data-demo-loaded="true"]');
      if (!box || box.querySelector('.demo-loading') || box.childElementCount === 0) return;
      record.demoMounted = performance.now();
      observer.disconnect();
      probe();
    };
    const observer = new MutationObserver(mounted);
    observer.observe(figure, { subtree: true, childList: true, attributes: true });
    mounted();
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', watchFirstDemo);
  } else {
    watchFirstDemo();
  }
})();`;

interface Recorded {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  demoMounted: number | null;
  demoInteractive: number | null;
  shifts: Array<{ time: number; value: number; node: string | null }>;
  firstDemoTop: number | null;
}

/** The largest session window of layout shifts (gap under 1 s, window under 5 s) and the sum. */
export function clsOf(shifts: Array<{ time: number; value: number }>): {
  cls: number;
  total: number;
} {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    largest = Math.max(largest, current);
  }
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { cls: Number(largest.toFixed(4)), total: Number(total.toFixed(4)) };
}

/** Launches the bench's Chromium: outside hosts do not resolve (no request leaves the machine). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
  });
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** One run of one page, in a fresh context of `browser`. */
export async function measureRealRun(
  browser: Browser,
  url: string,
  { demo }: { demo: boolean },
): Promise<RealRun> {
  const context = await browser.newContext({
    viewport: REAL_PROFILE.viewport,
    deviceScaleFactor: REAL_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
  });
  try {
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: REAL_PROFILE.rttMs,
      downloadThroughput: (REAL_PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (REAL_PROFILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: REAL_PROFILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const recorded = () => page.evaluate(() => Reflect.get(window, '__realBench') as Recorded);
    await page.waitForFunction(
      () => (Reflect.get(window, '__realBench') as Recorded).hydrated !== null,
      undefined,
      { timeout: TIMEOUT_MS, polling: 100 },
    );
    if (demo) {
      const top = (await recorded()).firstDemoTop;
      if (top === null) throw new Error(`${url} has no demo`);
      try {
        await page.waitForFunction(
          () => (Reflect.get(window, '__realBench') as Recorded).demoInteractive !== null,
          undefined,
          { timeout: TIMEOUT_MS, polling: 100 },
        );
      } catch (error) {
        const state = await page.evaluate(() => {
          const box = document.querySelector('figure.demo [data-demo-loaded]');
          return {
            record: Reflect.get(window, '__realBench') as Recorded,
            loaded: box?.getAttribute('data-demo-loaded') ?? null,
            html: box?.innerHTML.slice(0, 300) ?? null,
          };
        });
        throw new Error(
          `${url}: the first demo (${top} px down) was not interactive within ${TIMEOUT_MS} ms: ` +
            `mounted at ${state.record.demoMounted}, box ${state.loaded}, ${state.html}`,
          { cause: error },
        );
      }
    }
    // LCP is final once the reader scrolls: read it before.
    const before = await recorded();
    const started = Date.now();
    for (let steps = 1; ; steps += 1) {
      const atBottom = await page.evaluate((step) => {
        window.scrollBy(0, step);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }, SCROLL_STEP_PX);
      if (atBottom || steps > 5000) break;
      const wait = started + steps * SCROLL_STEP_MS - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
    }
    await page.waitForTimeout(1000);
    const after = await recorded();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const { cls, total } = clsOf(after.shifts);
    return {
      fcpMs: round(before.fcp),
      lcpMs: round(before.lcp),
      hydratedMs: round(before.hydrated),
      demoInteractiveMs: demo ? round(before.demoInteractive) : null,
      cls,
      shiftTotal: total,
      shifts: after.shifts
        .filter((shift) => shift.value > 0.001)
        .map((shift) => ({
          ...shift,
          time: Math.round(shift.time),
          value: Number(shift.value.toFixed(4)),
        })),
      firstDemoTopPx: demo ? round(before.firstDemoTop) : null,
      pageHeightPx: height,
    };
  } finally {
    await context.close();
  }
}

/**
 * The median of each figure over the runs (nulls left out; null when every run had none); the
 * shifts stay with their runs.
 */
export function medianRun(runs: RealRun[]): RealRun {
  const median = (values: Array<number | null>): number | null => {
    const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
    return present.length ? present[Math.floor(present.length / 2)] : null;
  };
  const pick = (key: Exclude<keyof RealRun, 'shifts'>) => median(runs.map((run) => run[key]));
  return {
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    hydratedMs: pick('hydratedMs'),
    demoInteractiveMs: pick('demoInteractiveMs'),
    cls: pick('cls') ?? 0,
    shiftTotal: pick('shiftTotal') ?? 0,
    shifts: [],
    firstDemoTopPx: pick('firstDemoTopPx'),
    pageHeightPx: pick('pageHeightPx') ?? 0,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://localhost:3000', pathname = '/x/introduction/licensing/'] = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'));
  void (async () => {
    const browser = await launchBrowser();
    try {
      console.log(PROFILE_LABEL);
      console.log(
        await measureRealRun(browser, `${baseUrl}${pathname}`, {
          demo: process.argv.includes('--demo'),
        }),
      );
    } finally {
      await browser.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
