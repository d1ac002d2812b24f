// Page-weight, build and Lighthouse budgets (issue 12). The weights are asserted in `npm test`
// (test/e2e/static-checks.spec.ts, bytes are deterministic) and reported by `npm run bench`.
// First-load JS budgets sit just above the measured weights so any growth fails, and never above
// the targets: 120 KB for a page of text, 140 KB for a page with demos.
const BUDGETS = {
  home: { page: 'index.html', maxFirstLoadKb: 122, maxHtmlKb: 40 },
  'x landing': { page: 'x/index.html', maxFirstLoadKb: 125, maxHtmlKb: 40 },
  'text page': { page: 'x/introduction/licensing/index.html', maxFirstLoadKb: 120, maxHtmlKb: 60 },
  'demo page': {
    page: 'x/react-data-grid/getting-started/index.html',
    maxFirstLoadKb: 125,
    maxHtmlKb: 60,
  },
  // 128: the tables' parts, their height estimates and exact anchors below them (+1.2 KB) took the
  // first layout of this page from the longest task of its load to a short one.
  'API page': { page: 'x/api/data-grid/data-grid/index.html', maxFirstLoadKb: 128, maxHtmlKb: 60 },
  template: {
    page: 'getting-started/templates/dashboard/index.html',
    maxFirstLoadKb: 125,
    maxHtmlKb: 60,
  },
  404: { page: '404.html', maxFirstLoadKb: 114, maxHtmlKb: 30 },
};

/** Server-rendered critical CSS inlined in a page's HTML, gzipped KB. */
const CSS_BUDGET_KB = 20;

/** CPU seconds of a clean `npm run build` per exported page. */
const BUILD_CPU_PER_PAGE_S = 0.15;

/** Lighthouse 12, mobile: scores out of 100, TBT in ms, CLS unitless. */
const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 150,
  cls: 0,
};

module.exports = { BUDGETS, CSS_BUDGET_KB, BUILD_CPU_PER_PAGE_S, LIGHTHOUSE_BUDGETS };
