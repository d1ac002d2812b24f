// Fenced code in MDX text, for the checks of scripts/check-mdx.ts: a fence is three or more
// backticks or tildes, closed by a line opening with the same character at least as many times.

/** An inline code span: its backticks (group 1) and its code (group 2). */
export const INLINE_CODE = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/** The contents of the fenced code blocks of an MDX text. */
export function fencedCodeBlocks(mdx: string): string[] {
  return [...mdx.matchAll(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\1/gm)].map((m) => m[2]);
}

/**
 * The lines from `start` on that lie outside fenced code (the fence lines themselves left out),
 * with their 0-based index.
 */
export function* linesOutsideFences(
  lines: string[],
  start = 0,
): Generator<{ index: number; text: string }> {
  let fence: string | null = null;
  for (let index = start; index < lines.length; index += 1) {
    const text = lines[index];
    const opening = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
    } else if (opening) {
      fence = opening[1];
    } else {
      yield { index, text };
    }
  }
}
