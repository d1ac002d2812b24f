// Short excerpts of a page's Markdown twin for search results: the page's description, the text
// under a heading (found by the id the site gives it), or the description of an API member's row;
// and the rows of an API twin's tables by member. Pure: the slugger of the site's heading ids
// (github-slugger) is handed in.
import type { SearchKind } from '@/src/search/types';

/** Gives each heading of a page its id, in order (github-slugger's `slug`). */
export interface Slugger {
  slug(text: string): string;
}

/** Longest excerpt, in characters. */
export const EXCERPT_LENGTH = 240;

interface Section {
  depth: number;
  /** The heading's id on the HTML page, empty for the text above the first heading. */
  slug: string;
  heading: string;
  lines: string[];
}

/**
 * Inline Markdown as the plain text a reader sees (and the site slugs); `keepCode` leaves code
 * spans in backticks, as an excerpt shows them.
 */
export function inlineText(markdown: string, keepCode = false): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2');
  return (keepCode ? text : text.replace(/`+([^`]*)`+/g, '$1'))
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>&])/g, '$1')
    .trim();
}

/** Cuts text to about `length` characters at a word boundary. */
export function truncate(text: string, length = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The twin split at its headings (outside code blocks), each with the id `slugger` gives it (a new
 * slugger per page, as the site uses), or none without a slugger.
 */
export function sections(markdown: string, slugger?: Slugger): Section[] {
  const result: Section[] = [{ depth: 0, slug: '', heading: '', lines: [] }];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) {
        fence = null;
      }
      result[result.length - 1].lines.push(line);
      continue;
    }
    if (fenceMatch) fence = fenceMatch[1];
    const heading = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const depth = heading[1].length;
      const text = inlineText(heading[2]);
      // The page title is not part of the article: the site's heading ids start after it.
      const slug = depth === 1 || !slugger ? '' : slugger.slug(text);
      result.push({ depth, slug, heading: text, lines: [] });
    } else {
      result[result.length - 1].lines.push(line);
    }
  }
  return result;
}

/** The line a twin writes above a demo's source (scripts/markdown-twin/convert.ts). */
const DEMO_LINE = /^(Demo|演示): \*\*/;

/**
 * The prose of some lines: paragraphs and list items, without code, tables and quotes' marks. A
 * section made only of a table reads as its rows (`cell — cell; …`), one made only of code as its
 * code.
 */
function prose(lines: readonly string[]): string {
  const kept: string[] = [];
  const rows: string[] = [];
  const code: string[] = [];
  let fence = false;
  for (const line of lines) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) {
      fence = !fence;
      continue;
    }
    if (fence) {
      if (line.trim()) code.push(line.trim());
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const cells = tableCells(line).map((cell) => inlineText(cell, true));
      if (!cells.every((cell) => /^:?-+:?$/.test(cell)))
        rows.push(cells.filter(Boolean).join(' — '));
      continue;
    }
    const text = line.replace(/^\s*(>\s?)+/, '').replace(/^\s*([-*+]|\d+\.)\s+/, '');
    // A demo's title line says only which demo follows.
    if (text.trim() && !DEMO_LINE.test(text)) kept.push(inlineText(text, true));
  }
  if (kept.length) return kept.join(' ');
  // The header row names the columns; the rows say what the section lists.
  if (rows.length > 1) return rows.slice(1).join('; ');
  return code.join(' ');
}

/** The page's own summary: the description quoted under its title, else its first prose. */
export function pageExcerpt(markdown: string): string {
  const all = sections(markdown);
  const title = all.find((section) => section.depth === 1);
  const quote = title?.lines.find((line) => line.startsWith('> '));
  if (quote) return truncate(inlineText(quote.slice(2), true));
  const first = all.find((section) => section.depth > 1 && prose(section.lines));
  return first ? truncate(prose(first.lines)) : '';
}

/** The text under the heading whose id is `anchor` (its subsections when it has none itself). */
export function sectionExcerpt(markdown: string, anchor: string, slugger: Slugger): string {
  const all = sections(markdown, slugger);
  const start = all.findIndex((section) => section.slug === anchor);
  if (start < 0) return '';
  const texts: string[] = [];
  for (let index = start; index < all.length; index += 1) {
    if (index > start && all[index].depth <= all[start].depth) break;
    texts.push(prose(all[index].lines));
    if (texts.join(' ').length > EXCERPT_LENGTH) break;
  }
  return truncate(texts.filter(Boolean).join(' '));
}

/** The twin's section that lists each kind of API member. */
const MEMBER_SECTIONS: Partial<Record<SearchKind, string>> = {
  prop: 'Props',
  slot: 'Slots',
  class: 'CSS classes',
  property: 'Properties',
  method: 'Methods',
};

/** Cells of a Markdown table row (pipes escaped inside cells stay in them). */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The description of an API member's row in the twin of its page. */
export function memberExcerpt(markdown: string, kind: SearchKind, name: string): string {
  const all = sections(markdown);
  const heading = MEMBER_SECTIONS[kind];
  const ordered = [
    ...all.filter((section) => section.heading === heading),
    ...all.filter((section) => section.heading !== heading),
  ];
  // A hook parameter's member (`props.freeSolo`) is a row of the parameter's own table.
  const names = new Set([name, `.${name}`, name.slice(name.lastIndexOf('.') + 1)]);
  for (const section of ordered) {
    for (const line of section.lines) {
      if (!line.startsWith('|')) continue;
      const cells = tableCells(line);
      if (cells.length > 1 && names.has(inlineText(cells[0]))) {
        return truncate(inlineText(cells[cells.length - 1], true));
      }
    }
  }
  return '';
}

/** One member's row of an API twin, with the table it belongs to. */
export interface MemberRow {
  /** The section of the twin (`Props`, `CSS classes`, a hook's parameter). */
  heading: string;
  /** The table's header and separator lines. */
  header: string[];
  row: string;
  /** The names the row answers to (a CSS class: its class and its rule name). */
  names: string[];
}

/** Every member row of an API twin: the rows of its tables, by the name in their first cell. */
export function memberRows(markdown: string): Map<string, MemberRow[]> {
  const rows = new Map<string, MemberRow[]>();
  for (const section of sections(markdown)) {
    let header: string[] = [];
    section.lines.forEach((line, index) => {
      if (!line.startsWith('|')) {
        header = [];
        return;
      }
      const next = section.lines[index + 1] ?? '';
      if (header.length === 0 && /^\|(\s*:?-+:?\s*\|)+\s*$/.test(next)) {
        header = [line, next];
        return;
      }
      if (line === header[1]) return;
      const cells = tableCells(line).map((cell) => inlineText(cell));
      // A CSS class is named by its class (`.MuiDataGrid-root`) and by its rule name (`root`).
      const names = [cells[0]?.replace(/^\./, '') ?? ''];
      if (section.heading === MEMBER_SECTIONS.class && cells[1]) names.push(cells[1]);
      const unique = [...new Set(names.filter(Boolean))];
      for (const name of unique) {
        const list = rows.get(name) ?? [];
        list.push({ heading: section.heading, header, row: line, names: unique });
        rows.set(name, list);
      }
    });
  }
  return rows;
}
