import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch';
import type { ProductId } from '@/src/routing';
import {
  documentBoost,
  isMember,
  isUnaskedPlan,
  nameWords,
  namesDocument,
  namesText,
  normalise,
  PARTIAL_MATCH,
  rankedQuery,
  type DocumentFacts,
  type RankedQuery,
} from './ranking';
import { alternativeQueries, asksHowToUse, knownWordsOfChinese, stemOf } from './terms';
import { hasCjk, processTerm, tokenize, wholeWords } from './tokenize';
import type {
  CompactDocument,
  SearchDocument,
  SearchHit,
  SearchIndexFile,
  SearchKind,
  SearchPage,
  SearchStoredFields,
} from './types';

/** The fields a query is matched against in the full index. */
const SEARCHED_FIELDS = [
  'title',
  'label',
  'component',
  'text',
  'keywords',
  'changes',
  'demos',
  'aliases',
];

/** Index options; the build and the browser must use the very same ones. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  // `oldNames` only tells old names from current ones (see `namingDocuments`), so it holds
  // whole words without their camelCase parts.
  fields: [...SEARCHED_FIELDS, 'oldNames'],
  tokenize: (text, field) => (field === 'oldNames' ? wholeWords(text) : tokenize(text)),
  processTerm,
};

/**
 * The small index fetched first: the same documents without body text (titles, headings, API
 * names), enough for most queries while the full index is on its way.
 */
export const HEAD_INDEX_OPTIONS: Options<SearchDocument> = {
  ...INDEX_OPTIONS,
  tokenize,
  fields: ['title', 'label', 'component'],
};

/**
 * Weight of a match in each field, in the page hierarchy's order: a heading or member name
 * (`label`) says what a section is about, the page title frames every section of the page, the
 * component name only says where a member lives, and body text merely mentions words. A page's
 * keywords (`aliases`) weigh as its text: the words of a page that is the answer, but not its
 * name; the ranking adds a factor when the query is one of them whole (`exactKeyword`).
 */
const FIELD_BOOST = {
  label: 4,
  title: 2.5,
  component: 2,
  demos: 1,
  text: 1,
  keywords: 1,
  changes: 1,
  aliases: 1,
};

/**
 * How the other forms of a query's word are searched: its stem (Porter's algorithm, the `stemmer`
 * package) as a prefix, so "stacked" (stem "stack") finds "stacking" and "stacks", at
 * {@link PARTIAL_MATCH}.forms of the word's own weight: the form typed ranks first.
 */
const WORD_FORMS = {
  prefix: true,
  fuzzy: false,
  boost: Object.fromEntries(
    Object.entries(FIELD_BOOST).map(([field, boost]) => [field, boost * PARTIAL_MATCH.forms]),
  ),
} as const;

/** Most results the dialog shows; ranking happens before the cut. */
export const MAX_HITS = 40;

/** Builds the index of a list of documents (build time and unit tests). */
export function createIndex(
  documents: SearchDocument[],
  part: SearchIndexFile['part'] = 'full',
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(
    part === 'head' ? HEAD_INDEX_OPTIONS : INDEX_OPTIONS,
  );
  index.addAll(documents);
  return index;
}

/** A searchable index: the engine plus the pages its documents point at. */
export interface LoadedIndex {
  engine: MiniSearch<SearchDocument>;
  pages: SearchIndexFile['pages'];
  /** Stored fields of each document, by id. */
  documents: SearchStoredFields[];
  part: SearchIndexFile['part'];
  /** The names of the demos each page or section shows, by document id (full index only). */
  demos: Map<number, string[]>;
}

type PageFacts = Pick<SearchIndexFile['pages'][number], 'area'>;

/** Release notes, roadmaps and plans: pages the head reaches by their titles only. */
function isReleaseNotes(page: PageFacts | undefined): boolean {
  return page?.area === 'release' || page?.area === 'planned';
}

/**
 * The documents of the head index: no body text; sections without their page's titles (the page's
 * own document carries them); no CSS classes; no headings of release pages (migration guides, what's
 * new: one heading per breaking change) nor of plans (roadmaps, planned features): shipped
 * documentation first, and a query reaches them by the page's title until the full index arrives; and a member of a variant only when the component it is a variant
 * of lacks it: DataGridPro's props are DataGrid's, and DesktopDatePicker, MobileDatePicker and
 * StaticDatePicker repeat most of DatePicker's. That keeps the head under 150 KB gzipped; the full
 * index brings the rest.
 */
