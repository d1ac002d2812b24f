import type { CodeVariant } from '@/src/code-preferences/options';

interface EditedDemo {
  variant: CodeVariant;
  code: string;
}

/** The demos of the current page whose code the reader edited, by demo name. */
const editedDemos = new Map<string, EditedDemo>();

/** Records (or, with `null`, forgets) the reader's edit of a demo on this page. */
export function setEditedDemo(name: string, edit: EditedDemo | null): void {
  if (edit) editedDemos.set(name, edit);
  else editedDemos.delete(name);
}

/**
 * The page's Markdown twin with each edited demo's code in place of its original: the twin gives
 * every demo as a label naming its file (`Name.tsx`) followed by one fenced code block.
 */
export function withEditedDemos(markdown: string): string {
  if (editedDemos.size === 0) return markdown;
  const lines = markdown.split('\n');
  for (const [name, edit] of editedDemos) {
    const label = lines.findIndex((line) => line.includes(`\`${name}.tsx\``));
    if (label < 0) continue;
    const open = lines.findIndex((line, index) => index > label && /^`{3,}/.test(line));
    if (open < 0) continue;
    const fence = /^`+/.exec(lines[open])![0];
    const close = lines.findIndex((line, index) => index > open && line === fence);
    if (close < 0) continue;
    const language = edit.variant === 'JS' ? 'jsx' : 'tsx';
    lines.splice(open, close - open + 1, `${fence}${language}`, ...edit.code.split('\n'), fence);
  }
  return lines.join('\n');
}
