// The build of the static site, one step after the other, each printed with its time:
//
//   npx tsx scripts/build.ts                      (npm run build)
//   npx tsx scripts/build.ts --only <step>        one step on the existing out/
//   npx tsx scripts/build.ts --from <step>        that step and the ones after it
//   ... --out <folder>                            the export folder of the steps after next build
//                                                 (default out/, where next build writes)
//
// The order matters: the content index and the search index are inputs of `next build` (the
// search files are copied from public/); the service worker's precache records file contents, so
// it comes after every step that writes into out/; the sitemap reads the final HTML. Next.js's own
// HTML and chunks are left as Next.js wrote them: no step rewrites them (docs/performance.md says
// what was measured before two such steps were removed). MDX pages are compiled through the compile
// cache (src/content/server/compile.ts): a page the MDX check or an earlier build already compiled
// is not compiled again, and the last line says how many were.
//
// `CONTENT_INDEX=fresh` and `SEARCH_INDEX=fresh` (set by scripts/test.ts, which generated them
// already) skip the content index and the search index.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const OUT = path.resolve(flag('--out') ?? 'out');

interface Step {
  name: string;
  run: () => Promise<string | void> | string | void;
}

/** Runs a command with the output shown; throws when it fails. */
function command(file: string, args: string[]): void {
  const result = spawnSync(file, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${[file, ...args].join(' ')} failed (exit code ${result.status})`);
  }
}

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

const STEPS: Step[] = [
  {
    name: 'content-index',
    run: async () => {
      if (process.env.CONTENT_INDEX === 'fresh') return 'content index: generated before the build';
      const { generateContentIndex } = await import('./generate-content-index');
      return generateContentIndex();
    },
  },
  // In its own process: scripts/build-search-index.ts bundles its TypeScript with esbuild and runs
  // the bundle, which starts the build when it loads.
  {
    name: 'search-index',
    run: () => {
      if (process.env.SEARCH_INDEX === 'fresh') return 'search index: built before the build';
      return command(bin('tsx'), ['scripts/build-search-index.ts']);
    },
  },
  { name: 'next-build', run: () => command(bin('next'), ['build']) },
  {
    name: 'move-404',
    run: async () => (await import('./move-404')).move404(OUT),
  },
  {
    name: 'page-data',
    // Fails the build when a page's data is over the budget; says what the largest pages weigh.
    // It reads the `_next/data` JSON of each page (no HTML to parse); `npm test` checks the
    // `__NEXT_DATA__` of every exported HTML page as well (test/e2e/static-checks.spec.ts).
    run: async () => {
      const [{ checkPageData, pageDataSizes }, { PAGE_DATA_BUDGET_BYTES }] = await Promise.all([
        import('./site-files'),
        import('./budgets'),
      ]);
      const problems = checkPageData(PAGE_DATA_BUDGET_BYTES, OUT, { html: false });
      if (problems.length > 0) {
        throw new Error(`page data over the budget:\n${problems.join('\n')}`);
      }
      const largest = pageDataSizes(OUT, { html: false })
        .slice(0, 3)
        .map((size) => `${size.url} ${(size.bytes / 1000).toFixed(1)} kB`);
      return `page data: largest ${largest.join(', ')}`;
    },
  },
  {
    name: 'og-images',
    // The link preview image of every page (out/static/og/), drawn without a browser.
    run: async () => (await import('./og-image/build')).buildOgImages(OUT),
  },
  {
    name: 'markdown-twins',
    // An ES module: it reads front matter through the MDX compile, whose packages are ESM-only.
    run: async () => (await import('./markdown-twin/build')).buildMarkdownTwins(OUT),
  },
  {
    name: 'service-worker',
    run: async () => (await import('./build-service-worker')).buildServiceWorker(OUT),
  },
  {
    name: 'sitemap',
    run: async () => (await import('./build-sitemap')).buildSitemap(OUT),
  },
];

function selectedSteps(): Step[] {
  const only = flag('--only');
  const from = flag('--from');
  const wanted = only ?? from;
  if (wanted === undefined) return STEPS;
  const index = STEPS.findIndex((step) => step.name === wanted);
  if (index < 0) {
    throw new Error(`unknown step ${wanted}; steps: ${STEPS.map((step) => step.name).join(', ')}`);
  }
  return only ? [STEPS[index]] : STEPS.slice(index);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const steps = selectedSteps();
  const start = Date.now();
  const lines: string[] = [];
  for (const step of steps) {
    const stepStart = Date.now();
    const detail = await step.run();
    const line = `build: ${step.name.padEnd(20)} ${seconds(Date.now() - stepStart).padStart(7)}${detail ? `  ${detail}` : ''}`;
    lines.push(line);
    console.log(line);
  }
  const { cacheEntriesSince } = await import('@/src/content/server/compile');
  const compiled = cacheEntriesSince(start);
  if (steps.length > 1) {
    // Repeated at the end: next build's own output pushes the step lines far up.
    console.log(`\n${lines.join('\n')}`);
    console.log(
      `build: done in ${seconds(Date.now() - start)}; MDX pages compiled in this build: ${compiled} (the others came from the compile cache)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
