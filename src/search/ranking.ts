import type { ProductId } from '@/src/routing';
import { PRODUCT_NAMES, REFERENCE_WORDS } from './terms';
import {
  isIdentifierWord,
  isStopWord,
  processTerm,
  tokenize,
  wholeWords,
  withoutQuestionWords,
} from './tokenize';
import type { SearchHit, SearchPage, SearchStoredFields } from './types';

/**
 * Score factors on top of MiniSearch's BM25. These are the only hand-written ranking: each is a
 * multiplier handed to MiniSearch through `boostDocument`, so BM25 still orders equal cases.
 */
export const BOOSTS = {
  /**
   * The query is exactly an API member's name (`checkboxSelection`): a reader who types an
   * identifier wants its reference entry, so this outweighs every other factor combined.
   */
  exactMember: 40,
  /**
   * The member belongs to the component or interface typed with it (`DataGridPro
   * pageSizeOptions`): on top of the exact factor, before the same name's other owners.
   */
  namedOwner: 2,
  /**
   * The query is a plain word that is exactly a member's name (`value`, `loading`): the member
   * comes before partial matches, but after a guide page or heading named exactly that (a word
   * names a feature first).
   */
  exactPlainMember: 3.5,
  /**
   * The query is exactly a page title (either language): the page named after what was typed.
   * Larger than a heading's factor times the body-text field weight, so a section named the same
   * on a busier page cannot overtake it.
   */
  exactPageTitle: 12,
  /**
   * The query is exactly one of a page's keywords (front matter: "sticky columns" for Column
   * pinning): half a title's factor, since a keyword is one of many ways to ask for the page and
   * another page may be named by it.
   */
  exactKeyword: 6,
  /**
   * A keyword of two words or more stands whole in a longer query ("lazy load children" in "lazy
   * load tree children"): the exact factor to the power of the share of the query's words it
   * covers, so the more of the question it answers, the closer to a whole match.
   */
  keywordInQuery: 6,
  /** A title or heading named by its words in another order: half an exact match. */
  reordered: 0.5,
  /** The query is exactly a heading: a section named after the query, below a page of that name. */
  exactHeading: 4,
  /**
   * The query is a heading's words in its order, stop words aside ("sx prop" for "The sx prop"):
   * nearly the heading itself, still after a heading that is exactly the query.
   */
  headingWithoutStopWords: 0.8,
  /**
   * The query is a demo's name, or its words (`SortingInitialState`, "sorting initial state"): the
   * section that shows the demo, as if the name were its heading.
   */
  demoName: 4,
  /**
   * Every word of a multi-word query is in the page's titles: these beat documents
   * where the words are scattered through body text (BM25 alone rewards long, wordy sections).
   */
  allWordsInTitle: 4,
  /** The same in a heading (with its page's title), a step below a page named by them. */
  allWordsInHeading: 2,
  /** The document belongs to the product the reader is in. */
  currentProduct: 8,
  /**
   * The query names one of MUI X's products among its words ("translate the grid to french",
   * "日期选择器 中文"): the other products' pages by this much less. Material UI's guides keep their
   * factor, since "grid", "tree" and "chart" are also their words.
   */
  namedProduct: 8,
  /**
   * No current product (on /x/ or the home page): products in the navigation's order, Data Grid
   * first, since most readers come for it. Small steps: they only settle near-equal matches.
   */
  productOrder: {
    'x-data-grid': 1.5,
    'x-date-pickers': 1.35,
    'x-charts': 1.25,
    'x-tree-view': 1.15,
    'x-general': 1,
  } as Partial<Record<ProductId, number>>,
  /** Products outside MUI X (core guides bundled with the site) when reading MUI X. */
  otherProduct: 0.6,
  /**
   * The same with no product in context (on /x/ or the home page): still after MUI X's pages for
   * near-equal matches, but a Material UI guide that is clearly the answer (`createTheme`, "sx
   * prop") is not buried under MUI X pages that only mention it.
   */
  otherProductOnX: 0.8,
  /**
   * Words of the query that stand together in a heading, or in a page's title or keyword ("drag
   * and drop" in "Drag and drop with native events"): up to this much more, in proportion to the
   * share of the query's neighbouring pairs found side by side.
   */
  adjacent: 1,
  /**
   * The page that installs a package typed as npm has it or with install words (see
   * {@link RankedQuery.installs}): a product's Getting started and its installation section, or a
   * family's installation guide and its sections; above the pages that only mention it.
   */
  installPage: 40,
  /** A page itself, over its sections, for the same words. */
  page: 2,
  /** API members that are not an exact match, below prose for the same words. */
  member: 0.7,
  /**
   * Members of the component each product's readers start from (DataGrid, DatePicker,
   * SimpleTreeView…) before the same member on its siblings (DateCalendar, DateField).
   */
  mainComponent: 1.3,
  /**
   * API pages and members for a query in words ("export csv", "resize columns"): prose questions
   * are answered by guides; an identifier query is not affected.
   */
  apiForWords: 0.5,
  /**
   * Navigation order as the last tie-break (Simple Tree View before Rich Tree View for
   * "selection"): at most an 8 % difference over the whole registry.
   */
  navOrder: 0.0002,
  /**
   * CSS classes for a query in words ("dynamic row height"): their names are made of feature
   * words, but a reader typing words wants the guide or a prop, not a class to style.
   */
  classForWords: 0.4,
  /** Members of components (props, slots) before interface members of the same name. */
  interfaceMember: 0.8,
  /**
   * Migration guides, what's new, roadmaps, changelogs: they mention every feature, so without a
   * strong penalty they outrank the feature's own page. Boosted instead when the query asks.
   */
  release: 0.15,
  releaseAsked: 4,
  /**
   * A release section whose code names the identifier typed, when that is an old name (one no
   * current page or API entry of MUI X uses: `selectionModel`, `onNodeToggle`): the entry
   * documenting its rename or removal is the only answer, so it comes before near matches
   * (`rowSelectionModel`, a `selectionMode` class) and before the guides. A current name gets no
   * such factor: release notes come after the shipped documentation that uses it.
   */
  oldNameInRelease: 40,
  /**
   * A guide heading that names the identifier typed (`useGridApiContext` in "Using it inside the
   * grid: useGridApiContext"): the section that introduces it, right after its API entry, and
   * the answer when it has none (hooks documented by a guide).
   */
  identifierInHeading: 10,
  /**
   * A guide whose description names the identifier typed (`ThemeProvider` in "Create a theme with
   * createTheme, provide it with ThemeProvider…"): the page written to teach it, after its API
   * entry if it has one, and before the many pages that only use it.
   */
  describedIdentifier: 10,
  /** A guide section whose inline code names the identifier typed: it shows how to use it. */
  identifierInGuideCode: 2.5,
  /**
   * Roadmaps and pages of features still planned: below the shipped documentation for the same
   * words, unless the query asks for plans ("roadmap", "planned").
   */
  planned: 0.35,
  plannedAsked: 4,
  /**
   * An exact member of a product outside MUI X (Material UI's `TablePagination`) while the reader
   * is in MUI X: an MUI X reader who types `rowsPerPageOptions` means the Data Grid prop it once
   * was, so the migration entry naming it comes first. Outside MUI X the full factor applies.
   */
  exactMemberElsewhere: 4,
  /**
   * A release section that names the identifier only in a diff's changed lines, below one that
   * names it in its text or tables: the entry that says what changed comes before the example.
   */
  onlyInDiff: 0.5,
  /** Recipe collections repeat a guide's title ("Row grouping"): the guide comes first. */
  recipes: 0.6,
  /** Nested pages (server-side aggregation) below the top-level page of the same name. */
  depth: 0.85,
  /** Within a product family, the plan order of the page tree: Community, Pro, Premium. */
  plan: { community: 1, pro: 0.9, premium: 0.8 },
} as const;

