export const LOADER_MARK: string;
export function startScriptsAfterPaint(html: string): string | null;
export function rewriteExport(out: string): number;
