import type { LanguageCode } from '@/src/navigation/types';
import { loadIndex, type LoadedIndex } from './engine';
import { addEverydayWords } from './terms';
import { prepareChineseWords } from './tokenize';
import { searchIndexFiles } from './indexFiles.generated';
import { indexText, isHeadFile } from './indexText';
import type { SearchIndexFile } from './types';

async function fetchIndex(urls: readonly string[]): Promise<LoadedIndex> {
  const pieces = await Promise.all(urls.map(indexText));
  return loadIndex(JSON.parse(pieces.join('')) as SearchIndexFile);
}

interface Loading {
  head: Promise<LoadedIndex> | null;
  full: Promise<LoadedIndex>;
}

const loading = new Map<LanguageCode, Loading>();

function start(language: LanguageCode): Loading {
  const urls = searchIndexFiles[language] ?? [];
  const headUrls = urls.filter(isHeadFile);
  const fullUrls = urls.filter((url) => !isHeadFile(url));
  if (fullUrls.length === 0) {
    const missing = Promise.reject(new Error('The search index has not been built.'));
    return { head: null, full: missing };
  }
  // The head (titles, headings, API names) is small and answers first; the full index (with body
  // text) is fetched once the head has arrived, so on a slow connection the two do not share the
  // bandwidth and the first results wait for the head's bytes only. It replaces the head when it
  // arrives.
  const head = headUrls.length > 0 ? fetchIndex(headUrls) : null;
  // Chinese queries are split into words by `Intl.Segmenter`, whose first use loads a dictionary:
  // done now, while the index downloads, not when the first query waits for it.
  if (language === 'zh') setTimeout(prepareChineseWords, 0);
  // The everyday vocabulary (9 KB) comes with the full index, not before the head's first answer;
  // search works without it if it fails to load.
  const everyday = () =>
    import('./everydayWords').then(
      (module) => addEverydayWords(module.everydayWords),
      () => undefined,
    );
  const rest = () => Promise.all([fetchIndex(fullUrls), everyday()]).then(([index]) => index);
  const full = head ? head.then(rest, rest) : rest();
  return { head, full };
}

/**
 * The index of a language, fetched once per visit and kept in memory (so search keeps working
 * when the network goes away). Resolves with the full index; `onHead` receives the small first
 * index if it is ready before. A failed load is forgotten, so opening search again retries.
 */
export function loadSearchIndex(
  language: LanguageCode,
  onHead?: (index: LoadedIndex) => void,
): Promise<LoadedIndex> {
  let current = loading.get(language);
  if (!current) {
    current = start(language);
    loading.set(language, current);
    current.full.catch(() => loading.delete(language));
    current.head?.catch(() => undefined);
  }
  const { head, full } = current;
  if (head && onHead) {
    let fullReady = false;
    full.then(
      () => {
        fullReady = true;
      },
      () => undefined,
    );
    head.then(
      (index) => {
        if (!fullReady) onHead(index);
      },
      () => undefined,
    );
  }
  return full;
}
