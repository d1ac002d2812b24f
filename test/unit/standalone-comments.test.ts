/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// Comments and docs must state their rule or reason themselves: a pointer to a document that is not
// in the repository, or to an issue number, tells a reader nothing. The patterns are assembled from
// parts so that this file does not match them itself.
const SECTION = String.fromCharCode(0xa7);
const FORBIDDEN: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'a specification section', pattern: new RegExp(`SPEC ${SECTION}`) },
  { name: 'the design document', pattern: new RegExp(['DESIGN', 'md'].join('\\.')) },
  { name: 'an issue number', pattern: new RegExp(['issue', '[0-9]'].join(' ')) },
];

const ROOT = path.resolve(__dirname, '../..');

// Installed packages, build output and scratch files, then folders of generated or test-run output
// (every one git-ignored and rebuilt from the files checked here).
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'out',
  '.next',
  '.tmp',
  '.git',
  '.cache',
  'bench',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SKIPPED_PATHS = new Set(['public/static/search', 'public/static/demo-sources']);

const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.cts',
  '.mts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.json',
  '.md',
  '.mdx',
  '.css',
  '.html',
  '.txt',
  '.yml',
  '.yaml',
  '.sh',
]);

function isText(file: string): boolean {
  const extension = path.extname(file);
  // Extension-less files are scripts such as `.ci/run`.
  return extension === '' || TEXT_EXTENSIONS.has(extension);
}

function repositoryFiles(folder: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_PATHS.has(relative)) {
        repositoryFiles(full, found);
      }
    } else if (entry.isFile() && isText(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/** Every `file:line: text` of `files` (relative to ROOT) matching a forbidden pattern. */
function forbiddenReferences(files: readonly string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const match = FORBIDDEN.find(({ pattern }) => pattern.test(line));
      if (match) hits.push(`${file}:${index + 1}: ${match.name}: ${line.trim()}`);
    });
  }
  return hits;
}

describe('comments and docs stand alone', () => {
  const files = repositoryFiles(ROOT);

  test('the walk covers source, scripts, tests and docs, and skips installed packages', () => {
    for (const expected of [
      'README.md',
      'package.json',
      'next.config.ts',
      'pages/_app.tsx',
      'src/config/index.ts',
      'scripts/generate-content-index.ts',
      'test/unit/standalone-comments.test.ts',
      'data/pages/corePages.ts',
    ]) {
      expect(files).toContain(expected);
    }
    expect(files.some((file) => file.startsWith('data/docs/') && file.endsWith('.mdx'))).toBe(true);
    expect(files.filter((file) => file.split('/').includes('node_modules'))).toEqual([]);
  });

  test('the patterns catch each kind of reference', () => {
    const samples = [
      `/** Polls every 500 ms (SPEC ${SECTION}4). */`,
      `// One Emotion instance (${['DESIGN', 'md'].join('.')}).`,
      `// The benchmark of ${['issue', 12].join(' ')}.`,
    ];
    expect(
      samples.map((sample) => FORBIDDEN.filter(({ pattern }) => pattern.test(sample))),
    ).toEqual(FORBIDDEN.map((rule) => [rule]));
    expect(FORBIDDEN.some(({ pattern }) => pattern.test('// Polls every 500 ms.'))).toBe(false);
  });

  test('no file points at an outside specification, design document or issue number', () => {
    expect(forbiddenReferences(files)).toEqual([]);
  });
});
