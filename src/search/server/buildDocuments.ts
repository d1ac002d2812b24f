import type { ApiDoc, ApiPlan, ApiProperty } from '@/src/api-docs/types';
import { hookParameterRows } from '@/src/api-docs/sections';
import type { ApiHistorySection } from '@/src/api-docs/history';
import { memberView, type ApiPageHistory } from '@/src/api-docs/historyView';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { pageTitle } from '@/src/navigation/buildPageTree';
import { getProductInfoFromUrl, type ProductId } from '@/src/routing';
import { isIdentifierWord, processTerm, wholeWords } from '../tokenize';
import { PRODUCT_NAMES } from '../terms';
import type { SearchArea, SearchDocument, SearchPage, SearchPlan } from '../types';
import type { PageSection } from './sections';

// Pure (no MDX, no file system), so unit tests build fixture indexes with it.

/** Longest body text kept per section, and per API member description (characters). */
export const MAX_SECTION_TEXT = 300;
export const MAX_MEMBER_TEXT = 120;

/** A page's content as read once for every language. */
export type PageContent =
  | {
      kind: 'markdown';
      pathname: string;
      title: string;
      description: string;
      /** Phrases readers type for the page that its title and headings do not say. */
      keywords?: string[];
      /** The same in Chinese, for the Chinese index only. */
      keywordsZh?: string[];
      sections: PageSection[];
      /** The ids of its H2 and H3 headings (the table of contents), for the evaluation. */
      headingIds?: string[];
    }
  | {
      kind: 'api';
      pathname: string;
      doc: ApiDoc;
      /** The page's member history (data/api-history), for the since and deprecated badges. */
      history?: ApiPageHistory | null;
    };

/** The history section of a member document's kind. */
const HISTORY_SECTION: Partial<Record<SearchDocument['kind'], ApiHistorySection>> = {
  prop: 'props',
  slot: 'slots',
  class: 'classes',
  property: 'properties',
  method: 'methods',
};

/** Cuts text at a word boundary. */
export function trimText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.6 ? cut.slice(0, space) : cut;
}

function plan(value: ApiPlan | MuiPage['plan'] | null | undefined): SearchPlan {
  return value === 'pro' || value === 'premium' ? value : null;
}

/** The words of a guide's pathname below its product root (none for API pages). */
export function slugWords(pathname: string): string {
  if (pathname.includes('/api/') || pathname.startsWith('/api-docs/')) return '';
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === 'x' ? segments.slice(2) : segments.slice(1);
  return rest.join(' ').replace(/-/g, ' ');
}

/**
 * The area of a page, read from its pathname and its registry entry: a roadmap or a page the
 * registry marks `planned` describes what is not shipped yet.
 */
