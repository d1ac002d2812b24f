// Export-time reading of data/api-history: each API page gets the history of its own item
// (getStaticProps page data), and the changes page a digest of every product's file. Nothing here
// reaches the browser bundle.
import fs from 'node:fs';
import path from 'node:path';
import { compareMinors, type ApiHistorySection } from '../history';
import type {
  ApiHistoryDeprecation,
  ApiHistoryFile,
  ApiHistoryGroup,
  ApiHistoryItem,
} from '../historyTypes';
import type { ApiHistoryLink, ApiHistoryMemberView, ApiPageHistory } from '../historyView';
import { prefixOfSection } from '../historyView';
import { API_DATA_DIR, apiPathnameFor, CORE_API_FOLDER } from '@/src/content/paths';
import type { ApiDoc } from '../types';

/** Folder of the history files, relative to the project root. */
export const API_HISTORY_DIR = 'data/api-history';

const historyCache = new Map<string, ApiHistoryFile | null>();

/** The history file of a product (`data-grid`), or null when it has none. */
export function readHistory(product: string): ApiHistoryFile | null {
  if (!historyCache.has(product)) {
    const file = path.join(process.cwd(), API_HISTORY_DIR, `${product}.json`);
    historyCache.set(
      product,
      fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiHistoryFile) : null,
    );
  }
  return historyCache.get(product) ?? null;
}

