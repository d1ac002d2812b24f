import type { LanguageCode } from '@/src/navigation/types';
import { loadIndex, type LoadedIndex } from './engine';
import { searchIndexFiles } from './indexFiles.generated';
import type { SearchIndexFile } from './types';

const loading = new Map<LanguageCode, Promise<LoadedIndex>>();

async function fetchIndex(language: LanguageCode): Promise<LoadedIndex> {
  const urls = searchIndexFiles[language];
  if (!urls || urls.length === 0) throw new Error('The search index has not been built.');
  // Names carry a content hash, so any cached copy (HTTP cache, service worker) is current.
  const pieces = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    }),
  );
  return loadIndex(JSON.parse(pieces.join('')) as SearchIndexFile);
}

/**
 * The index of a language, fetched once per visit and kept in memory (so search keeps working
 * when the network goes away). A failed load is forgotten, so opening search again retries.
 */
export function loadSearchIndex(language: LanguageCode): Promise<LoadedIndex> {
  let promise = loading.get(language);
  if (!promise) {
    promise = fetchIndex(language);
    loading.set(language, promise);
    promise.catch(() => loading.delete(language));
  }
  return promise;
}