export function headDocuments(
  documents: readonly SearchDocument[],
  pages: readonly PageFacts[] = [],
): SearchDocument[] {
  const base = (component: string) =>
    component.replace(/^(Desktop|Mobile|Static)(?=[A-Z])/, '').replace(/(Pro|Premium)$/, '');
  const free = new Set(
    documents
      .filter((document) => document.component && base(document.component) === document.component)
      .map((document) => `${document.component}|${document.kind}|${document.label}`),
  );
  return documents
    .filter((document) => {
      if (document.kind === 'class') return false;
      if (document.kind === 'section' && isReleaseNotes(pages[document.page])) return false;
      if (!document.component || base(document.component) === document.component) return true;
      return !free.has(`${base(document.component)}|${document.kind}|${document.label}`);
    })
    .map((document, id) => ({
      ...document,
      id,
      text: '',
      // The word API that API pages add to their titles is left to the full index: in the head,
      // "Alert API" finds the page by its name and the ranking reads the rest (`isPageTitle`).
      title: document.kind === 'page' ? document.title.replace(/ API$/, '') : '',
    }));
}

const membersOfIndex = new WeakMap<LoadedIndex, Map<string, number[]>>();

/** The API members of an index by lower-cased name (built once per index). */
function membersByName(loaded: LoadedIndex): Map<string, number[]> {
  let members = membersOfIndex.get(loaded);
  if (!members) {
    members = new Map();
    loaded.documents.forEach((document, id) => {
      if (!isMember(document)) return;
      const name = normalise(document.label);
      const ids = members?.get(name);
      if (ids) ids.push(id);
      else members?.set(name, [id]);
    });
    membersOfIndex.set(loaded, members);
  }
  return members;
}

/** A member's name and, when typed, its owner's (lower case), from {@link qualifiedMember}. */
interface QualifiedMember {
  name: string;
  owner: string | null;
}

/**
 * A member written with its owner, as code is: `GridActionsColDef getActions`,
 * `DataGridPro.pageSizeOptions`, or a method of the grid's API object called the way the guides
 * call it, `apiRef.current.setFilterModel` (no owner: the API object is every grid's). Null when
 * the query is not one, or when the owner has no member of that name.
 */
function qualifiedMember(loaded: LoadedIndex, text: string): QualifiedMember | null {
  const match = /^(?:apiRef(?:\.current)?\.|([A-Z][\w$]*)(?:\s+|\.))([A-Za-z_$][\w$]*)$/.exec(text);
  if (!match) return null;
  const [, owner, name] = match;
  const ids = membersByName(loaded).get(normalise(name));
  if (!ids) return null;
  if (owner === undefined) return { name, owner: null };
  // A plain word after a component's name ("DataGrid rows") is a question in words.
  if (!rankedQuery(name).identifier) return null;
  const lower = owner.toLowerCase();
  return ids.some((id) => loaded.documents[id].component.toLowerCase() === lower)
    ? { name, owner: lower }
    : null;
}

function withOwner(ranked: RankedQuery, qualified: QualifiedMember | null): RankedQuery {
  return qualified?.owner ? { ...ranked, owner: qualified.owner } : ranked;
}

/** The anchor a document of this kind and label usually has (not stored when it is that). */
function usualAnchor(kind: SearchKind, label: string): string {
  switch (kind) {
    case 'prop':
    case 'slot':
    case 'property':
    case 'method':
      return `${kind}-${label}`;
    default:
      return '';
  }
}

function withoutKeywords(page: SearchPage): SearchPage {
  const copy = { ...page };
  delete copy.keywords;
  delete copy.describes;
  return copy;
}

