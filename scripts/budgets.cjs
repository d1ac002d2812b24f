// Page-weight budgets per page type, in gzipped KB. Tightened as the site gets lighter; a change
// that exceeds one fails `npm test` (test/e2e/static-checks.spec.ts) and `npm run bench`.
const BUDGETS = {
  home: { page: 'index.html', maxFirstLoadKb: 207, maxHtmlKb: 40 },
  'x landing': { page: 'x/index.html', maxFirstLoadKb: 207, maxHtmlKb: 40 },
  'text page': { page: 'x/introduction/licensing/index.html', maxFirstLoadKb: 206, maxHtmlKb: 60 },
  'demo page': {
    page: 'x/react-data-grid/getting-started/index.html',
    maxFirstLoadKb: 206,
    maxHtmlKb: 60,
  },
  404: { page: '404.html', maxFirstLoadKb: 172, maxHtmlKb: 30 },
};

module.exports = { BUDGETS };
