// The benchmark: build cost, page weight, real-throttling timings and Lighthouse scores.
// Usage: npm run bench            (clean build, weights, real throttling, Lighthouse, search,
//                                  scroll, live, `next dev` start-up; ~30 minutes on 2 cores)
//        npm run bench -- --no-build        (reuse out/)
//        npm run bench -- --no-lighthouse   (weights and build cost only)
//        npm run bench -- --only real       (one step on the existing out/: build, weights, real,
//                                            lighthouse, search, scroll, live or dev; a comma
//                                            list)
//        npm run bench -- --only real --sites now=out,before=/tmp/old-out
//                                           (the real, Lighthouse and search steps over several
//                                            exports, interleaved: each page of each export in turn, run
//                                            after run, so every export meets the same load)
// The real-throttling step (scripts/bench-real.ts) is the figure that counts: Chromium's own
// network and CPU throttling on a phone, what a reader feels. Lighthouse's default mobile run
// simulates the throttling from an unthrottled load; it is kept for its audits and for comparison
// with earlier runs, not to decide a change.
// Prints a table and writes bench/results.json (a run of some steps only replaces their entries
// and keeps the others). Exits 1 when a budget is not held.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';
import os from 'node:os';
import compression from 'compression';
import { measureLiveEdit, type LiveEditResult } from './bench-live';
import { measureDevStart, printDevStart, type DevStartRun } from './bench-dev';
import { LIVE_RUN_DELAY_MS } from '../src/live/constants';
import { measureScroll, type ScrollResult } from './bench-scroll';
import {
  PROFILE_LABEL,
  launchBrowser,
  measureRealRun,
  medianRun,
  type RealRun,
} from './bench-real';
import {
  SEARCH_LANGUAGES,
  SEARCH_PROFILE,
  measureSearchRun,
  type LanguageSearchResult,
  type SearchLanguage,
} from './search-index/bench-search';
import { OUT, firstLoadJs, gzipSize, htmlFiles, inlineCss } from './site-files';
import { BUDGETS, CSS_BUDGET_KB, LIGHTHOUSE_BUDGETS, BUILD_CPU_PER_PAGE_S } from './budgets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** A clean build's cost; the CPU per exported page is added once the pages are counted. */
interface BuildCost {
  wallSeconds: number;
  cpuSeconds: number;
  cpuSecondsPerPage?: number;
}

/** One page type's weights against its budgets, or the page missing from the export. */
type WeightRow =
  | { label: string; page: string; missing: true }
  | {
      label: string;
      page: string;
      missing?: undefined;
      firstLoadKb: number;
      htmlKb: number;
      cssKb: number;
      maxFirstLoadKb: number;
      maxHtmlKb: number;
      maxCssKb: number;
    };

/** The scores and timings of one Lighthouse run. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failed: string[];
}

/** A page's median run (by performance), with how many runs it was chosen from. */
interface LighthouseResult extends LighthouseRun {
  pathname: string;
  runs: number;
}

/** One page's real-throttling figures on one export: the median and every run. */
interface RealPageResult extends RealRun {
  pathname: string;
  runs: RealRun[];
}

/** The real-throttling step: the profile, the machine's load, and per export, per page. */
interface RealResult {
  profile: string;
  runs: number;
  /** Load average (1 minute) when the step started and ended, on a machine of `cores` cores. */
  loadAverage: { start: number; end: number; cores: number };
  sites: Record<string, { folder: string; pages: Record<string, RealPageResult> }>;
}

