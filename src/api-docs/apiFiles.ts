// Kept free of Node modules so the generator, the content source and tests can share it.
// scripts/generate-content-index.mjs and scripts/check-mdx.mjs apply the same mapping in
// reverse (file → pathname); keep them in sync.

/** Folder of the generated API files, relative to the project root. */
export const API_DATA_DIR = 'data/api';

const API_PREFIX = '/x/api/';

/**
 * File (relative to `data/api`) that holds the API reference of a pathname, or null when the
 * pathname is not under /x/api/. `/x/api/<product>` is the product index (`<product>/index.json`).
 */
export function apiFileFor(pathname: string): string | null {
  if (!pathname.startsWith(API_PREFIX)) return null;
  const segments = pathname.slice(API_PREFIX.length).split('/').filter(Boolean);
  if (segments.length === 1) return `${segments[0]}/index.json`;
  if (segments.length === 2 && segments[1] !== 'index') return `${segments[0]}/${segments[1]}.json`;
  return null;
}

/** Inverse of {@link apiFileFor}. */
export function apiPathnameFor(file: string): string {
  const [product, name] = file.replace(/\.json$/, '').split('/');
  return name === 'index' ? `${API_PREFIX}${product}` : `${API_PREFIX}${product}/${name}`;
}