/**
 * How a query in several words meets documents that match only part of it.
 * - It also finds the documents that lack some of its words (the "coordination" of classic
 *   retrieval): each keeps its score times the share of the words it matches, to the power
 *   `exponent`, and it is listed only when that score is at least `keep` times the best score of a
 *   document matching every word. So a page about most of the words can answer a query whose other
 *   word the docs never pair with them, without filling the list with documents that mention one.
 * - Each word also matches the other forms of its stem ("stacked": "stacking", "stacks"), worth
 *   `forms` of the word itself, so the form typed comes first.
 */
export const PARTIAL_MATCH = { exponent: 2, keep: 0.6, forms: 0.6 } as const;

/** The component each product's readers use first, in its plan's free version. */
const MAIN_COMPONENTS = new Set([
  'DataGrid',
  'DatePicker',
  'LineChart',
  'BarChart',
  'SimpleTreeView',
]);

const MEMBER_KINDS = new Set(['prop', 'slot', 'class', 'property', 'method']);
const COMPONENT_MEMBER_KINDS = new Set(['prop', 'slot', 'class']);

/** Words that say the reader wants release notes: migration, upgrades, versions. */
const RELEASE_QUERY =
  /\b(migrat\w*|upgrad\w*|breaking|v\d+|changelog|change log|what'?s new|new in|deprecat\w*|lab|release\w*)\b|迁移|升级|更新日志|新功能|破坏性|变更/i;

/** Chinese names of the pickers ("date control") and of the Tree View, only MUI X's products. */
const PICKER_CONTROL_ZH = '(?:日期|时间|日历)(?:控件|组件)';
const TREE_VIEW_ZH = '树视图|树形视图|树形?(?:控件|组件)';

/**
 * Words that name one of MUI X's products inside a longer query ("translate the grid to french",
 * "日期选择器 中文"). A tree alone is the Tree View's, but tree data is a Data Grid feature.
 */
const PRODUCT_WORDS: readonly (readonly [ProductId, RegExp])[] = [
  ['x-data-grid', /\b(data[ -]?)?grids?\b|表格|网格/i],
  ['x-date-pickers', new RegExp(`pickers?\\b|选择器|${PICKER_CONTROL_ZH}`, 'i')],
  ['x-charts', /charts?\b|图表/i],
  ['x-tree-view', new RegExp(`\\btree[ -]?view|\\btrees?\\b(?![ -]?data)|${TREE_VIEW_ZH}`, 'i')],
];

/**
 * Names only MUI X uses: with one of them, Material UI's guides also come after the product's
 * pages ("datagrid french translation"). "Grid", "tree" and "chart" are Material UI's words too;
 * a tree view is not (Material UI's page of that name only says where it moved).
 */
const OWN_PRODUCT_WORDS = new RegExp(
  `\\bdata[ -]?grids?\\b|\\bdate[ -]?(?:range[ -]?|time[ -]?)?pickers?\\b|\\btree[ -]?views?\\b|数据表格|日期选择器|${PICKER_CONTROL_ZH}|${TREE_VIEW_ZH}`,
  'i',
);

/**
 * A Material UI page whose title holds the word that named a product in the query ("Grid" for
 * "grid spacing", "Table" for 表格): the word may be asking for it, so it keeps its weight.
 */
function titleHoldsProductWord(page: SearchPage, products: readonly ProductId[]): boolean {
  const titles = page.titles.join(' ');
  return PRODUCT_WORDS.some(([product, words]) => products.includes(product) && words.test(titles));
}

/** The products a query names among other words (none for an identifier or a bare name). */
function namedProducts(query: string, identifier: boolean, terms: number): ProductId[] {
  if (identifier || terms < 2) return [];
  return PRODUCT_WORDS.filter(([, words]) => words.test(query)).map(([product]) => product);
}

/** An npm package of MUI X or Material UI, as typed in an install command. */
const PACKAGE =
  /(?:^|\s)(@mui\/[\w-]+|x-(?:data-grid|date-pickers|charts|tree-view)(?:-pro|-premium)?)(?=\s|$)/i;

/** The words of an install command, in either language. */
const INSTALL_WORDS = /^(?:npm|yarn|pnpm|bun|install\w*|add|i|安装|如何安装|怎么安装)$/i;

/** The installation guide of each family, for {@link RankedQuery.installs}. */
const INSTALL_PAGES = { x: '/x/introduction/installation', core: '/getting-started/installation' };

/** The Getting started page of each MUI X product, by the stem of its packages' names. */
const GETTING_STARTED: Readonly<Record<string, string>> = {
  'x-data-grid': '/x/react-data-grid/getting-started',
  'x-date-pickers': '/x/react-date-pickers/getting-started',
  'x-charts': '/x/react-charts/getting-started',
  'x-tree-view': '/x/react-tree-view/getting-started',
};

/**
 * The page that installs the package a query names (see {@link RankedQuery.installs}), or null.
 * - A product's package written as npm has it (`@mui/x-date-pickers`, `@mui/x-data-grid-premium`),
 *   alone or with install words ("@mui/x-charts 安装"): the product's Getting started, which
 *   installs that package and its plans' and shows the first import from it.
 * - Any other package with install words (`npm install @mui/material`, "@mui/x-license 安装"): the
 *   installation guide of its family.
 * - A plan's package without its scope, alone (`x-data-grid-premium`): the installation guide,
 *   which tells which package each plan installs. A product's own package so written
 *   (`x-data-grid`) is how prose names the product: its overview answers it (`PRODUCT_NAMES`).
 */
function installs(query: string): string | null {
  const found = PACKAGE.exec(query);
  if (!found) return null;
  const rest = query.replace(found[1], ' ').split(/\s+/).filter(Boolean);
  if (!rest.every((word) => INSTALL_WORDS.test(word))) return null;
  const scoped = /^@mui\//i.test(found[1]);
  const product =
    /^(?:@mui\/)?(x-(?:data-grid|date-pickers|charts|tree-view))(?:-pro|-premium)?$/i.exec(
      found[1],
    );
  if (product && (scoped || rest.length > 0)) return GETTING_STARTED[product[1].toLowerCase()];
  if (rest.length === 0 && !/-(pro|premium)$/i.test(found[1])) return null;
  return /^@?(mui\/)?x-/i.test(found[1]) ? INSTALL_PAGES.x : INSTALL_PAGES.core;
}

/** Words that name Material UI itself, whose guides the site carries beside MUI X. */
const CORE_QUERY = /\bmaterial[ -]?ui\b|@mui\/material|\bmui core\b/i;

/** Words that say the reader wants plans: the roadmap, planned features. */
const PLANS_QUERY = /\b(roadmap|planned|plans?|upcoming|future)\b|路线图|计划|规划/i;

export function asksForRelease(query: string): boolean {
  return RELEASE_QUERY.test(query);
}

export function asksForPlans(query: string): boolean {
  return PLANS_QUERY.test(query);
}

/** True for the API members (props, slots, classes, interface members). */
export function isMember(stored: Pick<SearchStoredFields, 'kind'>): boolean {
  return MEMBER_KINDS.has(stored.kind);
}

/** A name as compared: lower case, without a class's dot or an `unstable_` prefix. */
export function normalise(text: string): string {
  let normal = normalised.get(text);
  if (normal === undefined) {
    // Labels and titles meet every query: remembered, within a bound for the queries typed.
    if (normalised.size > 50_000) normalised.clear();
    normal = normaliseText(text);
    normalised.set(text, normal);
  }
  return normal;
}

const normalised = new Map<string, string>();

function normaliseText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^\.|^unstable_(?=[a-z])/, '')
    .replace(/\s+/g, ' ');
}

