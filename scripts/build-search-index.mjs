// Runs scripts/search-index/build.ts (README → "Search"). The MDX step it shares with the site
// uses ESM-only packages, so the TypeScript is bundled with esbuild (packages left external, the
// `@/` alias resolved from tsconfig.json) into an ES module under node_modules/.cache and run.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outfile = path.join(root, 'node_modules', '.cache', 'search-index', 'build.mjs');

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
await import(pathToFileURL(outfile).href);
