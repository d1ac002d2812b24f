export const OUT: string;
export function htmlFiles(folder?: string): string[];
export function urlOf(file: string): string;
export function fileForUrl(url: string): string | null;
export function firstLoadJs(html: string): number;
export function gzipSize(text: string): number;
