// `next dev` start-up, as a maintainer meets it: the dev server is started from a cold `.next/dev`
// (removed first) and again warm (its Turbopack cache kept), and each time the first page is
// requested as soon as the server listens. Reported: ms to the first page's HTML, the CPU seconds
// all of the server's processes used until then (from /proc, so a busy machine shows in the wall
// time and not in the CPU), and, in Chromium, the ms from the navigation to the page hydrated and
// to its first demo (a Data Grid) showing rows, and the requests that answered 404.
// The indexes `npm run dev` writes first (scripts/dev-prepare.ts) are written before the clock
// starts. Used by scripts/bench.ts (`npm run bench -- --only dev`); also runs alone:
//
//   npx tsx scripts/bench-dev.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const DEV_BENCH_PAGE = '/x/react-data-grid/sorting/';

export interface DevStartRun {
  start: 'cold' | 'warm';
  firstHtmlMs: number;
  /** CPU seconds of the server's processes until the first HTML. */
  cpuSeconds: number;
  hydratedMs: number;
  firstDemoMs: number;
  notFound: number;
  loadAverage: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** CPU seconds (user + system) used by `pid` and every process under it, read from /proc. */
export function treeCpuSeconds(pid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Ended while reading.
    }
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const perSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop()!;
    total += ticks.get(next) ?? 0;
    queue.push(...(children.get(next) ?? []));
  }
  return total / perSecond;
}

async function waitForHtml(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.text();
      if (response.status === 200) return;
      throw new Error(`next dev answered ${response.status} for ${url}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('next dev answered')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next dev did not answer ${url} in time`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) {
      resolve();
      return;
    }
    server.once('exit', () => resolve());
    // Turbopack writes its cache as it goes; SIGTERM leaves it usable (after SIGINT, the next start
    // was found to compile everything again now and then).
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 30_000).unref();
  });
}

async function measureStart(start: 'cold' | 'warm', port: number): Promise<DevStartRun> {
  if (start === 'cold')
    fs.rmSync(path.join(root, '.next', 'dev'), { recursive: true, force: true });
  const startedAt = Date.now();
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port)],
    { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  );
  try {
    const url = `http://localhost:${port}${DEV_BENCH_PAGE}`;
    await waitForHtml(url, startedAt + 10 * 60_000);
    const firstHtmlMs = Date.now() - startedAt;
    const cpuSeconds = treeCpuSeconds(server.pid!);
    const loadAverage = os.loadavg()[0];
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      let notFound = 0;
      page.on('response', (response) => {
        if (response.status() === 404) notFound += 1;
      });
      const navigationAt = Date.now();
      await page.goto(url, { timeout: 5 * 60_000 });
      await page.waitForFunction(
        () => document.documentElement.hasAttribute('data-hydrated'),
        null,
        {
          timeout: 5 * 60_000,
        },
      );
      const hydratedMs = Date.now() - navigationAt;
      const grid = page.getByRole('grid').first();
      await grid.scrollIntoViewIfNeeded({ timeout: 5 * 60_000 });
      await grid
        .getByRole('row')
        .nth(1)
        .waitFor({ timeout: 5 * 60_000 });
      const firstDemoMs = Date.now() - navigationAt;
      await page.waitForTimeout(1000);
      return { start, firstHtmlMs, cpuSeconds, hydratedMs, firstDemoMs, notFound, loadAverage };
    } finally {
      await browser.close();
    }
  } finally {
    // Give Turbopack a moment to settle its cache before it is asked to write it.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await stop(server);
  }
}

/** A cold start, then a warm one, `runs` times each in turn. */
export async function measureDevStart(port: number, runs = 1): Promise<DevStartRun[]> {
  const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dev-prepare.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prepare.status !== 0) throw new Error('scripts/dev-prepare.ts failed');
  const results: DevStartRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await measureStart('cold', port));
    results.push(await measureStart('warm', port));
  }
  return results;
}

export function printDevStart(results: DevStartRun[]): void {
  console.log(
    `\nnext dev start-up, ${DEV_BENCH_PAGE} (hydrated and first demo from the navigation)`,
  );
  console.log('start  first HTML  CPU     hydrated  first demo  404s  load');
  for (const r of results) {
    console.log(
      `${r.start.padEnd(6)} ${`${(r.firstHtmlMs / 1000).toFixed(1)} s`.padEnd(11)} ` +
        `${`${r.cpuSeconds.toFixed(1)} s`.padEnd(7)} ${`+${(r.hydratedMs / 1000).toFixed(1)} s`.padEnd(9)} ` +
        `${`+${(r.firstDemoMs / 1000).toFixed(1)} s`.padEnd(11)} ${String(r.notFound).padEnd(5)} ${r.loadAverage.toFixed(1)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 3300);
  void measureDevStart(port, Number(process.env.BENCH_DEV_RUNS ?? 1)).then(printDevStart);
}
