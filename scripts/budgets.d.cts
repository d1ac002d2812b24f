export const BUDGETS: Record<string, { page: string; maxFirstLoadKb: number; maxHtmlKb: number }>;
export const CSS_BUDGET_KB: number;
export const SEARCH_HEAD_BUDGET_KB: number;
export const BUILD_CPU_PER_PAGE_S: number;
export const LIGHTHOUSE_BUDGETS: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  cls: number;
};
