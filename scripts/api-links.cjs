// Links from the Data Grid guides to the API reference, for scripts/check-mdx.mjs.
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
//    (scripts/site-files.cjs) proves the same on the built HTML.
const fs = require('node:fs');
const path = require('node:path');

const IDENT = '[A-Za-z_$][\\w$]*';
const GRID_COMPONENT_PAGES = ['data-grid', 'data-grid-pro', 'data-grid-premium'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Where the grid's root props and `apiRef` methods are documented: name → link (page and anchor).
 * A prop links to the first page of DataGrid, DataGridPro, DataGridPremium that lists it.
 */
function gridApiLinks(root) {
  const dir = path.join(root, 'data', 'api', 'data-grid');
  const props = new Map();
  for (const slug of GRID_COMPONENT_PAGES) {
    for (const prop of readJson(path.join(dir, `${slug}.json`)).props ?? []) {
      if (!props.has(prop.name))
        props.set(prop.name, `/x/api/data-grid/${slug}/#prop-${prop.name}`);
    }
  }
  const methods = new Map();
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
function ownNamesOf(texts) {
  const out = new Set();
  for (const text of texts) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.]\\s*)${IDENT}`, 'g'))) out.add(m[0]);
  }
  return out;
}

/**
 * The prop or method an inline code span names, or null. `links` comes from gridApiLinks;
 * `own` holds the names the page's own code uses as plain identifiers.
 */
function mentionOf(code, links, own = new Set()) {
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
function linkRanges(line) {
  const ranges = [];
  const re = /\[((?:[^[\]`]|`[^`]*`|\[[^\]]*\])*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;
  for (const m of line.matchAll(re)) ranges.push([m.index, m.index + m[0].length, m[2]]);
  return ranges;
}

/**
 * The prose lines of an MDX page: before its `## API` heading, without front matter, headings and
 * fenced code. Returns `{ line, text }[]` with 1-based line numbers.
 */
function proseLines(mdx) {
  const lines = mdx.split('\n');
  const out = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    index = lines.findIndex((line, i) => i > 0 && line.trim() === '---') + 1;
  }
  let fence = null;
  for (; index < lines.length; index += 1) {
    const text = lines[index];
    const opening = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    if (/^##\s+API\s*$/.test(text)) break;
    if (/^\s*#{1,6}\s/.test(text)) continue;
    out.push({ line: index + 1, text });
  }
  return out;
}

/**
 * Every mention of a grid prop or `apiRef` method in the prose of a page, in page order:
 * `{ kind, name, href, line, start, end, code, linked }` (`start`/`end`: the span's columns,
 * backticks included; `href`: where it should link).
 */
function apiMentions(mdx, links, demoSources = []) {
  const codeBlocks = [...mdx.matchAll(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\1/gm)].map(
    (m) => m[2],
  );
  const own = ownNamesOf([...demoSources, ...codeBlocks]);
  const mentions = [];
  for (const { line, text } of proseLines(mdx)) {
    const ranges = linkRanges(text);
    for (const m of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      const mention = mentionOf(m[2], links, own);
      if (!mention) continue;
      const start = m.index;
      const end = start + m[0].length;
      const href = (mention.kind === 'prop' ? links.props : links.methods).get(mention.name);
      const linked = ranges.some(([from, to]) => from < start && end < to);
      mentions.push({ ...mention, href, line, start, end, code: m[0], linked });
    }
  }
  return mentions;
}

/** The first mention of each prop and method of a page, in page order. */
function firstMentions(mdx, links, demoSources = []) {
  const seen = new Set();
  return apiMentions(mdx, links, demoSources).filter((mention) => {
    const key = `${mention.kind}:${mention.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** First mentions that are not links: what the check reports. */
function unlinkedFirstMentions(mdx, links, demoSources = []) {
  return firstMentions(mdx, links, demoSources).filter((mention) => !mention.linked);
}

/**
 * The member anchors of every generated API page: page path (`/x/api/data-grid/data-grid`) → ids
 * (`prop-rows`, `slot-toolbar`, `classes-root`, `method-setPage`, `property-field`).
 */
function apiAnchors(root) {
  const apiRoot = path.join(root, 'data', 'api');
  const anchors = new Map();
  if (!fs.existsSync(apiRoot)) return anchors;
  for (const product of fs.readdirSync(apiRoot)) {
    if (product === 'material') continue;
    const dir = path.join(apiRoot, product);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json') || file === 'index.json') continue;
      const doc = readJson(path.join(dir, file));
      const ids = new Set();
      const add = (prefix, entries, key = 'name') => {
        for (const entry of entries ?? []) ids.add(`${prefix}-${entry[key]}`);
      };
      add('prop', doc.props);
      add('slot', doc.slots);
      add('classes', doc.cssClasses, 'key');
      add('property', doc.properties);
      add('method', doc.methods);
      add('parameter', doc.parameters);
      anchors.set(`/x/api/${product}/${file.replace(/\.json$/, '')}`, ids);
    }
  }
  return anchors;
}

const MEMBER_ANCHOR = /^(?:prop|slot|classes|property|method|parameter)-/;

/**
 * Links of a page to a member anchor of an API page that does not list that member:
 * `{ line, href }[]`. Other anchors (section headings) are left to the export's link check.
 */
function brokenApiAnchors(mdx, anchors) {
  const problems = [];
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

module.exports = {
  gridApiLinks,
  ownNamesOf,
  mentionOf,
  proseLines,
  apiMentions,
  firstMentions,
  unlinkedFirstMentions,
  apiAnchors,
  brokenApiAnchors,
};