/** bench/results.json. */
interface Report {
  date: string;
  build?: BuildCost;
  exportedPages?: number;
  outMb?: number;
  weights?: WeightRow[];
  real?: RealResult;
  lighthouse?: Record<string, LighthouseResult>;
  /** With `--sites`: Lighthouse per export (`lighthouse` holds the first). */
  lighthouseSites?: Record<string, Record<string, LighthouseResult>>;
  search?: SearchResult;
  scroll?: ScrollResult;
  live?: LiveEditResult;
  dev?: DevStartRun[];
  problems?: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const STEPS = ['build', 'weights', 'real', 'lighthouse', 'search', 'scroll', 'live', 'dev'];
/** `--only scroll` or `--only=scroll,search`: the steps to run; all of them without it. */
const onlyArg =
  argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
  (argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined);
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
for (const step of only ?? []) {
  if (!STEPS.includes(step)) throw new Error(`--only: unknown step ${step} (${STEPS.join(', ')})`);
}
/** Whether a step runs: named by --only, or else not turned off by its --no- flag. */
const runs = (step: string): boolean => {
  if (only) return only.has(step);
  if (step === 'build') return !args.has('--no-build');
  if (['real', 'lighthouse', 'search', 'scroll', 'live', 'dev'].includes(step)) {
    return !args.has('--no-lighthouse');
  }
  return true;
};
const PORT = Number(process.env.BENCH_PORT ?? 3300);
/** Pages Lighthouse measures: a text page, a data grid demo page and an API page. */
const LIGHTHOUSE_PAGES = {
  'text page': '/x/introduction/licensing/',
  'demo page': '/x/react-data-grid/getting-started/',
  'API page': '/x/api/data-grid/data-grid/',
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Pages of the real-throttling step. A demo page's first demo must start within the first screen
 * and the demo preload margin, so it loads without a scroll (its time to interactive is measured).
 */
const REAL_PAGES: Record<string, { pathname: string; demo: boolean }> = {
  'text page': { pathname: '/x/introduction/licensing/', demo: false },
  'data grid demo page': { pathname: '/x/react-data-grid/row-selection/', demo: true },
  'API page': { pathname: '/x/api/data-grid/data-grid/', demo: false },
  'pickers page': { pathname: '/x/react-date-pickers/date-picker/', demo: true },
};
const REAL_RUNS = Number(process.env.BENCH_REAL_RUNS ?? 3);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
/**
 * `--sites name=folder,name=folder`: the exports the real, Lighthouse and search steps compare
 * (default: out/).
 */
const sitesArg =
  argv.find((arg) => arg.startsWith('--sites='))?.slice('--sites='.length) ??
  (argv.includes('--sites') ? argv[argv.indexOf('--sites') + 1] : undefined);
/** A long guide whose demos load while the reader scrolls: the scroll-smoothness page. */
const SCROLL_PAGE = '/x/react-data-grid/editing/';
/**
 * The outside hosts (font host, ad network) are unreachable here, and a failed request is a console
 * error that Lighthouse counts against best practices. The bench build points them at local
 * stand-ins from test/fixtures, served on another port (so they stay cross-origin, as in production).
 */
const FIXTURE_PORT = PORT + 1;
const FIXTURE_ORIGIN = `http://localhost:${FIXTURE_PORT}`;
const FIXTURE_ENV = {
  NEXT_PUBLIC_ICON_FONT_STYLESHEET: `${FIXTURE_ORIGIN}/fonts/material-icons.css`,
  NEXT_PUBLIC_ONEPIRATE_FONT_STYLESHEET: `${FIXTURE_ORIGIN}/fonts/onepirate.css`,
  NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL: `${FIXTURE_ORIGIN}/ads/ad-network.js`,
};
/** Serves test/fixtures as the stand-in outside host, readable cross-origin. */
function startFixtureHost(): http.Server {
  const server = http.createServer((request, response) =>
    serveHandler(request, response, {
      public: path.join(root, 'test', 'fixtures'),
      directoryListing: false,
      headers: [{ source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }],
    }),
  );
  server.listen(FIXTURE_PORT);
  return server;
}

/** A clean build, timed: wall seconds and the CPU seconds of every process it started. */
function cleanBuild(): BuildCost {
  fs.rmSync(path.join(root, '.next'), { recursive: true, force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const started = Date.now();
  // bash's `times` prints the user and system CPU of the shell's finished children on line 2.
  const result = spawnSync('bash', ['-c', 'npm run build >/dev/null 2>&1 || exit 1; times'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...FIXTURE_ENV, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('npm run build failed: run it alone to see why');
  const wallSeconds = (Date.now() - started) / 1000;
  const seconds = (text: string) => {
    const match = /(\d+)m([\d.]+)s/.exec(text);
    return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  };
  const [user, system] = result.stdout.trim().split('\n')[1].trim().split(/\s+/);
  return { wallSeconds, cpuSeconds: seconds(user) + seconds(system) };
}

function folderBytes(folder: string): number {
  return fs.readdirSync(folder, { withFileTypes: true }).reduce((sum: number, entry) => {
    const full = path.join(folder, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size);
  }, 0);
}

function pageWeights(): WeightRow[] {
  return Object.entries(BUDGETS).map(([label, { page, maxFirstLoadKb, maxHtmlKb }]): WeightRow => {
    const file = path.join(OUT, page);
    if (!fs.existsSync(file)) return { label, page, missing: true };
    const html = fs.readFileSync(file, 'utf8');
    return {
      label,
      page,
      firstLoadKb: firstLoadJs(html) / 1024,
      htmlKb: gzipSize(html) / 1024,
      cssKb: gzipSize(inlineCss(html)) / 1024,
      maxFirstLoadKb,
      maxHtmlKb,
      maxCssKb: CSS_BUDGET_KB,
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the static server did not answer on ${url}`);
}

/** The export served on PORT by scripts/serve.ts, as a reader's CDN would serve it. */
function startServer() {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
  });
}

/**
 * Lighthouse 12 (mobile, the default form factor) on each page of each export (`--sites`, taking
 * turns as the real step does); per export and page, the median run by performance.
 */
async function runLighthouse(): Promise<Record<string, Record<string, LighthouseResult>>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const sites = selectedSites();
  const { server, serve } = startSwitchableServer();
  const fixtureHost = startFixtureHost();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const runsOf = new Map<string, LighthouseRun[]>();
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [label, pathname] of Object.entries(LIGHTHOUSE_PAGES)) {
        for (const [name, folder] of sites) {
          serve(folder);
          const result = await lighthouse(`http://localhost:${PORT}${pathname}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // Any real outside host left (a build made without the stand-ins) fails at once.
            blockedUrlPatterns: ['*://fonts.googleapis.com/*', '*://*.carbonads.com/*'],
          });
          if (!result) throw new Error(`Lighthouse returned no result for ${pathname}`);
          const { lhr } = result;
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const numeric = (id: string) => {
            const value = lhr.audits[id]?.numericValue;
            if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
            return value;
          };
          const key = `${name}\n${label}`;
          runsOf.set(key, [
            ...(runsOf.get(key) ?? []),
            {
              performance: score('performance'),
              accessibility: score('accessibility'),
              bestPractices: score('best-practices'),
              seo: score('seo'),
              lcpMs: Math.round(numeric('largest-contentful-paint')),
              tbtMs: Math.round(numeric('total-blocking-time')),
              cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
              failed: Object.values(lhr.audits)
                .filter(
                  (audit) =>
                    audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
                )
                .map((audit) => audit.id),
            },
          ]);
        }
      }
    }
  } finally {
    await chrome.kill();
    server.close();
    fixtureHost.close();
  }
  const results: Record<string, Record<string, LighthouseResult>> = {};
  for (const [name] of sites) {
    results[name] = {};
    for (const [label, pathname] of Object.entries(LIGHTHOUSE_PAGES)) {
      const runs = runsOf.get(`${name}\n${label}`) ?? [];
      const middle = median(runs.map((run) => run.performance));
      // The median is one of the runs' own scores, so a run has it.
      const chosen = runs.find((run) => run.performance === middle) as LighthouseRun;
      results[name][label] = { pathname, ...chosen, runs: RUNS };
    }
  }
  return results;
}

/** Search's result per export and language: the median run, and every run's time. */
interface SearchResult {
  profile: string;
  runs: number;
  loadAverage: { start: number; end: number; cores: number };
  sites: Record<string, Record<SearchLanguage, LanguageSearchResult & { runsMs: number[] }>>;
}

/**
 * Search on a throttled phone (scripts/search-index/bench-search.ts) on each export of `--sites`
 * (out/ alone without it): index bytes received before the first result, and the time from the
 * shortcut to it. SEARCH_RUNS runs of each language, the exports taking turns run by run, each in
 * a fresh browser context; the median run is kept.
 */
async function runSearchBench(): Promise<SearchResult> {
  const sites = selectedSites();
  const { server, serve } = startSwitchableServer();
  const browser = await launchBrowser();
  const start = os.loadavg()[0];
  const runsOf = new Map<string, LanguageSearchResult[]>();
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    for (let run = 0; run < SEARCH_RUNS; run += 1) {
      for (const language of SEARCH_LANGUAGES) {
        for (const [name, folder] of sites) {
          serve(folder);
          const result = await measureSearchRun(browser, `http://localhost:${PORT}`, language);
          const key = `${name}\n${language}`;
          runsOf.set(key, [...(runsOf.get(key) ?? []), result]);
          console.log(
            `search: run ${run + 1}/${SEARCH_RUNS} ${name.padEnd(10)} ${language} ` +
              `${result.msToFirstResult} ms, ${result.kbBeforeFirstResult} KB of index ` +
              `(load ${os.loadavg()[0].toFixed(1)})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const result: SearchResult = {
    profile: SEARCH_PROFILE,
    runs: SEARCH_RUNS,
    loadAverage: loadAverageSince(start),
    sites: {},
  };
  for (const [name] of sites) {
    const languages = {} as SearchResult['sites'][string];
    for (const language of SEARCH_LANGUAGES) {
      const runs = runsOf.get(`${name}\n${language}`) ?? [];
      const middle = median(runs.map((run) => run.msToFirstResult));
      // The median is one of the runs' own times, so a run has it.
      const chosen = runs.find((run) => run.msToFirstResult === middle) as LanguageSearchResult;
      languages[language] = { ...chosen, runsMs: runs.map((run) => run.msToFirstResult) };
    }
    result.sites[name] = languages;
  }
  console.log(`\nsearch, ${result.profile}, median of ${result.runs} runs`);
  console.log(
    `load average ${result.loadAverage.start} → ${result.loadAverage.end} (${result.loadAverage.cores} cores)`,
  );
  console.log('export      language  query           ms to first result  KB of index before it');
  for (const [name, languages] of Object.entries(result.sites)) {
    for (const language of SEARCH_LANGUAGES) {
      const r = languages[language];
      console.log(
        `${name.padEnd(11)} ${language.padEnd(9)} ${r.query.padEnd(15)} ` +
          `${`${r.msToFirstResult} (${r.runsMs.join(', ')})`.padEnd(19)} ${r.kbBeforeFirstResult}`,
      );
    }
  }
  return result;
}

/**
 * Scroll smoothness (scripts/bench-scroll.ts) of SCROLL_PAGE over the served export: dropped
 * frames and the longest main-thread task while the page scrolls and its demos load.
 */
async function runScrollBench(): Promise<ScrollResult> {
  const server = startServer();
  const fixtureHost = startFixtureHost();
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    return await measureScroll(`http://localhost:${PORT}`, SCROLL_PAGE);
  } finally {
    server.kill();
    fixtureHost.close();
  }
}

/**
 * Live editing (scripts/bench-live.ts): ms from a key typed in the first Data Grid overview demo's
 * editor to the demo showing the change, CPU slowed down 4×.
 */
async function runLiveBench(): Promise<LiveEditResult> {
  const server = startServer();
  const fixtureHost = startFixtureHost();
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    return await measureLiveEdit(`http://localhost:${PORT}`);
  } finally {
    server.kill();
    fixtureHost.close();
  }
}

/** The machine's load average at a step's start (given) and now, and its cores. */
function loadAverageSince(start: number): { start: number; end: number; cores: number } {
  return {
    start: Number(start.toFixed(2)),
    end: Number(os.loadavg()[0].toFixed(2)),
    cores: os.cpus().length,
  };
}

/** The exports named by `--sites name=folder,…`, or out/ alone. */
function selectedSites(): Array<[string, string]> {
  if (!sitesArg) return [['out', OUT]];
  return sitesArg.split(',').map((entry) => {
    const [name, folder] = entry.split('=');
    if (!name || !folder) throw new Error(`--sites: expected name=folder, got "${entry}"`);
    const full = path.resolve(folder);
    if (!fs.existsSync(path.join(full, 'index.html'))) {
      throw new Error(`--sites: ${full} holds no export (no index.html)`);
    }
    return [name, full];
  });
}

/**
 * A static server of one export at a time, as scripts/serve.ts serves out/ (clean URLs, trailing
 * slashes, gzip), whose folder the real and search steps switch between runs.
 */
function startSwitchableServer(): { server: http.Server; serve: (folder: string) => void } {
  let folder = OUT;
  // The middleware is typed for Express, but it only reads and wraps Node's own request and response.
  const compress = compression() as unknown as (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    next: () => void,
  ) => void;
  const server = http.createServer((request, response) =>
    compress(request, response, () => {
      void serveHandler(request, response, {
        public: folder,
        cleanUrls: true,
        trailingSlash: true,
        directoryListing: false,
        headers: [
          {
            source: '_next/static/**',
            headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
          },
        ],
      });
    }),
  );
  server.listen(PORT);
  return {
    server,
    serve: (next) => {
      folder = next;
    },
  };
}

/**
 * The real-throttling step: every page of REAL_PAGES on every export, REAL_RUNS times, each run in
 * a fresh browser context; the exports take turns page by page, so a change of the machine's load
 * reaches them alike.
 */
async function runReal(): Promise<RealResult> {
  const sites = selectedSites();
  const { server, serve } = startSwitchableServer();
  const fixtureHost = startFixtureHost();
  const browser = await launchBrowser();
  const start = os.loadavg()[0];
  const runsOf = new Map<string, RealRun[]>();
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    for (let run = 0; run < REAL_RUNS; run += 1) {
      for (const [label, { pathname, demo }] of Object.entries(REAL_PAGES)) {
        for (const [name, folder] of sites) {
          serve(folder);
          const result = await measureRealRun(browser, `http://localhost:${PORT}${pathname}`, {
            demo,
          });
          const key = `${name}\n${label}`;
          runsOf.set(key, [...(runsOf.get(key) ?? []), result]);
          console.log(
            `real: run ${run + 1}/${REAL_RUNS} ${name.padEnd(10)} ${label.padEnd(20)} ` +
              `FCP ${result.fcpMs} LCP ${result.lcpMs} hydrated ${result.hydratedMs}` +
              `${demo ? ` demo ${result.demoInteractiveMs}` : ''} CLS ${result.cls} ` +
              `(load ${os.loadavg()[0].toFixed(1)})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
    fixtureHost.close();
  }
  const result: RealResult = {
    profile: PROFILE_LABEL,
    runs: REAL_RUNS,
    loadAverage: loadAverageSince(start),
    sites: {},
  };
  for (const [name, folder] of sites) {
    const pages: Record<string, RealPageResult> = {};
    for (const [label, { pathname }] of Object.entries(REAL_PAGES)) {
      const runs = runsOf.get(`${name}\n${label}`) ?? [];
      pages[label] = { pathname, ...medianRun(runs), runs };
    }
    result.sites[name] = { folder: path.relative(root, folder) || '.', pages };
  }
  return result;
}

/** Prints the real-throttling table: one row per page and export. */
function printReal(result: RealResult): void {
  console.log(`\nreal throttling (the figure that counts), median of ${result.runs} runs`);
  console.log(result.profile);
  console.log(
    `load average ${result.loadAverage.start} → ${result.loadAverage.end} (${result.loadAverage.cores} cores)`,
  );
  const cell = (value: number | null) => (value === null ? '–' : String(value));
  console.log(
    'page                 export      FCP ms  LCP ms  hydrated ms  demo interactive ms  CLS',
  );
  for (const label of Object.keys(REAL_PAGES)) {
    for (const [name, site] of Object.entries(result.sites)) {
      const r = site.pages[label];
      console.log(
        `${label.padEnd(20)} ${name.padEnd(11)} ${cell(r.fcpMs).padEnd(7)} ${cell(r.lcpMs).padEnd(7)} ` +
          `${cell(r.hydratedMs).padEnd(12)} ${cell(r.demoInteractiveMs).padEnd(20)} ${r.cls}`,
      );
    }
  }
}

const resultsFile = path.join(root, 'bench', 'results.json');

async function main(): Promise<void> {
  // A run of some steps keeps the entries of the others from the last results.
  const previous: Partial<Report> =
    only && fs.existsSync(resultsFile)
      ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Partial<Report>)
      : {};
  const report: Report = { ...previous, date: new Date().toISOString() };
  const problems: string[] = [];

  // The step results, also held by `report` (the build's cost gets its CPU per page below).
  const build = runs('build') ? cleanBuild() : undefined;
  if (build) report.build = build;
  const pages = htmlFiles();
  if (runs('weights') || runs('build')) {
    report.exportedPages = pages.length;
    report.outMb = Number((folderBytes(OUT) / 1024 / 1024).toFixed(1));
  }
  const weights = runs('weights') ? pageWeights() : [];
  if (runs('weights')) report.weights = weights;

  if (build) {
    const cpuSecondsPerPage = build.cpuSeconds / pages.length;
    build.cpuSecondsPerPage = cpuSecondsPerPage;
    console.log(
      `build: ${build.wallSeconds.toFixed(0)} s wall, ${build.cpuSeconds.toFixed(0)} s CPU, ` +
        `${cpuSecondsPerPage.toFixed(3)} s CPU per exported page (budget ${BUILD_CPU_PER_PAGE_S})`,
    );
    if (cpuSecondsPerPage > BUILD_CPU_PER_PAGE_S) problems.push('build CPU per page');
  }
  if (runs('weights') || runs('build')) {
    console.log(`pages exported: ${pages.length}; out/ ${report.outMb} MB\n`);
  }

  if (runs('weights')) {
    console.log('page type          first-load JS (gz)      HTML (gz)        inline CSS (gz)');
  }
  for (const row of weights) {
    if (row.missing) {
      console.log(`${row.label.padEnd(18)} missing: ${row.page}`);
      problems.push(`${row.label} missing`);
      continue;
    }
    const cells = (
      [
        [row.firstLoadKb, row.maxFirstLoadKb],
        [row.htmlKb, row.maxHtmlKb],
        [row.cssKb, row.maxCssKb],
      ] as const
    ).map(([value, max]) => `${value.toFixed(1)} / ${max} KB${value > max ? ' OVER' : ''}`);
    if (cells.some((cell) => cell.endsWith('OVER'))) problems.push(`${row.label} weight`);
    console.log(
      `${row.label.padEnd(18)} ${cells[0].padEnd(23)} ${cells[1].padEnd(16)} ${cells[2]}`,
    );
  }

  if (runs('real')) {
    const real = await runReal();
    report.real = real;
    printReal(real);
  }

  if (runs('lighthouse')) {
    const bySite = await runLighthouse();
    const [firstSite] = Object.keys(bySite);
    report.lighthouse = bySite[firstSite];
    if (Object.keys(bySite).length > 1) report.lighthouseSites = bySite;
    const b = LIGHTHOUSE_BUDGETS;
    console.log(
      `\nLighthouse 12, mobile, simulated throttling, median of ${RUNS} runs ` +
        '(for its audits; the real-throttling table is the figure that counts)',
    );
    console.log(
      `load average at the end: ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`,
    );
    console.log('page          export      perf  a11y  best  seo   LCP ms  TBT ms  CLS');
    for (const [site, lighthouse] of Object.entries(bySite)) {
      for (const [label, r] of Object.entries(lighthouse)) {
        const over = [
          r.performance < b.performance && 'performance',
          r.accessibility < b.accessibility && 'accessibility',
          r.bestPractices < b.bestPractices && 'best practices',
          r.seo < b.seo && 'SEO',
          r.tbtMs > b.tbtMs && 'TBT',
          r.cls > b.cls && 'CLS',
        ].filter((what): what is string => typeof what === 'string');
        // The budgets hold for the export under test (the first); others are for comparison.
        if (site === firstSite) problems.push(...over.map((what) => `${label} ${what}`));
        console.log(
          `${label.padEnd(13)} ${site.padEnd(11)} ${String(r.performance).padEnd(5)} ${String(r.accessibility).padEnd(5)} ` +
            `${String(r.bestPractices).padEnd(5)} ${String(r.seo).padEnd(5)} ${String(r.lcpMs).padEnd(7)} ` +
            `${String(r.tbtMs).padEnd(7)} ${r.cls}${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
        );
        if (r.failed.length) console.log(`              failed audits: ${r.failed.join(', ')}`);
      }
    }
  }

  if (runs('search')) report.search = await runSearchBench();

  if (runs('scroll')) {
    const r = await runScrollBench();
    report.scroll = r;
    console.log(
      `\nscroll smoothness, ${r.pathname}: ${r.viewport}, wheel ${r.pace}, ` +
        `${r.scrolledPx} px in ${r.seconds} s, demos loaded ${r.demosLoadedBefore} → ${r.demosLoadedAfter} of ${r.demos}`,
    );
    console.log(
      'frames  dropped (>50 ms)  median ms  p95 ms  longest frame ms  longest task ms  tasks >50 ms',
    );
    console.log(
      `${String(r.frames).padEnd(7)} ${`${r.droppedFrames} (${r.droppedPercent} %)`.padEnd(17)} ` +
        `${String(r.medianFrameMs).padEnd(10)} ${String(r.p95FrameMs).padEnd(7)} ` +
        `${String(r.longestFrameMs).padEnd(17)} ${String(r.longestTaskMs).padEnd(16)} ${r.tasksOver50Ms}`,
    );
    console.log(`load average at the end of the run: ${r.loadAverage} (2 cores)`);
  }

  if (runs('live')) {
    const r = await runLiveBench();
    report.live = r;
    console.log(
      `\nlive editing, ${r.pathname} (first demo), CPU ${r.cpuSlowdown}× slower: key to changed demo ` +
        `${r.firstEditMs} ms on the first edit, ${r.laterEditMs} ms on a later one (median of ${r.runs.length}; ` +
        `the editor waits ${LIVE_RUN_DELAY_MS} ms after the last key)`,
    );
  }

  if (runs('dev')) {
    report.dev = await measureDevStart(PORT);
    printDevStart(report.dev);
  }

  report.problems = problems;
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nwrote bench/results.json${problems.length ? `; over budget: ${problems.join('; ')}` : ''}`,
  );
  process.exit(problems.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