/** The query as seen by the ranking, computed once per search. */
export interface RankedQuery {
  text: string;
  terms: string[];
  release: boolean;
  /** The query asks for the roadmap or planned features. */
  plans: boolean;
  /** The query looks like code: camelCase, a `.class`, a `use…` hook, or `$`/`_` in a name. */
  identifier: boolean;
  /** The query is one name starting with a capital (`TextField`): a component's, not a prop's. */
  capitalised: boolean;
  /** The query names Material UI ("material ui", `@mui/material`): its guides are the context. */
  core: boolean;
  /** The text as keywords are compared with it (see {@link joinedCjk}). */
  joined: string;
  /**
   * The terms a title or heading is checked for: a name written as code among other words counts
   * by its words (`RichTreeView items` → rich, tree, view, items: "Rich Tree View - Items").
   */
  titleWords: string[];
  /** The MUI X products the query names among its words (see {@link PRODUCT_WORDS}). */
  products: ProductId[];
  /** The query names a product by a name only MUI X uses (see {@link OWN_PRODUCT_WORDS}). */
  ownProductWords: boolean;
  /**
   * The words of a query in several words that are written as code (`renderInput` in
   * "renderInput DatePicker"): an old name among them still asks for its rename.
   */
  codeWords: string[];
  /** The page that installs the package the query names (see `installs`), as a pathname. */
  installs: string | null;
  /**
   * The component or interface the reader named with the member (`GridActionsColDef getActions`),
   * lower case: its member of that name is the exact one.
   */
  owner?: string;
}