/** The file of an index: its pages, its documents' stored fields packed, and the engine. */
export function serializeIndex(
  language: SearchIndexFile['language'],
  part: SearchIndexFile['part'],
  pages: SearchIndexFile['pages'],
  documents: SearchDocument[],
): SearchIndexFile {
  const components: string[] = [];
  const positions = new Map<string, number>();
  const packed = documents.map((document): CompactDocument => {
    let component = -1;
    if (document.component) {
      component = positions.get(document.component) ?? components.length;
      if (component === components.length) {
        components.push(document.component);
        positions.set(document.component, component);
      }
    }
    const anchor =
      document.anchor === usualAnchor(document.kind, document.label) ? '' : document.anchor;
    const packed: CompactDocument = [
      document.kind,
      document.page,
      anchor,
      document.label,
      component,
      document.plan,
    ];
    // History badges: a few hundred members carry them; the others stay six fields long.
    if (document.deprecated) packed.push(document.since ?? '', document.deprecated);
    else if (document.since) packed.push(document.since);
    return packed;
  });
  return {
    language,
    part,
    // The head leaves pages' keywords and described names to the full index, like body text.
    pages: part === 'head' ? pages.map(withoutKeywords) : pages,
    components,
    documents: packed,
    ...(part === 'full'
      ? {
          demos: documents.flatMap((document): [number, string][] =>
            document.demos ? [[document.id, document.demos]] : [],
          ),
        }
      : {}),
    // Ids run 0..n-1 in order, so the id table is left out and rebuilt on load.
    index: { ...createIndex(documents, part).toJSON(), documentIds: undefined },
  };
}

/** Revives an index file fetched by the browser. */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const json = file.index as Parameters<typeof MiniSearch.loadJS>[0];
  const documentIds = Object.fromEntries(file.documents.map((_, id) => [id, id]));
  const engine = MiniSearch.loadJS<SearchDocument>(
    { ...json, documentIds: json.documentIds ?? documentIds },
    file.part === 'head' ? HEAD_INDEX_OPTIONS : INDEX_OPTIONS,
  );
  const documents = file.documents.map(
    ([kind, page, anchor, label, component, plan, since, deprecated]): SearchStoredFields => ({
      kind,
      page,
      anchor: anchor || usualAnchor(kind, label),
      label,
      component: component >= 0 ? file.components[component] : '',
      plan,
      ...(since ? { since } : {}),
      ...(deprecated ? { deprecated } : {}),
    }),
  );
  const demos = new Map((file.demos ?? []).map(([id, names]) => [id, names.split(' ')]));
  return { engine, pages: file.pages, documents, part: file.part, demos };
}

/** What the reader is looking at: its product is ranked first. */
export interface SearchContext {
  productId: ProductId | null;
}

/** How a release section names an identifier query (see {@link namingDocuments}). */
interface Naming {
  /** Sections whose inline code holds the query's every word whole. */
  code: Set<number>;
  /** Sections whose diff lines hold them (and whose inline code does not). */
  diff: Set<number>;
  /** Sections among those where one of the query's words is an old name. */
  old: Set<number>;
}

/**
 * What the code of release sections says about an identifier query: the sections that name it
 * with its every word whole (`selectionModel` finds the table listing `selectionModel`, not one
 * listing only `rowSelectionModel`), in inline code or only in a diff, and whether one of its
 * words is an old name, one no current page of MUI X uses. Only the full index has code fields.
 */
function namingDocuments(loaded: LoadedIndex, query: string, ranked: RankedQuery): Naming {
  const naming: Naming = { code: new Set(), diff: new Set(), old: new Set() };
  if (loaded.part !== 'full') return naming;
  if (!ranked.identifier) {
    // Words among which some are code: the release sections that name one of those as an old
    // name ("renderInput DatePicker" finds the entry on `renderInput`'s removal). A query that is
    // a current member's whole name (`props.disableCloseOnSelect`) is not such words.
    if (membersByName(loaded).has(ranked.text)) return naming;
    for (const word of ranked.codeWords) {
      const found = namingDocuments(loaded, word, rankedQuery(word));
      for (const id of found.old) {
        naming.old.add(id);
        if (found.code.has(id)) naming.code.add(id);
        else naming.diff.add(id);
      }
    }
    return naming;
  }
  const find = (field: string, combineWith: 'AND' | 'OR') =>
    loaded.engine
      .search(query, {
        fields: [field],
        combineWith,
        tokenize: wholeWords,
        prefix: false,
        fuzzy: false,
      })
      .map(({ id }) => id as number);
  naming.code = new Set(find('keywords', 'AND'));
  naming.diff = new Set(find('changes', 'AND').filter((id) => !naming.code.has(id)));
  naming.old = new Set(
    find('oldNames', 'OR').filter((id) => naming.code.has(id) || naming.diff.has(id)),
  );
  return naming;
}

