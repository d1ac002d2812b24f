// `npm run dev` runs this first (the `predev` script; docs/development.md):
// - writes the content and demo indexes (well under a second);
// - builds the search index only when what it is made from changed since the last time this
//   script built it: a restart of `next dev` then costs no search build. What it is made from is
//   listed in SEARCH_INPUTS; each file's path, size and modification time are hashed.
//
//   npx tsx scripts/dev-prepare.ts
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateContentIndex } from './generate-content-index';

const root = process.cwd();
const SEARCH_INPUTS = [
  'data',
  'src/search',
  'src/content',
  'src/markdown/server',
  'src/api-docs',
  'src/navigation',
  'src/routing',
  'src/i18n',
  'scripts/search-index',
  'scripts/build-search-index.ts',
  'package-lock.json',
];
const GENERATED = /\.generated\.ts$/;
const STAMP = path.join(root, 'node_modules', '.cache', 'search-index', 'dev-inputs.txt');
const SEARCH_FILES = path.join(root, 'src', 'search', 'indexFiles.generated.ts');

function addFiles(hash: crypto.Hash, file: string): void {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(file).sort()) addFiles(hash, path.join(file, name));
  } else if (!GENERATED.test(file)) {
    hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
}

/** True when every file the generated list names exists in public/ (none listed: never built). */
function searchFilesPresent(): boolean {
  if (!fs.existsSync(SEARCH_FILES)) return false;
  const urls = fs.readFileSync(SEARCH_FILES, 'utf8').match(/"\/static\/search\/[^"]+"/g) ?? [];
  return (
    urls.length > 0 &&
    urls.every((url) => fs.existsSync(path.join(root, 'public', JSON.parse(url) as string)))
  );
}

console.log(generateContentIndex());
const hash = crypto.createHash('sha256');
for (const input of SEARCH_INPUTS) addFiles(hash, path.join(root, input));
const inputs = hash.digest('hex');
const stamp = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
if (stamp === inputs && searchFilesPresent()) {
  console.log('search index: up to date');
} else {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build-search-index.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, inputs);
}
