// Page-weight, build and Lighthouse budgets. The weights are asserted in `npm test`
// (test/e2e/static-checks.spec.ts, bytes are deterministic) and reported by `npm run bench`.
// First-load JS budgets sit just above the measured weights, so any growth fails, and below the
// targets: 130 KB for a page of text, 135 KB for a page with demos before any demo loads and 140 KB
// for an API page. The frame renders with static CSS (src/styles), so React DOM, the Next.js
// runtime and the site's own code are all a page loads until a demo or a widget needs Material UI.
import type { PageBudget } from './site-files';

export const BUDGETS: Record<string, PageBudget> = {
  home: { page: 'index.html', maxFirstLoadKb: 117, maxHtmlKb: 40 },
  'x landing': { page: 'x/index.html', maxFirstLoadKb: 118, maxHtmlKb: 40 },
  'text page': { page: 'x/introduction/licensing/index.html', maxFirstLoadKb: 116, maxHtmlKb: 60 },
  'demo page': {
    page: 'x/react-data-grid/getting-started/index.html',
    maxFirstLoadKb: 118,
    maxHtmlKb: 60,
  },
  'API page': { page: 'x/api/data-grid/data-grid/index.html', maxFirstLoadKb: 125, maxHtmlKb: 60 },
  template: {
    page: 'getting-started/templates/dashboard/index.html',
    maxFirstLoadKb: 118,
    maxHtmlKb: 60,
  },
  404: { page: '404.html', maxFirstLoadKb: 111, maxHtmlKb: 30 },
};

/**
 * Bytes of a page's data (its `__NEXT_DATA__`, and the `_next/data` JSON of client-side
 * navigation), at most Next.js's large-page-data threshold (128 kB, 1 kB = 1000 bytes): every
 * reader downloads it in the HTML and parses it before hydration. Demo sources stay out of it
 * (static files fetched per demo); the navigation tree, the article's HTML and the Chinese
 * interface strings are what it holds. Checked by the build (`page-data` step) and by `npm test`.
 */
export const PAGE_DATA_BUDGET_BYTES = 128_000;

/** Server-rendered critical CSS inlined in a page's HTML, gzipped KB. */
export const CSS_BUDGET_KB = 20;

/**
 * Gzipped KB of the search index a reader downloads before the first results show: the head index
 * of each language (titles, headings, API names), fetched before the full one.
 */
export const SEARCH_HEAD_BUDGET_KB = 150;

/**
 * Gzipped KB of JavaScript a page fetches when a reader first presses a demo's Edit button: the
 * editor, the highlighter, the transpiler, the runner and the table of importable modules (the
 * packages the edited code imports are not counted: the demo loaded them already). Asserted by
 * test/e2e/live-editing.spec.ts.
 */
export const LIVE_EDITING_BUDGET_KB = 60;

/** CPU seconds of a clean `npm run build` per exported page. */
export const BUILD_CPU_PER_PAGE_S = 0.15;

/** Lighthouse 12, mobile: scores out of 100, TBT in ms, CLS unitless. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 150,
  cls: 0,
};
