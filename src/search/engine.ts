import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { ProductId } from '@/src/routing';
import { documentBoost, rankedQuery } from './ranking';
import { hasCjk, processTerm, tokenize } from './tokenize';
import type { SearchDocument, SearchHit, SearchIndexFile, SearchStoredFields } from './types';

/** Index options; the build and the browser must use the very same ones. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'label', 'component', 'text'],
  storeFields: ['kind', 'page', 'anchor', 'label', 'component', 'plan'],
  tokenize,
  processTerm,
};

/**
 * The small index fetched first: the same documents without body text (titles, headings, API
 * names), enough for most queries while the full index is on its way.
 */
export const HEAD_INDEX_OPTIONS: Options<SearchDocument> = {
  ...INDEX_OPTIONS,
  fields: ['title', 'label', 'component'],
};

/**
 * Weight of a match in each field, in the page hierarchy's order: a heading or member name
 * (`label`) says what a section is about, the page title frames every section of the page, the
 * component name only says where a member lives, and body text merely mentions words.
 */
const FIELD_BOOST = { label: 4, title: 2.5, component: 2, text: 1 };

/** Most results the dialog shows; ranking happens before the cut. */
export const MAX_HITS = 40;

/** Builds the index of a list of documents (build time and unit tests). */
export function createIndex(
  documents: SearchDocument[],
  part: SearchIndexFile['part'] = 'full',
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(part === 'head' ? HEAD_INDEX_OPTIONS : INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** A searchable index: the engine plus the pages its documents point at. */
export interface LoadedIndex {
  engine: MiniSearch<SearchDocument>;
  pages: SearchIndexFile['pages'];
  part: SearchIndexFile['part'];
}

/** Revives an index file fetched by the browser. */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const engine = MiniSearch.loadJS<SearchDocument>(
    file.index as Parameters<typeof MiniSearch.loadJS>[0],
    file.part === 'head' ? HEAD_INDEX_OPTIONS : INDEX_OPTIONS,
  );
  return { engine, pages: file.pages, part: file.part };
}

/** What the reader is looking at: its product is ranked first. */
export interface SearchContext {
  productId: ProductId | null;
}

function options(query: string, context: SearchContext, loaded: LoadedIndex): SearchOptions {
  const ranked = rankedQuery(query);
  // MiniSearch asks once per matching term: the factor depends on the document only.
  const cache = new Map<unknown, number>();
  return {
    boost: FIELD_BOOST,
    // Only the last word is still being typed; Chinese words are matched whole.
    prefix: (term, index, terms) => index === terms.length - 1 && !hasCjk(term),
    fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.15 : false),
    boostDocument: (id, _term, stored) => {
      let boost = cache.get(id);
      if (boost === undefined) {
        boost = documentBoost(stored as unknown as SearchStoredFields, ranked, context, loaded.pages);
        cache.set(id, boost);
      }
      return boost;
    },
  };
}

/**
 * Ranked hits for a query: every word must match; when nothing matches all words, any word may.
 */
export function search(loaded: LoadedIndex, query: string, context: SearchContext): SearchHit[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const base = options(trimmed, context, loaded);
  let results = loaded.engine.search(trimmed, { ...base, combineWith: 'AND' });
  if (results.length === 0) results = loaded.engine.search(trimmed, { ...base, combineWith: 'OR' });
  return results.slice(0, MAX_HITS).map((result) => {
    const stored = result as unknown as SearchStoredFields;
    return {
      id: result.id as number,
      score: result.score,
      kind: stored.kind,
      page: stored.page,
      anchor: stored.anchor,
      label: stored.label,
      component: stored.component,
      plan: stored.plan,
      pageInfo: loaded.pages[stored.page],
    };
  });
}