export function rankedQuery(query: string): RankedQuery {
  const terms = withoutQuestionWords(
    tokenize(query)
      .map(processTerm)
      .filter((term): term is string => term !== null),
  );
  const trimmed = query.trim();
  const identifier =
    /^\.?[A-Za-z_$][\w$-]*$/.test(trimmed) && /[a-z][A-Z]|[A-Z]{2}[a-z]|[_$]|^\.|-/.test(trimmed);
  const unique = [...new Set(terms)];
  const codeWords = identifier ? [] : wholeWords(trimmed).filter(isIdentifierWord);
  return {
    text: normalise(query),
    terms: unique,
    release: asksForRelease(query),
    plans: asksForPlans(query),
    identifier,
    capitalised: /^[A-Z][\w$]*$/.test(trimmed),
    core: CORE_QUERY.test(query),
    joined: joinedCjk(query),
    products: namedProducts(query, identifier, terms.length),
    ownProductWords: !identifier && terms.length > 1 && OWN_PRODUCT_WORDS.test(query),
    installs: installs(trimmed),
    codeWords,
    titleWords:
      codeWords.length > 0
        ? unique.filter(
            (term) =>
              !codeWords.some(
                (word) =>
                  word.toLowerCase() === term &&
                  titleTerms(nameWords(word)).every((part) => unique.includes(part)),
              ),
          )
        : unique,
  };
}

/**
 * The words of an identifier as a reader types them, lower case (`SortingInitialState` →
 * "sorting initial state", `CSVExport` → "csv export", `BarChart2` → "bar chart 2").
 */