/**
 * How the query names one of a document's demos: by its name (`SortingInitialState`) or by the
 * name's words ("sorting initial state", in any order).
 */
function demoNaming(ranked: RankedQuery, names: readonly string[] | undefined) {
  let best: 'exact' | 'words' | undefined;
  for (const name of names ?? []) {
    const naming = namesText(ranked, name) ?? namesText(ranked, nameWords(name));
    if (naming === 'exact') return naming;
    best = naming ?? best;
  }
  return best;
}

function options(
  naming: Naming,
  ranked: RankedQuery,
  context: SearchContext,
  loaded: LoadedIndex,
): SearchOptions {
  const repeated = new Set<number>();
  const facts = (id: number): DocumentFacts => ({
    names: naming.code.has(id) ? 'code' : naming.diff.has(id) ? 'diff' : undefined,
    oldName: naming.old.has(id),
    repeated: repeated.has(id),
    demo: demoNaming(ranked, loaded.demos.get(id)),
  });
  // Of the members named exactly what was typed (`slotProps` on every component, `pageSizeOptions`
  // on the three grids), the exact factor goes to the one the ranking prefers in this context;
  // the others repeat it.
  if (ranked.identifier) {
    const exact = membersByName(loaded).get(ranked.text) ?? [];
    // The guides tell which of them readers mean (`valueFormatter`: the grid's column property
    // more than a chart's prop): each product's members count the more, the larger its share of
    // the guide sections whose code names it. The reader's own product still comes first.
    const usage = new Map<ProductId, number>();
    for (const id of naming.code) {
      const page = loaded.pages[loaded.documents[id].page];
      if (page?.area === 'guide') usage.set(page.product, (usage.get(page.product) ?? 0) + 1);
    }
    const used = [...usage.values()].reduce((sum, count) => sum + count, 0) || 1;
    const boostOf = (id: number) =>
      documentBoost(loaded.documents[id], ranked, context, loaded.pages, facts(id)) *
      (1 + (usage.get(loaded.pages[loaded.documents[id].page]?.product) ?? 0) / used);
    const best = exact.reduce<number | null>(
      (top, id) => (top === null || boostOf(id) > boostOf(top) ? id : top),
      null,
    );
    for (const id of exact) if (id !== best) repeated.add(id);
  }
  // MiniSearch asks once per matching term: the factor depends on the document only.
  const cache = new Map<unknown, number>();
  return {
    fields: loaded.part === 'full' ? SEARCHED_FIELDS : HEAD_INDEX_OPTIONS.fields,
    boost: FIELD_BOOST,
    // Only the last word is still being typed; Chinese words are matched whole.
    prefix: (term, index, terms) => index === terms.length - 1 && !hasCjk(term),
    fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.15 : false),
    boostDocument: (id) => {
      let boost = cache.get(id);
      if (boost === undefined) {
        boost = documentBoost(
          loaded.documents[id as number],
          ranked,
          context,
          loaded.pages,
          facts(id as number),
        );
        cache.set(id, boost);
      }
      return boost;
    },
  };
}

/**
 * A name as copied from code is the name: a component's JSX tag (`<DataGrid />`, `<DataGrid>`) and
 * a function's call with no arguments (`createTheme()`, `apiRef.current.updateRows()`).
 */
export function pastedName(query: string): string {
  const trimmed = query.trim();
  const tag = /^<\s*([A-Za-z][\w$.]*)\s*\/?\s*>$/.exec(trimmed);
  if (tag) return tag[1];
  const call = /^([A-Za-z_$][\w$.]*)\s*\(\s*\)\s*;?$/.exec(trimmed);
  return call ? call[1] : trimmed;
}

/**
 * Ranked hits for a query: every word must match; when nothing matches all words, any word may.
 */
