/** A piece of a JSDoc description, as the API page renders it. */
export type InlineToken =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'link'; text: string; href: string }
  /** `[[GridColDef]]`: MUI's JSDoc notation for a reference to another API item. */
  | { type: 'reference'; name: string };

const INLINE = /`([^`]+)`|\[\[([A-Za-z0-9_]+)]]|\[([^\]]+)]\(([^)\s]+)\)/g;

/**
 * Splits one paragraph of JSDoc text into text, `code`, [links](url) and [[references]]. Only
 * these forms occur in the packages' comments, so a full markdown parser would be dead weight in
 * the page bundle.
 */
export function tokenizeInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: 'text', value: text.slice(last, index) });
    if (match[1] !== undefined) tokens.push({ type: 'code', value: match[1] });
    else if (match[2] !== undefined) tokens.push({ type: 'reference', name: match[2] });
    else tokens.push({ type: 'link', text: match[3], href: match[4] });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', value: text.slice(last) });
  return tokens;
}

/** A block of a description: a paragraph, or a list written with `- ` line prefixes. */
export type DescriptionBlock =
  { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

const LIST_ITEM = /^\s*[-*]\s+/;

/**
 * Blocks of a description: blank lines separate paragraphs, lines starting with `- ` are list
 * items, and other single line breaks are spaces (JSDoc wraps lines at an arbitrary width).
 */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length > 0) blocks.push({ type: 'list', items });
      items = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (LIST_ITEM.test(raw)) {
        flushParagraph();
        items.push(line.replace(LIST_ITEM, ''));
      } else if (items.length > 0) {
        items[items.length - 1] += ` ${line}`;
      } else {
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** Paragraphs of a description as single lines (list items become their own paragraphs). */
export function paragraphs(text: string): string[] {
  return descriptionBlocks(text).flatMap((block) =>
    block.type === 'paragraph' ? [block.text] : block.items,
  );
}

// Links written as https://mui.com/… or as site paths (/material-ui/api/input/).
const MUI_LINK = /^(?:https:\/\/mui\.com)?(\/(?!\/)[^#?]*)(#.*)?$/;

/**
 * Where a description link should go: links into the MUI docs stay on this site when the page
 * exists here; otherwise they go to mui.com, so no link points at a page this site lacks.
 */
export function resolveDocsLink(href: string, pageExists: (pathname: string) => boolean): string {
  const match = MUI_LINK.exec(href);
  if (!match) return href;
  const pathname = match[1].replace(/\/+$/, '') || '/';
  const hash = match[2] ?? '';
  return pageExists(pathname) ? `${pathname}${hash}` : `https://mui.com${match[1]}${hash}`;
}

const API_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/** `GridColDef` → `grid-col-def`, the slug of an API page. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The API page documenting `name`, or null when this site has none. */
export function apiPathnameForName(
  name: string,
  pageExists: (pathname: string) => boolean,
): string | null {
  const slug = kebabCase(name);
  const candidates = [
    ...API_PRODUCTS.map((product) => `/x/api/${product}/${slug}`),
    // Core components and hooks (`@mui/material`), documented under /api-docs/.
    `/api-docs/${slug}`,
  ];
  const found = candidates.find(pageExists);
  return found ?? null;
}

/** The text a reader sees, without markdown punctuation (for meta descriptions and titles). */
export function plainText(text: string): string {
  return paragraphs(text)
    .map((paragraph) =>
      tokenizeInline(paragraph)
        .map((token) =>
          token.type === 'link'
            ? token.text
            : token.type === 'reference'
              ? token.name
              : token.value,
        )
        .join(''),
    )
    .join(' ');
}
