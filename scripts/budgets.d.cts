export const BUDGETS: Record<string, { page: string; maxFirstLoadKb: number; maxHtmlKb: number }>;
