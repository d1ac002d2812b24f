/**
 * `next dev` only. The docs route reads its MDX pages and demo sources with `fs` in
 * `getStaticProps`, which the bundler cannot see. Importing this module from there makes every
 * page and demo file of `data/docs` (and of the test fixtures) part of the route's server code, so
 * Turbopack treats an edit to one of them like an edit to `getStaticProps` itself: Next.js tells
 * the open page to fetch its props again ("Refreshing page data due to server-side change" in the
 * console), `getStaticProps` runs anew (it runs on every request in development, and the MDX is
 * recompiled) and the page shows the new text without a reload, keeping its scroll position and
 * the state of its demos. A demo's component also hot-reloads on its own through the demo index.
 *
 * The files come in as plain strings (the `dev-content` rule of next.config.ts) and are never
 * used: the import is the dependency. The route imports this module behind a
 * `process.env.NODE_ENV === 'development'` check, so `next build` never compiles it.
 */
export const contentFiles: Record<string, unknown> = import.meta.glob(
  [
    '../../../data/docs/**/*.mdx',
    '../../../data/docs/**/*.tsx',
    '../../../data/docs/**/*.ts',
    '../../../test/fixtures/docs/**/*.mdx',
    '../../../test/fixtures/docs/**/*.tsx',
    '../../../test/fixtures/docs/**/*.ts',
  ],
  { query: '?dev-content', eager: true, import: 'default' },
);
