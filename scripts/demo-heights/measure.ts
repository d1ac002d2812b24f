// Measures the real height of every demo in Chromium at each width of DEMO_WIDTHS and writes
// data/demo-heights.json, from which pages reserve each demo's space (src/markdown/demoHeights.ts).
// It measures the export in out/, so build first:
//
//   npm run build && npm run demos:measure                 demos that are new or changed since
//                                                          they were measured (by file content)
//   npm run demos:measure -- /x/react-date-pickers/date-picker/   the demos of these pages
//   npm run demos:measure -- --all                         every demo
//
// Each page is opened once, at the widest width; once every demo has loaded, the window is
// narrowed width by width and the demos measured after they have been still for 250 ms.
// MEASURE_URL measures a site already served there instead of serving out/ (on MEASURE_PORT,
// default 3200); MEASURE_JOBS pages are measured side by side (default 2).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as prettier from 'prettier';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import {
  DEMO_HEIGHTS_FILE,
  DEMO_WIDTHS,
  type DemoHeightsFile,
  type MeasuredDemo,
} from '../../src/markdown/demoHeights';
import { demoPages, hasEveryWidth, readHeightsFile } from './files';
import { mountDemos, settledHeights } from './inPage';

const root = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.MEASURE_PORT ?? 3200);
const JOBS = Number(process.env.MEASURE_JOBS ?? 2);

/** Whether an entry still describes the demo: measured at today's widths from today's file. */
function isCurrent(file: DemoHeightsFile, entry: MeasuredDemo | undefined, source: string) {
  return hasEveryWidth(file, entry) && entry?.source === source;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the static server did not answer on ${url}`);
}

/** Measures one page's demos at every width; returns the heights by demo name. */
async function measurePage(
  browser: Browser,
  base: string,
  pathname: string,
): Promise<Map<string, number[]>> {
  const widest = DEMO_WIDTHS[DEMO_WIDTHS.length - 1];
  const context = await browser.newContext({ viewport: { width: widest, height: 900 } });
  // tsx keeps function names with a helper the in-page functions would call.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const heights = new Map<string, number[]>();
  try {
    const response = await page.goto(`${base}${pathname}`);
    if (!response?.ok()) throw new Error(`${pathname}: HTTP ${response?.status()}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 30_000,
    });
    await mountDemos(page);
    const byWidth: Array<Awaited<ReturnType<typeof settledHeights>>> = [];
    for (const width of [...DEMO_WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 900 });
      byWidth.unshift(await settledHeights(page));
    }
    byWidth[0].forEach(({ name }, index) => {
      const rows = byWidth.map((demos) => demos[index]);
      const broken = rows.find((row) => row.crashed || !row.loaded || !row.rendered);
      if (broken) {
        console.error(`${pathname} ${name}: ${broken.crashed ? 'crashed' : 'did not render'}`);
        return;
      }
      heights.set(
        name,
        rows.map((row) => Math.ceil(row.shown - 0.05)),
      );
    });
  } finally {
    await context.close();
  }
  return heights;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const wanted = args
    .filter((arg) => !arg.startsWith('--'))
    .map((arg) => `/${arg.replace(/^\/|\/$/g, '')}/`);
  const file = readHeightsFile();
  const pages = demoPages();
  const unknown = wanted.filter((pathname) => !pages.some((page) => page.pathname === pathname));
  if (unknown.length) throw new Error(`no page with demos at ${unknown.join(', ')}`);
  const todo = pages.filter((page) =>
    wanted.length
      ? wanted.includes(page.pathname)
      : all || page.demos.some((demo) => !isCurrent(file, file.demos[demo.id], demo.source)),
  );
  // Entries of demos that no page shows any more are dropped; the widths may have changed.
  const shown = new Set(pages.flatMap((page) => page.demos.map((demo) => demo.id)));
  const sameWidths = file.widths.join() === DEMO_WIDTHS.join();
  const demos: Record<string, MeasuredDemo> = {};
  for (const [id, entry] of Object.entries(file.demos)) {
    if (shown.has(id) && sameWidths) demos[id] = entry;
  }
  console.log(`measuring the demos of ${todo.length} of ${pages.length} pages`);

  let server: ChildProcess | null = null;
  let base = process.env.MEASURE_URL?.replace(/\/$/, '');
  if (!base) {
    if (!fs.existsSync(path.join(root, 'out', 'index.html'))) {
      throw new Error('out/ has no export: run `npm run build` first');
    }
    base = `http://localhost:${PORT}`;
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
      env: { ...process.env, PORT: String(PORT) },
      stdio: 'ignore',
    });
    await waitForServer(`${base}/`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let failures = 0;
  const started = Date.now();
  try {
    const queue = [...todo];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const page = next;
        try {
          const measured = await measurePage(browser, base, page.pathname);
          for (const demo of page.demos) {
            const heights = measured.get(demo.name);
            if (heights) demos[demo.id] = { source: demo.source, heights };
            else failures += 1;
          }
          console.log(`${page.pathname}: ${measured.size} demos`);
        } catch (error) {
          failures += page.demos.length;
          console.error(error instanceof Error ? error.message : error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, JOBS) }, worker));
  } finally {
    await browser.close();
    server?.kill();
  }
  const sorted = Object.fromEntries(Object.entries(demos).sort(([a], [b]) => a.localeCompare(b)));
  const out: DemoHeightsFile = { widths: [...DEMO_WIDTHS], demos: sorted };
  const text = await prettier.format(JSON.stringify(out), { parser: 'json', printWidth: 100 });
  fs.writeFileSync(path.join(root, DEMO_HEIGHTS_FILE), text);
  const missing = pages.flatMap((page) => page.demos).filter((demo) => !demos[demo.id]);
  console.log(
    `wrote ${DEMO_HEIGHTS_FILE}: ${Object.keys(sorted).length} demos in ${Math.round(
      (Date.now() - started) / 1000,
    )} s; ${missing.length} without a height${missing.length ? `: ${missing.map((demo) => demo.id).join(', ')}` : ''}`,
  );
  if (failures) process.exit(1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