/** Products that have a history file, in file-name order. */
export function historyProducts(): string[] {
  const folder = path.join(process.cwd(), API_HISTORY_DIR);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

const docsCache = new Map<string, Map<string, { pathname: string; doc: ApiDoc }>>();

/** Every documented item of a product by name, with its page's English pathname. */
export function productDocs(product: string): Map<string, { pathname: string; doc: ApiDoc }> {
  let docs = docsCache.get(product);
  if (!docs) {
    docs = new Map();
    const folder = path.join(process.cwd(), API_DATA_DIR, product);
    if (product !== CORE_API_FOLDER && fs.existsSync(folder)) {
      for (const name of fs.readdirSync(folder).sort()) {
        if (!name.endsWith('.json') || name === 'index.json') continue;
        const doc = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as ApiDoc;
        docs.set(doc.name, { pathname: apiPathnameFor(`${product}/${name}`), doc });
      }
    }
    docsCache.set(product, docs);
  }
  return docs;
}

/** The page section that lists a member of a group, or null when the page does not list it. */
export function sectionOfMember(
  doc: ApiDoc,
  group: ApiHistoryGroup,
  name: string,
): ApiHistorySection | null {
  const has = (rows: { name: string }[]) => rows.some((row) => row.name === name);
  if (doc.kind === 'component') {
    if (group === 'props') return has(doc.props) ? 'props' : null;
    if (group === 'slots') return has(doc.slots) ? 'slots' : null;
    if (group === 'classes')
      return doc.cssClasses.some((entry) => entry.key === name) ? 'classes' : null;
    return null;
  }
  if (doc.kind === 'interface' && group === 'members') {
    if (has(doc.methods)) return 'methods';
    if (has(doc.properties)) return 'properties';
  }
  return null;
}

/** The anchor of a member on its page (`prop-rows`), or null when the page does not list it. */
export function memberAnchor(doc: ApiDoc, group: ApiHistoryGroup, name: string): string | null {
  const section = sectionOfMember(doc, group, name);
  return section ? `${prefixOfSection(section)}-${name}` : null;
}

/**
 * The link of a deprecation's replacement: a member of the same item (an anchor of `pagePathname`,
 * or of this page when `pagePathname` is null) or another documented item of the product.
 */
function replacementLink(
  deprecation: ApiHistoryDeprecation,
  doc: ApiDoc,
  product: string,
  pagePathname: string | null,
): ApiHistoryLink | null {
  const replacement = deprecation.replacement;
  if (!replacement) return null;
  let href: string | null = null;
  if (replacement.group && replacement.name) {
    const anchor = memberAnchor(doc, replacement.group, replacement.name);
    if (anchor) href = `${pagePathname ?? ''}#${anchor}`;
  } else if (replacement.item) {
    href = productDocs(product).get(replacement.item)?.pathname ?? null;
  }
  return { text: replacement.text, href };
}

function deprecationView(
  deprecation: ApiHistoryDeprecation | undefined,
  doc: ApiDoc,
  product: string,
  pagePathname: string | null,
) {
  return deprecation
    ? {
        since: deprecation.since,
        replacement: replacementLink(deprecation, doc, product, pagePathname),
      }
    : null;
}

/** The history an API page shows, or null when its item has none (hooks, core pages, indexes). */
export function buildPageHistory(
  history: ApiHistoryFile,
  doc: ApiDoc,
  product: string,
): ApiPageHistory | null {
  if (doc.kind !== 'component' && doc.kind !== 'interface') return null;
  const item: ApiHistoryItem | undefined = history.items[doc.name];
  if (!item) return null;
  const sections: ApiPageHistory['sections'] = {};
  for (const [group, members] of Object.entries(item.members) as [
    ApiHistoryGroup,
    NonNullable<ApiHistoryItem['members'][ApiHistoryGroup]>,
  ][]) {
    for (const [name, member] of Object.entries(members)) {
      const section = sectionOfMember(doc, group, name);
      if (!section) continue;
      const view: ApiHistoryMemberView = {};
      if (member.since) view.since = member.since;
      if (member.newInV7) view.newInV7 = true;
      const deprecated = deprecationView(member.deprecated, doc, product, null);
      if (deprecated) view.deprecated = deprecated;
      if (Object.keys(view).length === 0) continue;
      (sections[section] ??= {})[name] = view;
    }
  }
  return {
    minors: history.minors,
    itemSince: item.since,
    itemNewInV7: item.newInV7,
    itemDeprecated: deprecationView(item.deprecated, doc, product, null),
    sections,
  };
}

/** The history of the API page of a generated file (`data/api/<product>/<name>.json`). */
export function pageHistoryFor(file: string, doc: ApiDoc): ApiPageHistory | null {
  const product = path.basename(path.dirname(file));
  if (product === CORE_API_FOLDER) return null;
  const history = readHistory(product);
  return history ? buildPageHistory(history, doc, product) : null;
}

/** One member in the changes page: its name and the link to its row. */
export interface ApiChangeMember {
  section: ApiHistorySection;
  name: string;
  href: string;
  /** For deprecations: what to use instead. */
  replacement?: ApiHistoryLink | null;
}

/** What one item gained or deprecated in one minor. */
export interface ApiChangeItem {
  name: string;
  kind: ApiHistoryItem['kind'];
  href: string;
  /** The item itself appeared in this minor. */
  added: boolean;
  /** The item itself was deprecated in this minor (with its replacement). */
  deprecated: { replacement: ApiHistoryLink | null } | null;
  addedMembers: ApiChangeMember[];
  deprecatedMembers: ApiChangeMember[];
}

export interface ApiChangeProduct {
  product: string;
  items: ApiChangeItem[];
}

/** One minor of the changes page; `minor` is null for deprecations older than the second minor. */
export interface ApiChangeMinor {
  minor: string | null;
  products: ApiChangeProduct[];
}

export interface ApiChangesData {
  /** First minor of the histories (`7.0`): the page lists what came after it. */
  first: string;
  /** Minors after the first, oldest first, then the older deprecations still in force. */
  minors: ApiChangeMinor[];
}

/** Every product's additions and deprecations per minor, for the changes page. */
export function buildChanges(
  products: { product: string; history: ApiHistoryFile }[],
): ApiChangesData {
  const first = products[0]?.history.minors[0] ?? '';
  const minorLabels = [...new Set(products.flatMap(({ history }) => history.minors.slice(1)))].sort(
    compareMinors,
  );
  const byMinor = new Map<string | null, Map<string, Map<string, ApiChangeItem>>>();
  const entry = (
    minor: string | null,
    product: string,
    name: string,
    href: string,
    kind: ApiHistoryItem['kind'],
  ) => {
    let productsOf = byMinor.get(minor);
    if (!productsOf) byMinor.set(minor, (productsOf = new Map()));
    let items = productsOf.get(product);
    if (!items) productsOf.set(product, (items = new Map()));
    let item = items.get(name);
    if (!item) {
      item = {
        name,
        kind,
        href,
        added: false,
        deprecated: null,
        addedMembers: [],
        deprecatedMembers: [],
      };
      items.set(name, item);
    }
    return item;
  };
  // Deprecations from the first minor or before stay listed, under their own heading.
  const minorOf = (since: string) => (compareMinors(since, first) > 0 ? since : null);
  for (const { product, history } of products) {
    const docs = productDocs(product);
    for (const [name, item] of Object.entries(history.items)) {
      const page = docs.get(name);
      if (!page) continue;
      // The item's entry under the minor a change came in.
      const changedIn = (minor: string | null) =>
        entry(minor, product, name, page.pathname, item.kind);
      if (compareMinors(item.since, first) > 0) changedIn(item.since).added = true;
      if (item.deprecated) {
        changedIn(minorOf(item.deprecated.since)).deprecated = {
          replacement: replacementLink(item.deprecated, page.doc, product, page.pathname),
        };
      }
      for (const [group, members] of Object.entries(item.members) as [
        ApiHistoryGroup,
        NonNullable<ApiHistoryItem['members'][ApiHistoryGroup]>,
      ][]) {
        for (const [member, change] of Object.entries(members)) {
          const section = sectionOfMember(page.doc, group, member);
          if (!section) continue;
          const link = {
            section,
            name: member,
            href: `${page.pathname}#${prefixOfSection(section)}-${member}`,
          };
          if (change.since) changedIn(change.since).addedMembers.push(link);
          if (change.deprecated) {
            changedIn(minorOf(change.deprecated.since)).deprecatedMembers.push({
              ...link,
              replacement: replacementLink(change.deprecated, page.doc, product, page.pathname),
            });
          }
        }
      }
    }
  }
  const sortItems = (items: Map<string, ApiChangeItem>) =>
    [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
  // Every minor keeps its heading, even one that changed nothing, so a reader finds their version.
  const minors: ApiChangeMinor[] = [...minorLabels, ...(byMinor.has(null) ? [null] : [])].map(
    (minor) => ({
      minor,
      products: [...(byMinor.get(minor) ?? [])].map(([product, items]) => ({
        product,
        items: sortItems(items),
      })),
    }),
  );
  return { first, minors };
}

/** Products in the order of the navigation. */
const PRODUCT_ORDER = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

function productRank(product: string): number {
  const rank = PRODUCT_ORDER.indexOf(product);
  return rank === -1 ? PRODUCT_ORDER.length : rank;
}

/** The changes page's data, read from every history file. */
export function loadApiChanges(): ApiChangesData {
  return buildChanges(
    historyProducts()
      .sort((a, b) => productRank(a) - productRank(b))
      .flatMap((product) => {
        const history = readHistory(product);
        return history ? [{ product, history }] : [];
      }),
  );
}