export function search(loaded: LoadedIndex, query: string, context: SearchContext): SearchHit[] {
  const typed = pastedName(query);
  if (!typed) return [];
  // A member written with its owner is searched as the member's name, its owner's first.
  const qualified = qualifiedMember(loaded, typed);
  const trimmed = qualified?.name ?? typed;
  const run = (text: string) => {
    const ranked = withOwner(rankedQuery(text), qualified);
    const naming = namingDocuments(loaded, text, ranked);
    const base = options(naming, ranked, context, loaded);
    if (ranked.identifier || ranked.terms.length < 2) {
      const found = loaded.engine.search(text, { ...base, combineWith: 'AND' });
      return found.length > 0 ? found : loaded.engine.search(text, { ...base, combineWith: 'OR' });
    }
    // Words: a document that lacks some of them still answers when it is about the others (a
    // section on pasting for "paste from excel"); it keeps the share of the words it matches,
    // squared, and comes only when that leaves it near the best document matching them all.
    // Each word also finds the other forms of its stem, for part of their score ("stacked" finds
    // "Stacking"); a form counts as the word it came from.
    // At most 30 words (a bit each in the masks below); a longer query is cut there. A question's
    // words that carry no subject ("how", "specific") are not among them.
    const words = ranked.terms.slice(0, 30);
    const position = new Map(words.map((word, index) => [word, index]));
    const query: Query = {
      combineWith: 'OR',
      queries: words.map((word, index): Query => {
        const stem = stemOf(word);
        if (stem === word || stem.length < 3) return word;
        position.set(stem, index);
        return { combineWith: 'OR', queries: [word, { ...WORD_FORMS, queries: [stem] }] };
      }),
    };
    // The words each match holds, as a bit mask of their positions (a form counts as its word).
    const matches = loaded.engine.search(query, { ...base, combineWith: 'OR' }).map((result) => {
      let mask = 0;
      for (const term of result.queryTerms) {
        const index = position.get(term);
        if (index !== undefined) mask |= 1 << index;
      }
      return { result, mask };
    });
    // A word's weight in the share is its rarity among the documents (inverse document
    // frequency, counted on the matches): missing a word that half the docs hold costs little.
    const frequency = words.map(() => 0);
    for (const { mask } of matches) {
      for (let index = 0; index < words.length; index += 1) {
        if (mask & (1 << index)) frequency[index] += 1;
      }
    }
    const total = loaded.documents.length;
    const weight = frequency.map((count) => (count > 0 ? Math.log(1 + total / count) : 0));
    const allWeight = weight.reduce((sum, value) => sum + value, 0) || 1;
    const all = 2 ** words.length - 1;
    // An old name typed among other words ("XGrid not found") is what the question is about: the
    // release entry that documents its rename answers it, whichever other words it holds.
    const found = matches.map(({ result, mask }) => {
      let share = 1;
      if ((mask & all) !== all && !naming.old.has(result.id as number)) {
        let got = 0;
        for (let index = 0; index < words.length; index += 1) {
          if (mask & (1 << index)) got += weight[index];
        }
        share = Math.min(1, got / allWeight);
      }
      return { result, share, score: result.score * share ** PARTIAL_MATCH.exponent };
    });
    let best = 0;
    for (const { share, score } of found) if (share === 1 && score > best) best = score;
    return found
      .filter(({ share, score }) => share === 1 || score >= PARTIAL_MATCH.keep * best)
      .map(({ result, score }) => ({ ...result, score }))
      .sort((a, b) => b.score - a.score);
  };
  let results = run(trimmed);
  const ranked = withOwner(rankedQuery(trimmed), qualified);
  // A Chinese query made of words of the term table is also the English query it translates to
  // (the pages' text is English in both languages), and an everyday word (`rtl`, "freeze") is
  // also the docs' word for it; each document keeps its better score.
  const alternatives = alternativeQueries(trimmed);
  if (alternatives.length > 0) {
    const best = new Map(results.map((result) => [result.id as number, result]));
    for (const alternative of alternatives) {
      for (const found of run(alternative.text)) {
        const result = { ...found, score: found.score * alternative.weight };
        const known = best.get(result.id as number);
        if (!known || known.score < result.score) best.set(result.id as number, result);
      }
    }
    results = [...best.values()].sort((a, b) => b.score - a.score);
  }
  // A name too short to be an index term (`x`, `d`: single letters are not indexed) still finds
  // the API entries of exactly that name.
  if (results.length === 0) {
    const exact = membersByName(loaded).get(ranked.text) ?? [];
    results = exact
      .map((id) => ({
        id,
        score: documentBoost(loaded.documents[id], ranked, context, loaded.pages),
        terms: [],
        queryTerms: [],
        match: {},
      }))
      .sort((a, b) => b.score - a.score);
  }
  // Plans come after what ships: a planned page whose title holds a word of the query (Server-side
  // infinite loading, for "infinite scroll") can outscore a shipped page the query names (Scrolling,
  // by its keyword) despite the plan's factor; such an unasked plan is placed just below it.
  const areaOf = (result: (typeof results)[number]) =>
    loaded.pages[loaded.documents[result.id as number].page]?.area;
  const firstPlan = results.findIndex((result, index) => {
    if (index >= MAX_HITS || areaOf(result) !== 'planned') return false;
    const stored = loaded.documents[result.id as number];
    return isUnaskedPlan(stored, loaded.pages[stored.page], ranked);
  });
  const shipped =
    firstPlan < 0
      ? undefined
      : results.slice(firstPlan + 1, MAX_HITS).find((result) => {
          const stored = loaded.documents[result.id as number];
          const page = loaded.pages[stored.page];
          return page?.area !== 'planned' && namesDocument(stored, page, ranked);
        });
  if (shipped) {
    for (const result of results) {
      if (result === shipped) break;
      const stored = loaded.documents[result.id as number];
      if (isUnaskedPlan(stored, loaded.pages[stored.page], ranked)) {
        result.score = shipped.score * (1 - 1e-6);
      }
    }
    results.sort((a, b) => b.score - a.score);
  }
  // A name with words asking how to use it ("getRowId example", "apiRef 怎么用") opens the guide
  // that teaches it: the best guide result goes just above the API entries that lead.
  if (asksHowToUse(trimmed)) {
    const isReference = (result: (typeof results)[number]) => {
      const stored = loaded.documents[result.id as number];
      const area = loaded.pages[stored.page]?.area;
      return isMember(stored) || area === 'api' || area === 'release' || area === 'planned';
    };
    const guide = results.findIndex((result, index) => index < MAX_HITS && !isReference(result));
    if (guide > 0) results.unshift(...results.splice(guide, 1));
  }
  // A Chinese query with words neither Chinese table knows is read two ways: its first result is
  // what its own words find (the Chinese titles and keywords), and the best answer to the words the
  // tables do know, in English, comes second. With no result of its own, that reading answers.
  const known = knownWordsOfChinese(trimmed);
  if (known) {
    const pageOf = (result: (typeof results)[number]) => loaded.documents[result.id as number].page;
    if (results.length === 0) {
      results = run(known);
    } else {
      const firstPage = pageOf(results[0]);
      const other = run(known).find((result) => pageOf(result) !== firstPage);
      if (other) {
        // Its page's own results for the query follow it, in their order.
        const page = pageOf(other);
        const moved = [
          other,
          ...results.filter((result) => pageOf(result) === page && result.id !== other.id),
        ];
        results = results.filter((result) => pageOf(result) !== page);
        const second = results.findIndex((result) => pageOf(result) !== firstPage);
        results.splice(second < 0 ? results.length : second, 0, ...moved);
      }
    }
  }
  // A component's name typed alone (`DateCalendar`) matches every member through its component
  // field: its page answers, and the members would only fill its group ahead of other answers.
  const text = trimmed.toLowerCase();
  results = results.filter((result) => {
    const stored = loaded.documents[result.id as number];
    return !(isMember(stored) && stored.component.toLowerCase() === text);
  });
  return results.slice(0, MAX_HITS).map((result) => {
    const stored = loaded.documents[result.id as number];
    return {
      id: result.id as number,
      score: result.score,
      kind: stored.kind,
      page: stored.page,
      anchor: stored.anchor,
      label: stored.label,
      component: stored.component,
      plan: stored.plan,
      ...(stored.since ? { since: stored.since } : {}),
      ...(stored.deprecated ? { deprecated: stored.deprecated } : {}),
      pageInfo: loaded.pages[stored.page],
    };
  });
}
