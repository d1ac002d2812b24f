export const OUT: string;
export function htmlFiles(out?: string, folder?: string): string[];
export function urlOf(file: string): string;
export function fileForUrl(url: string, out?: string): string | null;
export function firstLoadChunks(
  html: string,
  out?: string,
): Array<{ script: string; bytes: number }>;
export function firstLoadJs(html: string, out?: string): number;
export function gzipSize(text: string): number;
export function inlineCss(html: string): string;
export function findBrokenLinks(out?: string): string[];
export function markdownFiles(out?: string): string[];
export function findBrokenMarkdownLinks(origin: string, out?: string): string[];
export function checkBudgets(
  budgets: Record<string, { page: string; maxFirstLoadKb: number; maxHtmlKb: number }>,
  cssBudgetKb: number,
  out?: string,
): {
  problems: string[];
  measures: Array<{ label: string; firstLoadKb: number; htmlKb: number; cssKb: number }>;
};