export function nameWords(name: string): string {
  return name
    .split(
      /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])|_+/,
    )
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The whole words of a text, lower case (`useGridApiContext` stays one word). */
function wholeWordsOf(text: string): string[] {
  return wholeWords(text).map((word) => word.toLowerCase());
}

const termsOfText = new Map<string, string[]>();

/** The index terms of a title or heading (remembered: the same texts meet every query). */
function titleTerms(text: string): string[] {
  let terms = termsOfText.get(text);
  if (!terms) {
    terms = tokenize(text)
      .map(processTerm)
      .filter((term): term is string => term !== null);
    termsOfText.set(text, terms);
  }
  return terms;
}

/** True when every query term starts a word of the texts (the last one may be half typed). */
function containsAll(terms: readonly string[], texts: readonly string[]): boolean {
  return terms.every((term) =>
    texts.some((text) => titleTerms(text).some((word) => word.startsWith(term))),
  );
}

/** Spaces between Chinese characters are optional: "表格 高度" is "表格高度". */
function joinedCjk(text: string): string {
  return normalise(text).replace(/(?<=\p{Script=Han}) (?=\p{Script=Han})/gu, '');
}

const keywordsOfPage = new WeakMap<SearchPage, Set<string>>();

/** A page's keywords as compared with a query (see {@link joinedCjk}), remembered. */
function joinedKeywords(page: SearchPage): Set<string> {
  let keywords = keywordsOfPage.get(page);
  if (!keywords) {
    keywords = new Set((page.keywords ?? []).map(joinedCjk));
    keywordsOfPage.set(page, keywords);
  }
  return keywords;
}

const keywordTermsOfPage = new WeakMap<SearchPage, string[][]>();

/** The index terms of each keyword of two terms or more, remembered. */
function keywordTerms(page: SearchPage): string[][] {
  let terms = keywordTermsOfPage.get(page);
  if (!terms) {
    terms = (page.keywords ?? [])
      .map((keyword) => [...new Set(titleTerms(keyword))])
      .filter((words) => words.length > 1);
    keywordTermsOfPage.set(page, terms);
  }
  return terms;
}

/**
 * The largest share of the query's terms covered by one keyword whose terms are all in the query
 * (0 when none is).
 */
function keywordShare(page: SearchPage, terms: readonly string[]): number {
  let best = 0;
  for (const words of keywordTerms(page)) {
    if (words.length >= terms.length || words.length / terms.length <= best) continue;
    if (words.every((word) => terms.includes(word))) best = words.length / terms.length;
  }
  return best;
}

const pairsOfLabel = new Map<string, Set<string>>();
const pairsOfPage = new WeakMap<SearchPage, Set<string>>();

/** The neighbouring word pairs of some texts, in both orders. */
function wordPairs(texts: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (const text of texts) {
    const words = titleTerms(text);
    for (let index = 1; index < words.length; index += 1) {
      pairs.add(`${words[index - 1]} ${words[index]}`);
      pairs.add(`${words[index]} ${words[index - 1]}`);
    }
  }
  return pairs;
}

/** The pairs of a heading, or of a page's titles and keywords (remembered, as {@link titleTerms}). */
function pairsOf(stored: SearchStoredFields, page: SearchPage | undefined): ReadonlySet<string> {
  if (stored.kind === 'page' && page) {
    let pairs = pairsOfPage.get(page);
    if (!pairs) {
      pairs = wordPairs([...page.titles, ...(page.keywords ?? [])]);
      pairsOfPage.set(page, pairs);
    }
    return pairs;
  }
  if (stored.kind !== 'section') return EMPTY_PAIRS;
  let pairs = pairsOfLabel.get(stored.label);
  if (!pairs) {
    pairs = wordPairs([stored.label]);
    pairsOfLabel.set(stored.label, pairs);
  }
  return pairs;
}

const EMPTY_PAIRS: ReadonlySet<string> = new Set();

/**
 * The share of the query's neighbouring word pairs ("drag drop" of "drag and drop", stop words
 * aside) that stand side by side, in either order, in one of the texts.
 */
function adjacentShare(terms: readonly string[], pairs: ReadonlySet<string>): number {
  if (pairs.size === 0) return 0;
  let found = 0;
  for (let index = 1; index < terms.length; index += 1) {
    if (pairs.has(`${terms[index - 1]} ${terms[index]}`)) found += 1;
  }
  return found / (terms.length - 1);
}

const contentWordsOf = new Map<string, string>();

/** A text's words as typed, lower case, without stop words (remembered, as {@link titleTerms}). */
function contentWords(text: string): string {
  let words = contentWordsOf.get(text);
  if (words === undefined) {
    words = wholeWordsOf(text)
      .filter((word) => !isStopWord(word))
      .map((word) => processTerm(word) ?? word)
      .join(' ');
    contentWordsOf.set(text, words);
  }
  return words;
}

