// Links from the Data Grid guides to the API reference, for scripts/check-mdx.ts.
//
// 1. On a Data Grid guide page (data/docs/x/react-data-grid/**), the first mention in the prose of a
//    root prop of the grid (`checkboxSelection`, `filterMode="server"`) or of an `apiRef` method
//    (`apiRef.current.setSortModel()`, `setSortModel()`) must be a link: to the prop's anchor on the
//    page of the plan that introduces it (DataGrid, then DataGridPro, then DataGridPremium), or to
//    the method's anchor on the GridApi page. The prose is the page before its `## API` section,
//    without front matter, headings and fenced code. A mention inside any link counts as linked:
//    the author chose where it points (a column's own `sortingOrder` goes to GridColDef).
// 2. On any page, a link to an anchor of a generated API page (`/x/api/data-grid/data-grid/#prop-rows`)
//    must name a member that page lists; the ids are those the API pages render (`prop-`, `slot-`,
//    `classes-`, `property-`, `method-`, `parameter-`). The link check of the export
//    (scripts/site-files.ts) proves the same on the built HTML.
import fs from 'node:fs';
import path from 'node:path';
import { API_DATA_DIR, CORE_API_FOLDER, apiPathnameFor } from '@/src/content/paths';
import { INLINE_CODE, fencedCodeBlocks, linesOutsideFences } from './mdx-fences';

/** Where the grid's root props and `apiRef` methods are documented: name → link. */
export interface GridApiLinks {
  props: Map<string, string>;
  methods: Map<string, string>;
}

/** A mention of a grid prop or method in the prose of a page. */
export interface ApiMention {
  kind: 'prop' | 'method';
  name: string;
  /** Where it should link. */
  href: string;
  line: number;
  /** Columns of the code span in its line, backticks included. */
  start: number;
  end: number;
  code: string;
  linked: boolean;
}

/** The members of a generated API file that have anchors (the fields read here only). */
interface ApiJson {
  props?: Array<{ name: string }>;
  slots?: Array<{ name: string }>;
  cssClasses?: Array<{ key: string }>;
  properties?: Array<{ name: string }>;
  methods?: Array<{ name: string }>;
  parameters?: Array<{ name: string }>;
}

const IDENT = '[A-Za-z_$][\\w$]*';
const GRID_COMPONENT_PAGES = ['data-grid', 'data-grid-pro', 'data-grid-premium'];

function readJson(file: string): ApiJson {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Where the grid's root props and `apiRef` methods are documented: name → link (page and anchor).
 * A prop links to the first page of DataGrid, DataGridPro, DataGridPremium that lists it.
 */
export function gridApiLinks(root: string): GridApiLinks {
  const dir = path.join(root, API_DATA_DIR, 'data-grid');
  const props = new Map<string, string>();
  for (const slug of GRID_COMPONENT_PAGES) {
    for (const prop of readJson(path.join(dir, `${slug}.json`)).props ?? []) {
      if (!props.has(prop.name))
        props.set(prop.name, `/x/api/data-grid/${slug}/#prop-${prop.name}`);
    }
  }
  const methods = new Map<string, string>();
  for (const method of readJson(path.join(dir, 'grid-api.json')).methods ?? []) {
    methods.set(method.name, `/x/api/data-grid/grid-api/#method-${method.name}`);
  }
  return { props, methods };
}

/**
 * Names a page's own code uses as plain identifiers (`const [model, setPaginationModel] = …`,
 * `onPaginationModelChange={setPaginationModel}`), not as members (`apiRef.current.setPage`): a
 * page whose demo keeps `setPaginationModel` from `React.useState` means that setter in its prose,
 * not the method of the same name.
 */
export function ownNamesOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.]\\s*)${IDENT}`, 'g'))) out.add(m[0]);
  }
  return out;
}

/**
 * The prop or method an inline code span names, or null. `links` comes from gridApiLinks;
 * `own` holds the names the page's own code uses as plain identifiers.
 */
export function mentionOf(
  code: string,
  links: GridApiLinks,
  own: Set<string> = new Set(),
): { kind: 'prop' | 'method'; name: string } | null {
  const value = code.trim();
  const method = new RegExp(`^apiRef\\.current\\.(${IDENT})(?:\\(.*\\))?$`).exec(value);
  if (method) {
    return links.methods.has(method[1]) ? { kind: 'method', name: method[1] } : null;
  }
  // `filterMode="server"`, `checkboxSelection={false}`: the prop before `=`.
  const assignment = new RegExp(`^(${IDENT})=(?![=>])`).exec(value);
  if (assignment) {
    return links.props.has(assignment[1]) ? { kind: 'prop', name: assignment[1] } : null;
  }
  const bare = new RegExp(`^(${IDENT})(\\(.*\\))?$`).exec(value);
  if (!bare) return null;
  const [, name, call] = bare;
  if (links.props.has(name)) return { kind: 'prop', name };
  // A bare method name: camelCase (not `scroll`, `resize`, which are words) and not a name of the
  // page's own code.
  if (
    links.methods.has(name) &&
    (call || /[a-z][A-Z]/.test(name)) &&
    !own.has(name) &&
    !name.startsWith('unstable_')
  ) {
    return { kind: 'method', name };
  }
  return null;
}

/** [start, end, href] of each Markdown link of a line. */
function linkRanges(line: string): Array<[number, number, string]> {
  const ranges: Array<[number, number, string]> = [];
  const re = /\[((?:[^[\]`]|`[^`]*`|\[[^\]]*\])*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;
  for (const m of line.matchAll(re)) ranges.push([m.index, m.index + m[0].length, m[2]]);
  return ranges;
}

/**
 * The prose lines of an MDX page: before its `## API` heading, without front matter, headings and
 * fenced code. Returns `{ line, text }[]` with 1-based line numbers.
 */
