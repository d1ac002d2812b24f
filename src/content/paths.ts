// The content model's pure half (no Node modules, so the browser code, the scripts and the tests
// share it): where the content of a pathname lives and which pathnames are pages outside the
// registry. The Node half is src/content/server/.
import type { LanguageCode } from '@/src/navigation/types';

/** Folder of the MDX pages, relative to the project root: `data/docs/<pathname>/index.mdx`. */
export const DOCS_DIR = 'data/docs';

/**
 * Folder of the test-only pages (a crashing demo, long sections for the scroll spy), relative to
 * the project root; they are exported only when `DOCS_FIXTURES=1`, which the browser tests set.
 */
export const FIXTURES_DIR = 'test/fixtures/docs';

/** Folder of the generated API files, relative to the project root. */
export const API_DATA_DIR = 'data/api';

/** Folder of `data/api` holding the core (`@mui/material`) API pages. */
export const CORE_API_FOLDER = 'material';

const API_PREFIX = '/x/api/';

/** Core API pages (`/api-docs/<name>`) are generated from `@mui/material`. */
const CORE_API_PREFIX = '/api-docs/';

/** The API changes page: rendered from data/api-history, outside the navigation. */
export const CHANGES_PATHNAME = '/x/api/changes';

/**
 * Pages rendered by React components rather than MDX. They are exported in both languages but
 * stay out of the page registry (so out of the navigation, prev/next, Markdown twins and search):
 * the API changes page is reached from the API pages' version filter and the API index pages.
 */
export const SPECIAL_PAGES = {
  '/': 'home',
  '/x': 'x-landing',
  [CHANGES_PATHNAME]: 'api-changes',
} as const;

/** Name of a demo file beside a page: a default-exported component in `PascalCase.tsx`. */
export const DEMO_FILE_PATTERN = /^[A-Z][A-Za-z0-9]*\.tsx$/;

/**
 * File (relative to `data/api`) that holds the API reference of a pathname, or null when the
 * pathname is not an API page. `/x/api/<product>` is the product index (`<product>/index.json`);
 * `/api-docs/<name>` is a core component or hook (`material/<name>.json`).
 */
export function apiFileFor(pathname: string): string | null {
  if (pathname.startsWith(CORE_API_PREFIX)) {
    const name = pathname.slice(CORE_API_PREFIX.length);
    return /^[a-z0-9-]+$/.test(name) ? `${CORE_API_FOLDER}/${name}.json` : null;
  }
  if (!pathname.startsWith(API_PREFIX)) return null;
  const segments = pathname.slice(API_PREFIX.length).split('/').filter(Boolean);
  if (segments.length === 1) return `${segments[0]}/index.json`;
  if (segments.length === 2 && segments[1] !== 'index') return `${segments[0]}/${segments[1]}.json`;
  return null;
}

/** Inverse of {@link apiFileFor}: `data/api`-relative file (forward slashes) to pathname. */
export function apiPathnameFor(file: string): string {
  const [product, name] = file.replace(/\.json$/, '').split('/');
  if (product === CORE_API_FOLDER) return `${CORE_API_PREFIX}${name}`;
  return name === 'index' ? `${API_PREFIX}${product}` : `${API_PREFIX}${product}/${name}`;
}

/** Relative path (from `data/docs`, forward slashes) of the MDX file of a pathname. */
export function markdownFileOf(pathname: string): string {
  const folder = pathname.split('/').filter(Boolean).join('/');
  return folder ? `${folder}/index.mdx` : 'index.mdx';
}

/**
 * Inverse of {@link markdownFileOf}: the pathname of an MDX page from its path relative to
 * `data/docs` (or the fixtures folder), or null when the file is not a page (`index.mdx`).
 */
export function markdownPathnameFor(file: string): string | null {
  const normalized = file.replace(/\\/g, '/');
  if (normalized !== 'index.mdx' && !normalized.endsWith('/index.mdx')) return null;
  return `/${normalized.slice(0, -'index.mdx'.length).replace(/\/$/, '')}`;
}

/** Key of a demo in the demo index: its path from the docs folder without `.tsx`. */
export function demoIdFor(file: string): string {
  return file.replace(/\\/g, '/').replace(/\.tsx$/, '');
}

/** Splits a URL slug into its language and English pathname. */
export function parseSlug(slug: readonly string[] | undefined): {
  language: LanguageCode;
  pathname: string;
} {
  const segments = [...(slug ?? [])];
  let language: LanguageCode = 'en';
  if (segments[0] === 'zh') {
    language = 'zh';
    segments.shift();
  }
  return { language, pathname: `/${segments.join('/')}` };
}

/** The URL slug of a pathname in a language (inverse of {@link parseSlug}). */
export function slugFor(pathname: string, language: LanguageCode): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return language === 'en' ? segments : [language, ...segments];
}
