// Live editing speed: in Chromium with the CPU slowed down 4×, the first demo of the Data Grid
// overview is opened in the editor, one key is typed, and the time until the demo shows the change
// is measured: the editor's pause after the last key (LIVE_RUN_DELAY_MS), then the transpile, the
// module loads and React's render. The editing chunks load when Edit is pressed, before the key;
// the first edit of a page also loads the modules the edited code imports, so it is reported apart
// from a second edit. Median of 3 fresh pages. Used by
// scripts/bench.ts (`npm run bench -- --only live`); also runs alone against any server of the site:
//
//   npx tsx scripts/bench-live.ts http://localhost:3000
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const LIVE_BENCH_PAGE = '/x/react-data-grid/';
const CPU_SLOWDOWN = 4;
const RUNS = 3;

export interface LiveEditResult {
  pathname: string;
  cpuSlowdown: number;
  /** Median ms from the key press to the changed demo, first edit of the page. */
  firstEditMs: number;
  /** Median ms for a later edit (the editing chunks are loaded by then). */
  laterEditMs: number;
  runs: { firstEditMs: number; laterEditMs: number }[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Types `marker` at the end of the first `headerName: '…'` of the demo's code and returns the ms
 * until a column header shows the new name.
 */
async function timeEdit(page: Page, marker: string): Promise<number> {
  const demo = page.locator('[data-demo]').first();
  const editor = demo.getByRole('textbox');
  const position = await editor.evaluate((node: HTMLTextAreaElement, mark) => {
    const match = /headerName: '([^']*)'/.exec(node.value);
    if (!match) throw new Error('the first demo has no headerName to edit');
    // Put the caret just before the closing quote of the first header name.
    const index = match.index + match[0].length - 1;
    node.focus();
    node.setSelectionRange(index, index);
    return { index, expected: `${match[1]}${mark}` };
  }, marker);
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.type(marker);
  await demo
    .getByRole('columnheader', { name: position.expected })
    .first()
    .waitFor({ timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - start;
}

/** Measures the edit-to-render time of the first demo of LIVE_BENCH_PAGE on `origin`. */
export async function measureLiveEdit(origin: string): Promise<LiveEditResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const runs: LiveEditResult['runs'] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      await page.goto(`${origin}${LIVE_BENCH_PAGE}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      const demo = page.locator('[data-demo]').first();
      await demo.scrollIntoViewIfNeeded();
      await demo.locator('[data-demo-loaded="true"]').waitFor({ state: 'attached' });
      await demo.locator('.MuiDataGrid-row').first().waitFor({ timeout: 60_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await demo.getByRole('button', { name: 'Edit code' }).click();
      await demo.getByRole('textbox').waitFor({ timeout: 60_000 });
      const firstEditMs = await timeEdit(page, 'X');
      const laterEditMs = await timeEdit(page, 'Y');
      runs.push({ firstEditMs: Math.round(firstEditMs), laterEditMs: Math.round(laterEditMs) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    pathname: LIVE_BENCH_PAGE,
    cpuSlowdown: CPU_SLOWDOWN,
    firstEditMs: median(runs.map((run) => run.firstEditMs)),
    laterEditMs: median(runs.map((run) => run.laterEditMs)),
    runs,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  measureLiveEdit(origin).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