export function pageArea(
  pathname: string,
  kind: PageContent['kind'],
  entry?: Pick<MuiPage, 'planned'>,
): SearchArea {
  if (/\/roadmap(\/|$)/.test(pathname) || entry?.planned) return 'planned';
  // An API page written as prose has no API data in the installed packages: it is the page of a
  // component 7.12.0 does not ship (BarChartPro, Heatmap).
  if (kind === 'markdown' && /^\/(x\/api|api-docs)\//.test(pathname)) return 'planned';
  if (/\/(migration|whats-new|changelog)(\/|-|$)|\/migration-/.test(pathname)) return 'release';
  if (kind === 'api') return 'api';
  // Recipe collections and demo galleries repeat a guide's words around examples.
  if (/recipes|-demo$/.test(pathname)) return 'recipes';
  return 'guide';
}

/**
 * The product a page's results belong to: its URL's, except that a migration guide belongs to the
 * product it migrates (`/x/migration/migration-data-grid-v5` to the Data Grid), so a reader in
 * that product meets its entries before another product's.
 */
export function productOf(pathname: string): ProductId {
  const migrated = /\/migration\/migration-(data-grid|pickers|charts|tree-view)-/.exec(pathname);
  return migrated ? MIGRATED_PRODUCTS[migrated[1]] : getProductInfoFromUrl(pathname).productId;
}

/** The product of each migration guide's pathname segment (`migration-pickers-v6`). */
const MIGRATED_PRODUCTS: Record<string, ProductId> = {
  'data-grid': 'x-data-grid',
  pickers: 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

/** The words of a text as index terms (lower-cased, plural folded), identifiers kept whole. */
function termsOf(text: string): string[] {
  return wholeWords(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** API fields that hold prose or links, not names. */
const PROSE_FIELDS = new Set(['description', 'reason', 'title', 'pathname', 'demos']);

/** Every string of an API reference entry except its prose: names, types, imports, defaults. */
function apiNames(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) apiNames(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!PROSE_FIELDS.has(key)) apiNames(item, out);
    }
  }
  return out;
}

/**
 * The names MUI X uses today, as index terms: the code of its guides (inline code and code
 * blocks) and the names, types and imports of its API reference. A name of a release note that is
 * not among them was renamed or removed (`selectionModel`, `onNodeToggle`); Material UI's pages do
 * not count, so a name MUI X dropped stays old though a core component has it
 * (`rowsPerPageOptions`).
 */
export function currentNames(contents: readonly PageContent[]): Set<string> {
  const names = new Set<string>();
  for (const content of contents) {
    // Release notes name old names on purpose; a roadmap names APIs that do not exist yet.
    const area = pageArea(content.pathname, content.kind);
    if (area === 'release' || /\/roadmap(\/|$)/.test(content.pathname)) continue;
    if (!getProductInfoFromUrl(content.pathname).productId.startsWith('x-')) {
      // Material UI's members that MUI X renamed away stay old names here, but a name one of its
      // guides teaches under a heading of its own ("Hook API: makeStyles") is documented today.
      if (content.kind === 'markdown') {
        for (const section of content.sections) {
          for (const word of wholeWords(section.heading).filter(isIdentifierWord)) {
            for (const term of termsOf(word)) names.add(term);
          }
        }
      }
      continue;
    }
    const texts =
      content.kind === 'markdown'
        ? content.sections.flatMap((section) => [...section.code, ...section.blocks])
        : apiNames(content.doc, []);
    for (const text of texts) for (const term of termsOf(text)) names.add(term);
  }
  return names;
}

/** An import of an MUI package in a code block: its default name and the names in its braces. */
const MUI_IMPORT =
  /import\s+(?:type\s+)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]@mui\/[^'"]+['"]/g;

/** The names a section's examples import from MUI's packages (`AdapterDayjs`, `useGridApiRef`). */
export function importedNames(blocks: readonly string[]): string[] {
  const names: string[] = [];
  for (const block of blocks) {
    for (const [, defaultName, braces] of block.matchAll(MUI_IMPORT)) {
      if (defaultName) names.push(defaultName);
      for (const part of (braces ?? '').split(',')) {
        // `Foo as Bar`: the package's name is the one readers look up.
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
    }
  }
  return names;
}

/**
 * The identifiers of a guide section's inline code and the names its examples import from MUI's
 * packages, each once, as its `keywords`: the section that sets up `AdapterDayjs` in its example
 * introduces it as much as one that names it in prose.
 */
function identifierFields(section: PageSection | undefined): Pick<SearchDocument, 'keywords'> {
  if (!section) return {};
  const names = [
    ...new Set(
      [...section.code, ...importedNames(section.blocks)]
        .flatMap(wholeWords)
        .filter(isIdentifierWord),
    ),
  ];
  return names.length > 0 ? { keywords: names.join(' ') } : {};
}

/** Strips the markdown-style code spans and links of API descriptions. */
function plainDescription(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Gives each page whose title another page of its product shares the title of its navigation
 * parent (`group`), so a reader can tell the two "Selection" pages of the Tree View apart. Pages
 * whose parents have one title too stay as they are: the parent would not tell them apart.
 */
export function groupSharedTitles(
  pages: SearchPage[],
  parents: ReadonlyMap<string, readonly MuiPage[]>,
  language: LanguageCode,
): void {
  const byTitle = new Map<string, SearchPage[]>();
  for (const page of pages) {
    const key = `${page.product}\u0000${page.title.toLowerCase()}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), page]);
  }
  for (const shared of byTitle.values()) {
    if (shared.length < 2) continue;
    const groups = shared.map((page) => {
      const parent = parents.get(page.pathname)?.at(-1);
      return parent ? pageTitle(parent, language) : '';
    });
    if (new Set(groups).size < 2) continue;
    shared.forEach((page, position) => {
      if (groups[position]) page.group = groups[position];
    });
  }
}

/**
 * The documents of every page in one language. `entries` maps a pathname to its registry entry
 * (navigation titles and plan); pages missing from the registry (test fixtures) use their own title.
 * `parents` (each pathname's navigation ancestors, the root first) names the group of pages that
 * share a title.
 */
export function buildDocuments(
  contents: readonly PageContent[],
  entries: ReadonlyMap<string, MuiPage>,
  language: LanguageCode,
  parents: ReadonlyMap<string, readonly MuiPage[]> = new Map(),
): { pages: SearchPage[]; documents: SearchDocument[] } {
  const pages: SearchPage[] = [];
  const documents: SearchDocument[] = [];
  const current = currentNames(contents);
  /**
   * The code fields of a release section: all the code it names, however long the section. Body
   * text is trimmed, but a migration guide lists its renamed names in long tables, and a name deep
   * in one must still find the entry that documents it. The words of that code no current page of
   * MUI X uses are its old names.
   */
  const codeFields = (
    section: PageSection | undefined,
  ): Pick<SearchDocument, 'keywords' | 'changes' | 'oldNames'> => {
    if (!section) return {};
    const keywords = section.code.join(' ');
    const changes = section.changes.join(' ');
    const old = [...new Set(wholeWords(`${keywords} ${changes}`))].filter((word) => {
      const term = processTerm(word);
      return term !== null && !current.has(term);
    });
    return {
      ...(keywords ? { keywords } : {}),
      ...(changes ? { changes } : {}),
      ...(old.length > 0 ? { oldNames: old.join(' ') } : {}),
    };
  };
  for (const content of contents) {
    const entry = entries.get(content.pathname);
    const ownTitle = content.kind === 'markdown' ? content.title : content.doc.name;
    const title = entry ? pageTitle(entry, language) : ownTitle;
    const englishTitle = entry ? pageTitle(entry, 'en') : ownTitle;
    // Chinese twins have Chinese titles over English text: both titles find the page.
    // The pathname's words after the product root ("clipboard", "filtering server side") are
    // chosen keywords too: they find "Copy and paste" when the reader types "clipboard".
    const slug = slugWords(content.pathname);
    // A product's names (both languages) are titles of its overview page. An API page's heading
    // ("DataGrid API") is its name and the word API: the word is indexed, and the ranking reads
    // "<title> API" as that page's title (see `isPageTitle`).
    const allTitles = [
      title,
      englishTitle,
      ownTitle,
      slug,
      ...(PRODUCT_NAMES[content.pathname] ?? []),
    ];
    const apiWord = content.kind === 'api' ? ['API'] : [];
    // The phrases readers type for the page that its titles and headings do not say (front
    // matter `keywords`): the page's own document matches them as its text, and a query that is
    // one of them whole lifts the page (`exactKeyword` in `documentBoost`).
    // Chinese pages also have their readers' Chinese phrases.
    const keywords =
      content.kind === 'markdown'
        ? [
            ...new Set(
              [
                ...(content.keywords ?? []),
                ...(language === 'zh' ? (content.keywordsZh ?? []) : []),
              ].map((phrase) => phrase.toLowerCase()),
            ),
          ]
        : [];
    // The code a guide's summary names: the page is where a reader learns it.
    const describes =
      content.kind === 'markdown'
        ? [
            ...new Set(
              wholeWords(content.description)
                .filter(isIdentifierWord)
                .map((word) => word.toLowerCase()),
            ),
          ]
        : [];
    const titles = [...new Set([...allTitles, ...apiWord])].join(' ');
    const pageIndex = pages.length;
    const pagePlan = plan(
      content.kind === 'api'
        ? content.doc.kind === 'index'
          ? null
          : content.doc.plan
        : entry?.plan,
    );
    pages.push({
      pathname: content.pathname,
      title,
      product: productOf(content.pathname),
      plan: pagePlan,
      area: pageArea(content.pathname, content.kind, entry),
      titles: [...new Set(allTitles.map((text) => text.toLowerCase()))].filter(Boolean),
      ...(keywords.length > 0 ? { keywords } : {}),
      ...(describes.length > 0 ? { describes } : {}),
    });
    const add = (document: Omit<SearchDocument, 'id' | 'page' | 'title'>, withTitle = titles) =>
      documents.push({ id: documents.length, page: pageIndex, title: withTitle, ...document });
    // The page itself (no anchor, no label) or one of its headings: text of no component's.
    const addProse = (
      kind: 'page' | 'section',
      anchor: string,
      label: string,
      text: string,
      code: Pick<SearchDocument, 'keywords' | 'changes' | 'oldNames' | 'demos' | 'aliases'> = {},
    ) =>
      add({
        kind,
        anchor,
        label,
        component: '',
        plan: null,
        text: trimText(text, MAX_SECTION_TEXT),
        ...code,
      });

    if (content.kind === 'markdown') {
      const [intro, ...sections] = content.sections;
      // Old names live only in the release notes (the API reference lists the current ones), so
      // only their sections carry all the code they name; a guide's section carries the
      // identifiers of its inline code (`useTreeItem2`, `rowsLoadingMode`): the section that
      // introduces a name follows its API entry, and a hook with no API page finds its guide.
      const release = pageArea(content.pathname, content.kind) === 'release';
      // The names of the demos a section shows: a reader who saw a demo finds it by its name.
      const code = (section: PageSection | undefined) => ({
        ...(release ? codeFields(section) : identifierFields(section)),
        ...(section?.demos?.length ? { demos: section.demos.join(' ') } : {}),
      });
      addProse('page', '', '', `${content.description} ${intro?.text ?? ''}`.trim(), {
        ...code(intro),
        ...(keywords.length > 0 ? { aliases: keywords.join(' ; ') } : {}),
      });
      for (const section of sections) {
        if (!section.id) continue;
        addProse('section', section.id, section.heading, section.text, code(section));
      }
      continue;
    }

    const { doc } = content;
    addProse('page', '', '', plainDescription(doc.description));
    if (doc.kind === 'index') continue;
    const history = content.history ?? null;
    const member = (
      kind: SearchDocument['kind'],
      anchor: string,
      label: string,
      description: string,
      memberPlan: SearchPlan = null,
      /** The member's name in the history when the label is another (a class's global name). */
      historyName: string = label,
    ) => {
      const section =
        anchor.startsWith('parameter-') || anchor.startsWith('return-')
          ? undefined
          : HISTORY_SECTION[kind];
      const view = section ? memberView(history, section, historyName) : undefined;
      return add(
        {
          kind,
          anchor,
          label,
          component: doc.name,
          plan: memberPlan,
          ...(view?.since ? { since: view.since } : {}),
          ...(view?.deprecated ? { deprecated: view.deprecated.since } : {}),
          text: trimText(plainDescription(description), MAX_MEMBER_TEXT),
        },
        // Members carry only the component's name as title, to keep the index small.
        '',
      );
    };
    // Rows of a props, parameters or methods table: named, with their own plan.
    const rows = (kind: SearchDocument['kind'], prefix: string, list: ApiProperty[]) => {
      for (const row of list) {
        member(kind, `${prefix}-${row.name}`, row.name, row.description, plan(row.plan));
      }
    };
    if (doc.kind === 'component') {
      rows('prop', 'prop', doc.props);
      for (const slot of doc.slots)
        member('slot', `slot-${slot.name}`, slot.name, slot.description);
      for (const entry of doc.cssClasses) {
        member(
          'class',
          `classes-${entry.key}`,
          entry.className,
          `${entry.key} ${entry.description}`,
          null,
          entry.key,
        );
      }
    } else if (doc.kind === 'hook') {
      // Hook pages: parameters (options members as `options.name`) and the returned members.
      rows('property', 'parameter', hookParameterRows(doc));
      rows('method', 'return', doc.returns.members);
    } else {
      rows('property', 'property', doc.properties);
      rows('method', 'method', doc.methods);
    }
  }
  groupSharedTitles(pages, parents, language);
  return { pages, documents };
}
