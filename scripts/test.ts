// `npm test`: every check of the project, each step printed with its wall time. The generated
// content index is written once, first, and no step writes it again (the sub-commands run here
// directly, not through their npm scripts and pre-hooks; the browser tests' build is told it is
// fresh). Pages are compiled once: by the MDX check, into the compile cache that the search
// index test and the browser tests' build then read.
//
//   npx tsx scripts/test.ts [--no-e2e]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

interface Step {
  name: string;
  file: string;
  args: string[];
}

const STEPS: Step[] = [
  { name: 'content index', file: bin('tsx'), args: ['scripts/generate-content-index.ts'] },
  { name: 'typecheck', file: bin('tsc'), args: ['--noEmit'] },
  { name: 'api:check', file: bin('tsx'), args: ['scripts/api/cli.ts', '--check'] },
  { name: 'eslint', file: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'prettier', file: bin('prettier'), args: ['--check', '.'] },
  { name: 'mdx check', file: bin('tsx'), args: ['scripts/check-mdx.ts'] },
  { name: 'unit tests', file: bin('jest'), args: [] },
  { name: 'chromium', file: bin('tsx'), args: ['scripts/ensure-chromium.ts'] },
  { name: 'e2e tests', file: bin('playwright'), args: ['test'] },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const noE2e = process.argv.includes('--no-e2e');
  const steps = noE2e
    ? STEPS.filter((step) => !['chromium', 'e2e tests'].includes(step.name))
    : STEPS;
  const start = Date.now();
  const lines: string[] = [];
  for (const step of steps) {
    const stepStart = Date.now();
    const result = spawnSync(step.file, step.args, {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_INDEX: 'fresh' },
    });
    const line = `test: ${step.name.padEnd(14)} ${seconds(Date.now() - stepStart).padStart(7)}`;
    lines.push(line);
    console.log(line);
    if (result.status !== 0) {
      console.error(`test: ${step.name} failed (exit code ${result.status})`);
      process.exit(result.status ?? 1);
    }
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