/** True when two texts hold the same words in the same order, stop words and plurals aside. */
function sameWords(text: string, other: string): boolean {
  return contentWords(text) === contentWords(other);
}

/** True when two lists hold the same index terms, in any order (stop words are not terms). */
function sameTerms(terms: readonly string[], other: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const set = new Set(other);
  return set.size === terms.length && terms.every((term) => set.has(term));
}

/**
 * How the query names a text: `exact`, the text itself (case and spaces aside); `words`, its words
 * in any order ("field date" names "Date Field"; stop words and plurals do not count), which is
 * worth {@link BOOSTS.reordered} of an exact match; null when it does not name it.
 */
export function namesText(
  query: Pick<RankedQuery, 'text' | 'terms'>,
  text: string,
): 'exact' | 'words' | null {
  if (normalise(text) === query.text) return 'exact';
  // One word is named only by itself; more words in any order.
  return query.terms.length > 1 && sameTerms(query.terms, titleTerms(text)) ? 'words' : null;
}

/** The better of the ways a query names some texts. */
function bestNaming(query: Pick<RankedQuery, 'text' | 'terms'>, texts: readonly string[]) {
  let best: 'exact' | 'words' | null = null;
  for (const text of texts) {
    const naming = namesText(query, text);
    if (naming === 'exact') return naming;
    best = naming ?? best;
  }
  return best;
}

/** Words for a component's reference, as index terms: "DataGrid props" asks for its API page. */
const API_WORDS = new Set(
  [...REFERENCE_WORDS].map(processTerm).filter((term): term is string => term !== null),
);

/**
 * How the query names one of the page's titles; an API page is also "<title> API" (the heading
 * it shows), either way round, and "<title> props" or "methods" (what the page lists).
 */
export function pageTitleNaming(
  page: SearchPage,
  query: Pick<RankedQuery, 'text' | 'terms'>,
): 'exact' | 'words' | null {
  const own = bestNaming(query, page.titles);
  if (own === 'exact' || page.area !== 'api') return own;
  const terms = query.terms.filter((term) => !API_WORDS.has(term));
  if (terms.length === query.terms.length || terms.length === 0) return own;
  const rest = {
    text: query.text
      .split(' ')
      .filter((word) => !API_WORDS.has(processTerm(word) ?? ''))
      .join(' '),
    terms,
  };
  return bestNaming(rest, page.titles) ?? own;
}

/** True when the query names one of the page's titles (see {@link pageTitleNaming}). */
export function isPageTitle(page: SearchPage, query: Pick<RankedQuery, 'text' | 'terms'>): boolean {
  return pageTitleNaming(page, query) !== null;
}

/** True when the query is one of the names of the product whose overview the page is. */
function namesProduct(page: SearchPage, query: Pick<RankedQuery, 'text'>): boolean {
  return PRODUCT_NAMES[page.pathname]?.some((name) => normalise(name) === query.text) ?? false;
}

/** True when the reader is in one product of MUI X (not on /x/ or a core page). */
function inProduct(productId: ProductId | null): boolean {
  return productId !== null && productId !== 'x-general' && productId in BOOSTS.productOrder;
}

/** What a search knows of a document beyond its stored fields. */
export interface DocumentFacts {
  /**
   * A release section names the identifier typed, as whole words: in its inline code (prose and
   * tables), or only in the changed lines of a diff.
   */
  names?: 'code' | 'diff';
  /** ...and one of the identifier's words is a name no current page of MUI X uses. */
  oldName?: boolean;
  /**
   * A member named exactly as typed that another member of the same name outranks (DataGridPro's
   * `pageSizeOptions` after DataGrid's, RichTreeView's `expandedItems` after SimpleTreeView's):
   * only one of them is the exact answer; the repeats come after the other answers.
   */
  repeated?: boolean;
  /** The query names one of the demos the page or section shows (see {@link nameWords}). */
  demo?: 'exact' | 'words';
}

function isMuiX(productId: ProductId | null | undefined): boolean {
  return productId?.startsWith('x-') ?? false;
}

