import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { ProductId } from '@/src/routing';
import { documentBoost } from './ranking';
import { hasCjk, processTerm, tokenize } from './tokenize';
import type { SearchDocument, SearchHit, SearchIndexFile, SearchStoredFields } from './types';

/** Index options; the build and the browser must use the very same ones. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'label', 'component', 'text'],
  storeFields: ['kind', 'page', 'anchor', 'label', 'component', 'plan'],
  tokenize,
  processTerm,
};

/** Weight of a match in each field. */
const FIELD_BOOST = { label: 4, component: 2, title: 2.5, text: 1 };

/** Most results the dialog shows; ranking happens before the cut. */
export const MAX_HITS = 40;

/** Builds the index of a list of documents (build time and unit tests). */
export function createIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** A searchable index: the engine plus the pages its documents point at. */
export interface LoadedIndex {
  engine: MiniSearch<SearchDocument>;
  pages: SearchIndexFile['pages'];
}

/** Revives an index file fetched by the browser. */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const engine = MiniSearch.loadJS<SearchDocument>(
    file.index as Parameters<typeof MiniSearch.loadJS>[0],
    INDEX_OPTIONS,
  );
  return { engine, pages: file.pages };
}

/** What the reader is looking at: its product is ranked first. */
export interface SearchContext {
  productId: ProductId | null;
}

function options(query: string, context: SearchContext, loaded: LoadedIndex): SearchOptions {
  return {
    boost: FIELD_BOOST,
    // Only the last word is still being typed; Chinese words are matched whole.
    prefix: (term, index, terms) => index === terms.length - 1 && !hasCjk(term),
    fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.15 : false),
    boostDocument: (_id, _term, stored) =>
      documentBoost(stored as unknown as SearchStoredFields, query, context, loaded.pages),
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
