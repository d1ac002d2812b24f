export const COMPILE_HINT: string;
export function startupScripts(out: string): string[];
export function addCompileHints(out: string): string[];