export function proseLines(mdx: string): { line: number; text: string }[] {
  const lines = mdx.split('\n');
  const out: { line: number; text: string }[] = [];
  let start = 0;
  if (lines[0]?.trim() === '---') {
    start = lines.findIndex((line, i) => i > 0 && line.trim() === '---') + 1;
  }
  for (const { index, text } of linesOutsideFences(lines, start)) {
    if (/^##\s+API\s*$/.test(text)) break;
    if (/^\s*#{1,6}\s/.test(text)) continue;
    out.push({ line: index + 1, text });
  }
  return out;
}

/**
 * The first mention of each grid prop and `apiRef` method in the prose of a page, in page order:
 * `{ kind, name, href, line, start, end, code, linked }` (`start`/`end`: the span's columns,
 * backticks included; `href`: where it should link).
 */
export function firstMentions(
  mdx: string,
  links: GridApiLinks,
  demoSources: string[] = [],
): ApiMention[] {
  const own = ownNamesOf([...demoSources, ...fencedCodeBlocks(mdx)]);
  const seen = new Set<string>();
  const mentions: ApiMention[] = [];
  for (const { line, text } of proseLines(mdx)) {
    const ranges = linkRanges(text);
    for (const m of text.matchAll(INLINE_CODE)) {
      const mention = mentionOf(m[2], links, own);
      if (!mention || seen.has(`${mention.kind}:${mention.name}`)) continue;
      seen.add(`${mention.kind}:${mention.name}`);
      const start = m.index;
      const end = start + m[0].length;
      const href = (mention.kind === 'prop' ? links.props : links.methods).get(mention.name) ?? '';
      const linked = ranges.some(([from, to]) => from < start && end < to);
      mentions.push({ ...mention, href, line, start, end, code: m[0], linked });
    }
  }
  return mentions;
}

/** First mentions that are not links: what the check reports (same arguments as `firstMentions`). */
export function unlinkedFirstMentions(...args: Parameters<typeof firstMentions>): ApiMention[] {
  return firstMentions(...args).filter((mention) => !mention.linked);
}

/** The anchor prefix of the rows of each member list of an API file (`prop-rows`). */
const ANCHOR_PREFIX: Record<keyof ApiJson, string> = {
  props: 'prop',
  slots: 'slot',
  cssClasses: 'classes',
  properties: 'property',
  methods: 'method',
  parameters: 'parameter',
};

/**
 * The member anchors of every generated API page: page path (`/x/api/data-grid/data-grid`) → ids
 * (`prop-rows`, `slot-toolbar`, `classes-root`, `method-setPage`, `property-field`).
 */
export function apiAnchors(root: string): Map<string, Set<string>> {
  const apiRoot = path.join(root, API_DATA_DIR);
  const anchors = new Map<string, Set<string>>();
  if (!fs.existsSync(apiRoot)) return anchors;
  for (const product of fs.readdirSync(apiRoot)) {
    if (product === CORE_API_FOLDER) continue;
    const dir = path.join(apiRoot, product);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json') || file === 'index.json') continue;
      const doc = readJson(path.join(dir, file));
      const ids = new Set<string>();
      for (const [field, prefix] of Object.entries(ANCHOR_PREFIX) as [keyof ApiJson, string][]) {
        for (const entry of doc[field] ?? []) {
          ids.add(`${prefix}-${'key' in entry ? entry.key : entry.name}`);
        }
      }
      anchors.set(apiPathnameFor(`${product}/${file}`), ids);
    }
  }
  return anchors;
}

const MEMBER_ANCHOR = new RegExp(`^(?:${Object.values(ANCHOR_PREFIX).join('|')})-`);

/**
 * Links of a page to a member anchor of an API page that does not list that member:
 * `{ line, href }[]`. Other anchors (section headings) are left to the export's link check.
 */
export function brokenApiAnchors(
  mdx: string,
  anchors: Map<string, Set<string>>,
): { line: number; href: string }[] {
  const problems: { line: number; href: string }[] = [];
  mdx.split('\n').forEach((text, index) => {
    for (const m of text.matchAll(/\]\((\/x\/api\/[^)#\s]*)#([^)\s]+)\)/g)) {
      const pagePath = m[1].replace(/\/$/, '');
      const ids = anchors.get(pagePath);
      if (ids && MEMBER_ANCHOR.test(m[2]) && !ids.has(decodeURIComponent(m[2]))) {
        problems.push({ line: index + 1, href: `${m[1]}#${m[2]}` });
      }
    }
  });
  return problems;
}