/** Multiplier of a document's score for one query in one context. */
export function documentBoost(
  stored: SearchStoredFields,
  query: RankedQuery,
  context: { productId: ProductId | null },
  pages: readonly SearchPage[],
  facts: DocumentFacts = {},
): number {
  const page = pages[stored.page];
  let boost = 1;
  /** How the query names the document's title or heading, if it does. */
  let naming: 'exact' | 'words' | null = null;
  /** The share of the query a keyword of the page covers, if one stands whole in it. */
  let share = 0;
  const member = MEMBER_KINDS.has(stored.kind);
  if (member) {
    // `TextField` names the component, not the `textField` slot of the same letters.
    const exact =
      normalise(stored.label) === query.text && !(query.capitalised && /^[a-z]/.test(stored.label));
    // A plain word ("pagination") names a feature first; only an identifier opens the member.
    if (exact && query.owner && stored.component.toLowerCase() === query.owner) {
      boost *= BOOSTS.exactMember * BOOSTS.namedOwner;
    } else if (exact && query.identifier && !facts.repeated) {
      const elsewhere = isMuiX(context.productId) && page && !isMuiX(page.product);
      boost *= elsewhere ? BOOSTS.exactMemberElsewhere : BOOSTS.exactMember;
    } else if (exact && !facts.repeated) boost *= BOOSTS.exactPlainMember / BOOSTS.apiForWords;
    else if (!exact) boost *= BOOSTS.member;
    // A CSS class name is code: words reach it after prose and the other members.
    if (stored.kind === 'class' && !query.identifier) boost *= BOOSTS.classForWords;
    if (MAIN_COMPONENTS.has(stored.component)) boost *= BOOSTS.mainComponent;
    if (!COMPONENT_MEMBER_KINDS.has(stored.kind)) boost *= BOOSTS.interfaceMember;
  } else if (
    stored.kind === 'page' &&
    page &&
    // A package typed as npm has it is named by the page that installs it, not by a title
    // holding the same words ("MUI X Date Pickers" for `@mui/x-date-pickers`).
    !query.installs &&
    (naming = pageTitleNaming(page, query))
  ) {
    // Another product's page of that name ("Selection" of the Tree View, read on the Data Grid)
    // keeps only the part of the factor the current product's pages do not get.
    // A product's name ("charts" read on the Data Grid) names that product's overview, wherever
    // the reader is.
    const elsewhere =
      inProduct(context.productId) &&
      page.product !== context.productId &&
      !namesProduct(page, query);
    // A component's name typed as code (`TreeItem2`) is an API name: its API page is its entry.
    const entry = page.area === 'api' && query.identifier && naming === 'exact';
    const factor = entry ? BOOSTS.exactMember : BOOSTS.exactPageTitle;
    boost *= elsewhere ? factor / BOOSTS.currentProduct : factor;
    if (naming === 'words') boost *= BOOSTS.reordered;
  } else if (stored.kind === 'page' && page?.keywords && joinedKeywords(page).has(query.joined)) {
    // Only the phrase as written: a keyword is one way among many to ask for the page, so its
    // words in another order are left to BM25.
    // It names the page for every factor but a plan's: a planned page's keyword ("infinite
    // scroll") also names the shipped way to do it today.
    naming = page.area === 'planned' ? null : 'exact';
    boost *= BOOSTS.exactKeyword;
  } else if (
    stored.kind === 'page' &&
    page?.keywords &&
    query.terms.length > 2 &&
    (share = keywordShare(page, query.terms)) > 0
  ) {
    boost *= BOOSTS.keywordInQuery ** share;
  } else if (stored.kind === 'section' && (naming = namesText(query, stored.label))) {
    // A whole heading names its section, on any page: release notes and plans keep a part of
    // their area's factor. Its words in its order, but for stop words ("sx prop" for "The sx
    // prop"), are nearly the heading itself.
    boost *= BOOSTS.exactHeading;
    if (naming === 'words') {
      boost *= sameWords(query.text, stored.label)
        ? BOOSTS.headingWithoutStopWords
        : BOOSTS.reordered;
    }
  } else if (
    (stored.kind === 'section' || stored.kind === 'page') &&
    (naming = facts.demo ?? null)
  ) {
    // A demo's name is its caption: the section that shows the demo, as if it were its heading.
    boost *= BOOSTS.demoName;
    if (naming === 'words') boost *= BOOSTS.reordered;
  } else if (
    stored.kind === 'section' &&
    query.identifier &&
    page?.area !== 'release' &&
    wholeWordsOf(stored.label).includes(query.text)
  ) {
    boost *= BOOSTS.identifierInHeading;
  } else if (query.terms.length > 1 && page) {
    if (stored.kind === 'page' && containsAll(query.titleWords, page.titles)) {
      boost *= BOOSTS.allWordsInTitle;
    } else if (containsAll(query.titleWords, [stored.label, ...page.titles])) {
      boost *= BOOSTS.allWordsInHeading;
    }
  }
  if (page) {
    // A product the query names is where the reader says to look, whichever page they are on (a
    // Material UI heading the query names, "React engineer, Data Grid", stays where it is).
    const named = query.products.length > 0;
    if (
      inProduct(context.productId) &&
      page.product === context.productId &&
      (!named || query.products.includes(page.product))
    ) {
      boost *= BOOSTS.currentProduct;
    } else if (
      named &&
      page.product !== 'x-general' &&
      !query.products.includes(page.product) &&
      (page.product in BOOSTS.productOrder ||
        (!query.core &&
          !naming &&
          (query.ownProductWords || !titleHoldsProductWord(page, query.products))))
    ) {
      boost /= BOOSTS.namedProduct;
    }
    if (query.core) {
      // The query names Material UI: its guides come first, MUI X's pages after them.
      if (isMuiX(page.product)) boost *= BOOSTS.otherProduct;
    } else
      boost *=
        BOOSTS.productOrder[page.product] ??
        (inProduct(context.productId) ? BOOSTS.otherProduct : BOOSTS.otherProductOnX);
    if (page.area === 'release') {
      if (facts.names && facts.oldName && (query.identifier || query.codeWords.length > 0)) {
        boost *= BOOSTS.oldNameInRelease;
        if (facts.names === 'diff') boost *= BOOSTS.onlyInDiff;
      } else if (query.release) boost *= BOOSTS.releaseAsked;
      else boost *= naming ? Math.sqrt(BOOSTS.release) : BOOSTS.release;
    } else if (facts.names === 'code' && query.identifier && stored.kind !== 'page') {
      boost *= BOOSTS.identifierInGuideCode;
    }
    if (page.area === 'planned') {
      if (query.plans) boost *= BOOSTS.plannedAsked;
      else boost *= naming ? Math.sqrt(BOOSTS.planned) : BOOSTS.planned;
    }
    if (page.area === 'recipes') boost *= BOOSTS.recipes;
    if (page.area === 'api' && !query.identifier) boost *= BOOSTS.apiForWords;
    boost *= 1 - BOOSTS.navOrder * stored.page;
    const segments = page.pathname.split('/').length;
    const depth = Math.max(0, segments - (page.pathname.startsWith('/x/') ? 4 : 3));
    if (page.area === 'guide' && depth > 0) boost *= BOOSTS.depth ** depth;
  }
  if (query.terms.length > 1 && !query.identifier) {
    boost *= 1 + BOOSTS.adjacent * adjacentShare(query.terms, pairsOf(stored, page));
  }
  // A family's installation guide is made of the families' install steps: any of its sections
  // may answer. A product's Getting started installs in one section of its own.
  if (
    query.installs &&
    page?.pathname === query.installs &&
    (stored.kind === 'page' ||
      Object.values(INSTALL_PAGES).includes(page.pathname) ||
      /\binstall/i.test(stored.label))
  ) {
    boost *= BOOSTS.installPage;
  }
  if (stored.kind === 'page') {
    boost *= BOOSTS.page;
    if (page?.describes?.includes(query.text)) {
      boost *= BOOSTS.describedIdentifier;
    }
  }
  boost *= BOOSTS.plan[stored.plan ?? page?.plan ?? 'community'];
  return boost;
}

