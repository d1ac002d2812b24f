import type { LanguageCode } from '@/src/navigation/types';
import type { SearchDocument, SearchPage } from '../types';

/**
 * Known-item queries for the search evaluation (docs/search.md → "Evaluation"): queries made from
 * text the ranking's authors do not write — page titles, H2/H3 headings, API member names and the
 * titles of the API pages' demo lists — each with the results that are right for it. The set is
 * generated from the pages at every index build, so it grows with the docs and cannot be tuned to
 * query by query.
 */

/**
 * What is right for a query. `page`: any result of that page. `section`: that heading's result or
 * the page itself (both land on the section's page, the first at the section). `member`: that API
 * entry exactly.
 */
export interface KnownTarget {
  kind: 'page' | 'section' | 'member';
  pathname: string;
  anchor: string;
}

export type KnownSource = 'title' | 'heading' | 'paraphrase' | 'member' | 'demo';

export interface KnownItem {
  query: string;
  /** Every source that produced this query text (a text several sources produce counts once). */
  sources: KnownSource[];
  /** Any of these is a right result. */
  targets: KnownTarget[];
}

/** Facts about the pages that the index documents do not keep. */
export interface KnownItemInputs {
  /** The page's own title (front matter, or an API page's heading), by pathname. */
  ownTitles: ReadonlyMap<string, string>;
  /** The English navigation title of each page: Chinese pages answer to it too. */
  englishTitles: ReadonlyMap<string, string>;
  /** The ids of the H2 and H3 headings of each Markdown page. */
  headingIds: ReadonlyMap<string, ReadonlySet<string>>;
  /** The demo lists of the API pages: a title and the page that shows it. */
  demos: readonly { title: string; pathname: string }[];
  /**
   * Every demo of the Markdown pages: its name (`SortingInitialState`), its page, and the id of
   * the section that shows it ('' before the first heading).
   */
  pageDemos?: readonly { name: string; pathname: string; anchor: string }[];
}

/**
 * English function words dropped by the paraphrase. A fixed list of the evaluation's own, not the
 * tokenizer's: the evaluation must not move when the ranking's stop words change.
 */
const PARAPHRASE_STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my not of on or ' +
    'so than that the their then there these this to use using what when where which while who ' +
    'why will with without you your'
  ).split(' '),
);

/**
 * A demo's title as a reader would type it: its name's words, lower-cased
 * (`SortingInitialState` → "sorting initial state", `CSVExport` → "csv export",
 * `BarChart2Series` → "bar chart 2 series").
 */
export function demoTitle(name: string): string {
  return name
    .split(
      /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])|_+/,
    )
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The query text as a reader's search box holds it: trimmed, spaces collapsed. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The key that merges the same query from several sources: lower case, spaces collapsed. */
export function queryKey(text: string): string {
  return clean(text).toLowerCase();
}

let segmenter: Intl.Segmenter | undefined;

/** The words of a text: Chinese split by `Intl.Segmenter`, other text on non-word characters. */
function wordsOf(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    words.push(...part.segment.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean));
  }
  return words;
}

/**
 * A deterministic paraphrase: the words of the text without stop words, lower-cased, in reverse
 * order ("Export to Excel" → "excel export"). Null when fewer than two words remain or the result
 * is the text itself.
 */
export function paraphrase(text: string): string | null {
  const words = wordsOf(text)
    .map((word) => word.toLowerCase())
    .filter((word) => !PARAPHRASE_STOP_WORDS.has(word));
  if (words.length < 2) return null;
  const result = words.reverse().join(' ');
  return result === queryKey(text) ? null : result;
}

const MEMBER_KINDS = new Set<SearchDocument['kind']>([
  'prop',
  'slot',
  'class',
  'property',
  'method',
]);

/** The known-item queries of one language's index. */
export function knownItems(
  language: LanguageCode,
  pages: readonly SearchPage[],
  documents: readonly SearchDocument[],
  inputs: KnownItemInputs,
): KnownItem[] {
  const items = new Map<string, KnownItem>();
  const add = (text: string, source: KnownSource, target: KnownTarget) => {
    const query = clean(text);
    if (!query) return;
    const key = queryKey(query);
    let item = items.get(key);
    if (!item) {
      item = { query, sources: [], targets: [] };
      items.set(key, item);
    }
    if (!item.sources.includes(source)) item.sources.push(source);
    const same = item.targets.some(
      (known) =>
        known.kind === target.kind &&
        known.pathname === target.pathname &&
        known.anchor === target.anchor,
    );
    if (!same) item.targets.push(target);
  };
  const byPathname = new Map(pages.map((page) => [page.pathname, page]));
  const withParaphrase = (text: string, source: KnownSource, target: KnownTarget) => {
    add(text, source, target);
    const other = paraphrase(text);
    if (other) add(other, 'paraphrase', target);
  };
  for (const page of pages) {
    const target: KnownTarget = { kind: 'page', pathname: page.pathname, anchor: '' };
    withParaphrase(page.title, 'title', target);
    // The title the page declares itself (its front matter; an API page's heading): a title in
    // every language, as Chinese pages answer to their English titles too.
    const own = inputs.ownTitles.get(page.pathname);
    if (own) withParaphrase(own, 'title', target);
    const english = inputs.englishTitles.get(page.pathname);
    if (english && language !== 'en') withParaphrase(english, 'title', target);
  }
  for (const document of documents) {
    const page = pages[document.page];
    if (document.kind === 'section') {
      if (!inputs.headingIds.get(page.pathname)?.has(document.anchor)) continue;
      withParaphrase(document.label, 'heading', {
        kind: 'section',
        pathname: page.pathname,
        anchor: document.anchor,
      });
    } else if (MEMBER_KINDS.has(document.kind)) {
      add(document.label, 'member', {
        kind: 'member',
        pathname: page.pathname,
        anchor: document.anchor,
      });
    }
  }
  for (const demo of inputs.demos) {
    if (!byPathname.has(demo.pathname)) continue;
    add(demo.title, 'demo', { kind: 'page', pathname: demo.pathname, anchor: '' });
  }
  // Each demo of a page: its name's words find the section that shows it, or the page (a demo
  // before the first heading belongs to the page).
  for (const demo of inputs.pageDemos ?? []) {
    if (!byPathname.has(demo.pathname)) continue;
    add(demoTitle(demo.name), 'demo', {
      kind: demo.anchor ? 'section' : 'page',
      pathname: demo.pathname,
      anchor: demo.anchor,
    });
  }
  return [...items.values()];
}
