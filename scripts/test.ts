// `npm test`: every check of the project, each step printed with its wall time. Each generated
// artefact is made once: the content index first, the search index after the MDX check, the
// browser tests' export beside the unit tests; no later step makes one again (the sub-commands run
// here directly, not through their npm scripts and pre-hooks, and are told what is fresh). Pages are
// compiled once: by the MDX check, into the compile cache that the search index and the export
// then read.
//
// The static checks (types, API docs, lint, formatting, MDX, code copied between demos) read files
// and write nothing the others read, and each of them mostly keeps one core busy: they run two at
// a time, longest first, each one's output printed in one piece when it ends. The unit tests and
// the export also run side by side: the export writes only .next/ and out/, which no unit test
// reads, and each leaves part of the machine idle (the export's single-threaded steps, the test
// files' startup). The browser tests spread over every core themselves, so they run alone, last,
// serving that export; the `next dev` spec runs just before them, with the machine to itself (a
// failure there still lets the other browser tests run and report).
//
//   npx tsx scripts/test.ts [--no-e2e]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_BUILD_ENV } from './e2e-site';

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

interface Step {
  name: string;
  file: string;
  args: string[];
  /** Environment of this step, over the shared one. */
  env?: Record<string, string>;
}

/** Steps of one stage run side by side, at most `PARALLEL_STEPS` at once; stages run in order. */
const STAGES: Step[][] = [
  [{ name: 'content index', file: bin('tsx'), args: ['scripts/generate-content-index.ts'] }],
  [
    { name: 'eslint', file: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    { name: 'typecheck', file: bin('tsc'), args: ['--noEmit'] },
    { name: 'prettier', file: bin('prettier'), args: ['--check', '.'] },
    { name: 'api:check', file: bin('tsx'), args: ['scripts/api/cli.ts', '--check'] },
    { name: 'mdx check', file: bin('tsx'), args: ['scripts/check-mdx.ts'] },
    { name: 'demo copies', file: bin('tsx'), args: ['scripts/check-demo-duplicates.ts'] },
  ],
  [{ name: 'search index', file: bin('tsx'), args: ['scripts/build-search-index.ts'] }],
  [
    { name: 'e2e export', file: bin('tsx'), args: ['scripts/build.ts'], env: E2E_BUILD_ENV },
    { name: 'unit tests', file: bin('jest'), args: [] },
  ],
  [{ name: 'chromium', file: bin('tsx'), args: ['scripts/ensure-chromium.ts'] }],
  // `next dev` compiles on demand and is timed against start-up limits: it runs with the machine
  // to itself, before the other browser tests spread over every core.
  [
    {
      name: 'e2e next dev',
      file: bin('playwright'),
      args: ['test', '--project', 'next-dev'],
      env: { E2E_SITE: 'built' },
    },
  ],
  [
    {
      name: 'e2e tests',
      file: bin('playwright'),
      args: ['test', '--project', 'chromium'],
      env: { E2E_SITE: 'built' },
    },
  ],
];
const BROWSER_STEPS = ['e2e export', 'chromium', 'e2e next dev', 'e2e tests'];
/** Steps whose failure does not stop the stages after them: the browser suites report each. */
const KEEP_GOING = ['e2e next dev'];
const PARALLEL_STEPS = 2;
/** What every step is told: the indexes are generated (first stages) and need no new run. */
const FRESH = { CONTENT_INDEX: 'fresh', SEARCH_INDEX: 'fresh' };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Outcome {
  name: string;
  line: string;
  status: number | null;
}

/**
 * Runs one step. Alone in its stage it writes straight to the terminal (the browser tests report
 * as they go); beside others its output is kept and printed whole when it ends, so lines of two
 * steps never interleave.
 */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.file, step.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...FRESH, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (status: number | null) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const line = `test: ${step.name.padEnd(14)} ${seconds(Date.now() - start).padStart(7)}`;
      console.log(line);
      resolve({ name: step.name, line, status });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Runs a stage's steps, at most `PARALLEL_STEPS` at a time, in the order given. */
async function runStage(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...steps];
  const alone = steps.length === 1;
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      outcomes.push(await run(step, alone));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_STEPS, steps.length) }, lane));
  return outcomes;
}

async function main(): Promise<void> {
  const noE2e = process.argv.includes('--no-e2e');
  const stages = STAGES.map((steps) =>
    noE2e ? steps.filter((step) => !BROWSER_STEPS.includes(step.name)) : steps,
  ).filter((steps) => steps.length > 0);
  const start = Date.now();
  const lines: string[] = [];
  const failed: Outcome[] = [];
  for (const steps of stages) {
    const outcomes = await runStage(steps);
    lines.push(...outcomes.map((outcome) => outcome.line));
    failed.push(...outcomes.filter((outcome) => outcome.status !== 0));
    if (failed.some((outcome) => !KEEP_GOING.includes(outcome.name))) break;
  }
  if (failed.length > 0) {
    console.log(`\n${lines.join('\n')}`);
    for (const outcome of failed) {
      console.error(`test: ${outcome.name} failed (exit code ${outcome.status})`);
    }
    process.exit(failed[0].status ?? 1);
  }
  const { cacheEntriesSince } = await import('@/src/content/server/compile');
  console.log(`\n${lines.join('\n')}`);
  console.log(
    `test: done in ${seconds(Date.now() - start)}; MDX pages compiled in this run: ${cacheEntriesSince(start)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