/**
 * True when the query names the document: its page's title or one of the page's keywords (for the
 * page itself), or its heading, exactly or by its words in another order.
 */
export function namesDocument(
  stored: SearchStoredFields,
  page: SearchPage | undefined,
  query: RankedQuery,
): boolean {
  if (!page) return false;
  if (stored.kind === 'page') {
    return isPageTitle(page, query) || joinedKeywords(page).has(query.joined);
  }
  return stored.kind === 'section' && namesText(query, stored.label) !== null;
}

/**
 * True for a document of a planned page (or the roadmap) when the query neither asks for plans
 * nor names the page by its title or the document by its heading: it comes after a shipped
 * document that the query names (see the search's last ordering step).
 */
export function isUnaskedPlan(
  stored: SearchStoredFields,
  page: SearchPage | undefined,
  query: RankedQuery,
): boolean {
  if (page?.area !== 'planned' || query.plans) return false;
  if (pageTitleNaming(page, query)) return false;
  return !(stored.kind === 'section' && namesText(query, stored.label));
}

/** The hits of one page, under that page's heading in the results. */
export interface SearchGroup {
  page: SearchPage;
  hits: SearchHit[];
}

/**
 * Groups ranked hits by page. Groups come in the order of their best hit and keep their hits'
 * order, so the first option is always the best hit.
 */
export function groupByPage(hits: readonly SearchHit[], maxPerGroup = 5): SearchGroup[] {
  const groups = new Map<number, SearchGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group) {
      group = { page: hit.pageInfo, hits: [] };
      groups.set(hit.page, group);
    }
    if (group.hits.length < maxPerGroup) group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The hits in display order (the order of the listbox options). */
export function flattenGroups(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
