/**
 * Builds the site's search index once, before any test file runs, when a file that reads it is
 * among those selected (the search evaluation suites run in separate workers, which must not
 * each write the same index files at once). `npm test` builds the index before the unit tests
 * and says so with SEARCH_INDEX=fresh; then nothing is built here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Config } from '@jest/types';

/** The test files that read the built index (node_modules/.cache/search-index, public/static/search). */
export const INDEX_READERS = [
  'search-relevance.test.ts',
  'search-known-items-en.test.ts',
  'search-known-items-zh.test.ts',
  'search-migration-renames.test.ts',
];

export default function globalSetup(globalConfig: Config.GlobalConfig): void {
  if (process.env.SEARCH_INDEX === 'fresh') return;
  const root = path.resolve(__dirname, '..', '..', '..');
  const selected = globalConfig.testPathPatterns.toExecutor({ rootDir: root });
  const needed =
    !globalConfig.testPathPatterns.isSet() ||
    INDEX_READERS.some((file) => selected.isMatch(path.join(root, 'test', 'unit', file)));
  if (!needed) return;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-search-index.ts'], {
    cwd: root,
    stdio: 'pipe',
  });
}
