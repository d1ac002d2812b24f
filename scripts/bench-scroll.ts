// Scroll smoothness of a long page while its demos load: Chromium scrolls the page from top to
// bottom with mouse wheel steps at a steady pace, and the page records the time of every frame
// (requestAnimationFrame) while a trace records the tasks of the page's main thread. Used by
// scripts/bench.ts (`npm run bench -- --only scroll`); also runs alone against any server of the
// site (an export served by scripts/serve.ts):
//
//   npx tsx scripts/bench-scroll.ts http://localhost:3000 /x/react-data-grid/editing/
//
// A frame is dropped when it comes more than 50 ms after the previous one (three 60 Hz frames or
// more). The longest task is the longest top-level task of the renderer's main thread during the
// scroll, from the trace (so tasks under 50 ms, which the Long Tasks API does not report, count too).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** Desktop viewport: the navigation, the article and the table of contents side by side. */
const VIEWPORT = { width: 1280, height: 800 };
/** One wheel notch every 50 ms: 2,000 px a second, a brisk but ordinary reading scroll. */
const STEP_PX = 100;
const STEP_MS = 50;
const DROPPED_FRAME_MS = 50;

/** Per-frame statistics of a run (see frameStats). */
export interface FrameStats {
  frames: number;
  droppedFrames: number;
  droppedPercent: number;
  medianFrameMs: number;
  p95FrameMs: number;
  longestFrameMs: number;
}

/** The fields of a Chrome trace event that mainThreadTasks reads. */
export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** A top-level task of a renderer main thread, in ms on the trace clock. */
export interface MainThreadTask {
  startMs: number;
  durationMs: number;
}

/** What measureScroll reports of one scroll of a page. */
export interface ScrollResult extends FrameStats {
  pathname: string;
  viewport: string;
  pace: string;
  pageHeightPx: number;
  scrolledPx: number;
  wheelSteps: number;
  seconds: number;
  demos: number;
  demosLoadedBefore: number;
  demosLoadedAfter: number;
  longestTaskMs: number;
  tasksOver50Ms: number;
  loadAverage: number;
}

/** What the page records while it scrolls: the time of every frame, until `stop` is set. */
interface FrameRecord {
  frames: number[];
  stop: boolean;
}

/**
 * Per-frame statistics of `frames` (requestAnimationFrame timestamps, ms): how many frames, how
 * many came more than `droppedMs` after the previous one, and the spread of the gaps.
 */
export function frameStats(frames: number[], droppedMs: number = DROPPED_FRAME_MS): FrameStats {
  const deltas = frames.slice(1).map((time, index) => time - frames[index]);
  const sorted = [...deltas].sort((a, b) => a - b);
  const dropped = deltas.filter((delta) => delta > droppedMs).length;
  const round = (value: number) => Number(value.toFixed(1));
  return {
    frames: deltas.length,
    droppedFrames: dropped,
    droppedPercent: deltas.length ? round((dropped / deltas.length) * 100) : 0,
    medianFrameMs: sorted.length ? round(sorted[Math.floor(sorted.length / 2)]) : 0,
    p95FrameMs: sorted.length ? round(sorted[Math.floor(sorted.length * 0.95)]) : 0,
    longestFrameMs: sorted.length ? round(sorted[sorted.length - 1]) : 0,
  };
}

/**
 * The top-level tasks of the renderer main threads in a Chrome trace (`traceEvents`), with their
 * start and duration in ms on the trace clock, which is the clock of `performance.now()` offset by
 * the trace's own origin: only durations and relative order are used.
 */
export function mainThreadTasks(traceEvents: TraceEvent[]): MainThreadTask[] {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => ({ startMs: event.ts / 1000, durationMs: (event.dur ?? 0) / 1000 }));
}

/** Scrolls `pathname` of `baseUrl` top to bottom and measures its frames and tasks. */
export async function measureScroll(
  baseUrl: string,
  pathname: string,
  {
    executablePath = CHROMIUM_PATH,
    args = CHROMIUM_FLAGS,
  }: { executablePath?: string; args?: string[] } = {},
): Promise<ScrollResult> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load', timeout: 180_000 });
    // The page marks the end of its hydration steps; the demos still wait for the viewport.
    await page.waitForSelector('html[data-hydrated]', { timeout: 180_000 });
    const before = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      demos: document.querySelectorAll('[data-demo-loaded]').length,
      loaded: document.querySelectorAll('[data-demo-loaded="true"]').length,
    }));
    // The wheel goes to the right-hand margin of the page, outside the article (where a grid
    // would take the wheel for its own rows) and outside the table of contents.
    await page.mouse.move(VIEWPORT.width - 8, VIEWPORT.height / 2);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    // The frame callback is a property, not a named function: tsx keeps function names by wrapping
    // them in a `__name` helper of its own, which the page does not have.
    await page.evaluate(() => {
      const record: FrameRecord = { frames: [], stop: false };
      Object.assign(window, { __scrollBench: record });
      const loop: { tick?: (time: number) => void } = {};
      loop.tick = (time: number) => {
        record.frames.push(time);
        if (!record.stop && loop.tick) requestAnimationFrame(loop.tick);
      };
      requestAnimationFrame(loop.tick);
    });
    const started = Date.now();
    let steps = 0;
    for (;;) {
      if (steps % 5 === 0) {
        const atBottom = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        );
        if (atBottom || steps > 2000) break;
      }
      await page.mouse.wheel(0, STEP_PX);
      steps += 1;
      // A steady pace: each step at its time, whatever the previous one cost.
      const wait = started + steps * STEP_MS - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
    }
    // Let the last wheel steps and what they started finish on screen.
    await page.waitForTimeout(500);
    const recorded = await page.evaluate(() => {
      const record = Reflect.get(window, '__scrollBench') as FrameRecord;
      record.stop = true;
      return {
        frames: record.frames,
        loaded: document.querySelectorAll('[data-demo-loaded="true"]').length,
        scrollY: window.scrollY,
      };
    });
    const seconds = (Date.now() - started) / 1000;
    // A trace is either the list of events or an object that holds them as `traceEvents`.
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const tasks = mainThreadTasks(events);
    const longest = tasks.reduce((max, task) => Math.max(max, task.durationMs), 0);
    return {
      pathname,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      pace: `${STEP_PX} px every ${STEP_MS} ms`,
      pageHeightPx: before.height,
      scrolledPx: Math.round(recorded.scrollY),
      wheelSteps: steps,
      seconds: Number(seconds.toFixed(1)),
      demos: before.demos,
      demosLoadedBefore: before.loaded,
      demosLoadedAfter: recorded.loaded,
      ...frameStats(recorded.frames),
      longestTaskMs: Number(longest.toFixed(1)),
      tasksOver50Ms: tasks.filter((task) => task.durationMs > 50).length,
      // The machine's load when the run ended: frames on a shared machine drop for other reasons.
      loadAverage: Number(os.loadavg()[0].toFixed(2)),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://localhost:3000', pathname = '/x/react-data-grid/editing/'] =
    process.argv.slice(2);
  measureScroll(baseUrl, pathname)
    .then((result) => console.log(result))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
