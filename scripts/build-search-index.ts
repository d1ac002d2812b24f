// Runs scripts/search-index/build.ts (docs/search.md):
//
//   npx tsx scripts/build-search-index.ts   (the `search-index` step of scripts/build.ts)
//
// The MDX step it shares with the site uses ESM-only packages, so the TypeScript is bundled with
// esbuild (packages left external, the `@/` alias resolved from tsconfig.json) into an ES module
// under node_modules/.cache and run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'node_modules', '.cache', 'search-index', 'build.mjs');

async function main(): Promise<void> {
  // A new file rather than the old one rewritten: node_modules may be a hard-linked copy of
  // another checkout's, whose builds would otherwise replace this checkout's bundle.
  fs.rmSync(outfile, { force: true });
  await build({
    entryPoints: [path.join(root, 'scripts', 'search-index', 'build.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // The bundle runs its build when it loads, and exits with code 1 itself when that fails.
  await import(pathToFileURL(outfile).href);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
