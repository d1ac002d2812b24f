import * as React from 'react';
import type { LanguageCode } from '@/src/navigation/types';
import type { ProductId } from '@/src/routing';
import { search, type LoadedIndex } from './engine';
import { loadSearchIndex } from './loadSearchIndex';
import { groupByPage, type SearchGroup } from './ranking';

/** Name of the `performance` measure of each query (read by the browser tests). */
export const QUERY_MEASURE = 'search-query';

export type SearchStatus = 'loading' | 'ready' | 'error';

function timedSearch(loaded: LoadedIndex, query: string, productId: ProductId): SearchGroup[] {
  const start = performance.now();
  const groups = groupByPage(search(loaded, query, { productId }));
  try {
    performance.measure(QUERY_MEASURE, { start, end: performance.now() });
  } catch {
    // Older browsers without measure options: timing is only diagnostics.
  }
  return groups;
}

/**
 * Loads the index of `language` when search opens (again after a failure) and answers `query`
 * from memory.
 */
export function useSearchResults(
  query: string,
  language: LanguageCode,
  productId: ProductId,
  open: boolean,
): { status: SearchStatus; groups: SearchGroup[] } {
  const [loaded, setLoaded] = React.useState<LoadedIndex | null>(null);
  const [status, setStatus] = React.useState<SearchStatus>('loading');
  React.useEffect(() => {
    if (!open) return undefined;
    let live = true;
    let full = false;
    loadSearchIndex(language, (head) => {
      // The small first index answers until the full one (with body text) arrives.
      if (!live || full) return;
      setLoaded(head);
      setStatus('ready');
    }).then(
      (index) => {
        full = true;
        if (!live) return;
        setLoaded(index);
        setStatus('ready');
      },
      () => {
        if (live) setStatus((previous) => (previous === 'ready' ? previous : 'error'));
      },
    );
    return () => {
      live = false;
    };
  }, [language, open]);
  const groups = React.useMemo(
    () => (loaded && query.trim() ? timedSearch(loaded, query, productId) : []),
    [loaded, query, productId],
  );
  return { status, groups };
}
