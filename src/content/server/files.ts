// The content model's Node half: the files behind each pathname (MDX page, demos, API JSON) and
// the lists of pathnames that have content. The mapping itself is in ../paths.ts.
import fs from 'node:fs';
import path from 'node:path';
import {
  API_DATA_DIR,
  DEMO_FILE_PATTERN,
  DOCS_DIR,
  FIXTURES_DIR,
  apiFileFor,
  apiPathnameFor,
  markdownFileOf,
  markdownPathnameFor,
} from '../paths';

/** Absolute folder of the MDX pages. */
export const DOCS_ROOT = path.join(process.cwd(), DOCS_DIR);

/** Absolute folder of the test-only pages (see `FIXTURES_DIR`). */
export const FIXTURES_ROOT = path.join(process.cwd(), FIXTURES_DIR);

/** Absolute folder of the generated API files. */
export const API_ROOT = path.join(process.cwd(), API_DATA_DIR);

/** Whether this build includes the test fixture pages (`DOCS_FIXTURES=1`). */
export function fixturesEnabled(): boolean {
  return process.env.DOCS_FIXTURES === '1';
}

/** The MDX file of a page pathname (no language prefix); a fixture page when enabled. */
export function markdownFileFor(pathname: string): string {
  const file = path.join(DOCS_ROOT, markdownFileOf(pathname));
  if (fixturesEnabled() && !fs.existsSync(file)) {
    const fixture = path.join(FIXTURES_ROOT, markdownFileOf(pathname));
    if (fs.existsSync(fixture)) return fixture;
  }
  return file;
}

/** Absolute path of the generated API file of a pathname, or null when it has none. */
export function apiJsonPath(pathname: string): string | null {
  const file = apiFileFor(pathname);
  if (!file) return null;
  const absolute = path.join(API_ROOT, file);
  return fs.existsSync(absolute) ? absolute : null;
}

/** Every file under a folder (absolute paths, sorted), or none when the folder is missing. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Pathnames of the MDX pages under a docs folder (sorted). */
export function markdownPathnamesIn(root: string): string[] {
  return filesUnder(root, (name) => name === 'index.mdx')
    .map((file) => markdownPathnameFor(path.relative(root, file)))
    .filter((pathname): pathname is string => pathname !== null)
    .sort();
}

/** Pathnames (English, no trailing slash) of the MDX pages of data/docs. */
export function markdownPathnames(): string[] {
  return markdownPathnamesIn(DOCS_ROOT);
}

/** Pathnames of the fixture pages, when enabled. */
export function fixturePathnames(): string[] {
  return fixturesEnabled() ? markdownPathnamesIn(FIXTURES_ROOT) : [];
}

/** Pathnames of the generated API reference pages (one per file of data/api). */
export function apiPathnames(): string[] {
  return filesUnder(API_ROOT, (name) => name.endsWith('.json'))
    .map((file) => apiPathnameFor(path.relative(API_ROOT, file).split(path.sep).join('/')))
    .sort();
}

/** Every MDX file under a file or folder (absolute paths, sorted). */
export function mdxFilesUnder(target: string): string[] {
  if (fs.statSync(target).isFile()) return target.endsWith('.mdx') ? [target] : [];
  return filesUnder(target, (name) => name.endsWith('.mdx'));
}

/** A demo file with the folder it was found under (`data/docs` or the fixtures). */
export interface DemoFile {
  root: string;
  file: string;
}

/** Every demo of data/docs and of the fixture pages (fixture demos only load on fixture pages). */
export function demoFiles(): DemoFile[] {
  return [DOCS_ROOT, FIXTURES_ROOT].flatMap((root) =>
    filesUnder(root, (name) => DEMO_FILE_PATTERN.test(name)).map((file) => ({ root, file })),
  );
}

/** The docs folder a page file lives under (`data/docs` or the fixtures). */
export function docsRootOf(file: string): string {
  return file.startsWith(FIXTURES_ROOT) ? FIXTURES_ROOT : DOCS_ROOT;
}
