// Kept free of Node modules so the generator, the content source and tests can share it.
// scripts/generate-content-index.mjs and scripts/check-mdx.mjs apply the same mapping in
// reverse (file → pathname); keep them in sync.

/** Folder of the generated API files, relative to the project root. */
export const API_DATA_DIR = 'data/api';

const API_PREFIX = '/x/api/';

/** Core API pages (`/api-docs/<name>`) are generated from `@mui/material`. */
const CORE_API_PREFIX = '/api-docs/';

/** Folder of `data/api` holding the core (`@mui/material`) API pages. */
export const CORE_API_FOLDER = 'material';

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

/** Inverse of {@link apiFileFor}. */
export function apiPathnameFor(file: string): string {
  const [product, name] = file.replace(/\.json$/, '').split('/');
  if (product === CORE_API_FOLDER) return `${CORE_API_PREFIX}${name}`;
  return name === 'index' ? `${API_PREFIX}${product}` : `${API_PREFIX}${product}/${name}`;
}
