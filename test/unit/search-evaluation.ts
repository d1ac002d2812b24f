/**
 * The search evaluation (docs/search.md → "Evaluation"): the hand-written table's two halves and
 * the known-item queries generated from the pages, scored against the real index of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadIndex, search, type LoadedIndex } from '@/src/search/engine';
import { isHeadFile } from '@/src/search/indexText';
import { flattenGroups, groupByPage } from '@/src/search/ranking';
import type { KnownItem, KnownTarget } from '@/src/search/server/knownItems';
import type { SearchHit, SearchIndexFile } from '@/src/search/types';
import type { EverydayRow } from './search-everyday-table';
import type { Row } from './search-relevance-table';
import { everydayWords } from '@/src/search/everydayWords';
import { addEverydayWords } from '@/src/search/terms';

// Searches here run as the browser's do once the full index has arrived: with the everyday words.
addEverydayWords(everydayWords);

export type Language = 'en' | 'zh';

/** Where scripts/build-search-index.ts writes the known-item queries. */
const KNOWN_ITEMS_FILE = path.join(
  process.cwd(),
  'node_modules',
  '.cache',
  'search-index',
  'known-items.json',
);

const indexes = new Map<string, LoadedIndex>();

/** The full index of a language, as the browser revives it. */
export function readIndex(language: Language): LoadedIndex {
  const cached = indexes.get(language);
  if (cached) return cached;
  const manifest = fs.readFileSync(
    path.join(process.cwd(), 'src/search/indexFiles.generated.ts'),
    'utf8',
  );
  const json = manifest.slice(manifest.indexOf('= {') + 2).replace(/;\s*$/, '');
  const urls = (JSON.parse(json) as Record<string, string[]>)[language].filter(
    (url) => !isHeadFile(url),
  );
  const text = urls
    .map((url) => fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8'))
    .join('');
  const loaded = loadIndex(JSON.parse(text) as SearchIndexFile);
  indexes.set(language, loaded);
  return loaded;
}

export function readKnownItems(language: Language): KnownItem[] {
  const all = JSON.parse(fs.readFileSync(KNOWN_ITEMS_FILE, 'utf8')) as Record<string, KnownItem[]>;
  return all[language];
}

export interface Score {
  count: number;
  first: number;
  top3: number;
  /** One line per query whose target is not first. */
  misses: string[];
}

function describe(hit: SearchHit | undefined): string {
  return hit ? `${hit.pageInfo.pathname}#${hit.anchor}` : 'nothing';
}

function score(ranks: { rank: number; line: () => string }[]): Score {
  return {
    count: ranks.length,
    first: ranks.filter(({ rank }) => rank === 0).length / ranks.length,
    top3: ranks.filter(({ rank }) => rank >= 0 && rank < 3).length / ranks.length,
    misses: ranks.filter(({ rank }) => rank !== 0).map(({ line }) => line()),
  };
}

/**
 * A hand-written row: a page target counts among the pages listed (the groups of the dialog), an
 * anchor target among the options.
 */
export function scoreRows(language: Language, rows: readonly Row[]): Score {
  const loaded = readIndex(language);
  return score(
    rows.map(([query, target, productId]) => {
      const [pathname, anchor] = target.split('#');
      const groups = groupByPage(search(loaded, query, { productId: productId ?? 'x-general' }));
      const options = flattenGroups(groups);
      const rank =
        anchor === undefined
          ? groups.findIndex((group) => group.page.pathname === pathname)
          : options.findIndex((hit) => hit.pageInfo.pathname === pathname && hit.anchor === anchor);
      return {
        rank,
        line: () =>
          `  "${query}" → ${target}: ${rank < 0 ? 'not found' : `#${rank + 1}`} (first: ${describe(options[0])})`,
      };
    }),
  );
}

/**
 * An everyday row: right first when the first option is on one of its pages; in the top three when
 * one of its pages is among the first three pages listed.
 */
export function scoreEveryday(language: Language, rows: readonly EverydayRow[]): Score {
  const loaded = readIndex(language);
  return score(
    rows.map(([query, targets]) => {
      const groups = groupByPage(search(loaded, query, { productId: 'x-general' }));
      const options = flattenGroups(groups);
      const pageRank = groups.findIndex((group) => targets.includes(group.page.pathname));
      const firstRight = options.length > 0 && targets.includes(options[0].pageInfo.pathname);
      // `score` reads rank 0 as right first and 0–2 as in the top three.
      const rank = firstRight ? 0 : pageRank === 0 ? 1 : pageRank;
      return {
        rank,
        line: () =>
          `  "${query}" → ${targets.join(' | ')}: ${pageRank < 0 ? 'not found' : `page #${pageRank + 1}`} (first: ${describe(options[0])})`,
      };
    }),
  );
}

/** True when an option is right for a known-item target (see {@link KnownTarget}). */
export function isRight(hit: SearchHit, target: KnownTarget): boolean {
  if (hit.pageInfo.pathname !== target.pathname) return false;
  if (target.kind === 'page') return true;
  if (target.kind === 'section') return hit.anchor === target.anchor || hit.kind === 'page';
  return hit.anchor === target.anchor && hit.kind !== 'page' && hit.kind !== 'section';
}

/** A known item's rank among the options (-1 when absent); typed on /x/. */
export interface KnownRank {
  item: KnownItem;
  rank: number;
  first: SearchHit | undefined;
}

export function rankKnownItems(language: Language, items: readonly KnownItem[]): KnownRank[] {
  const loaded = readIndex(language);
  return items.map((item) => {
    const options = flattenGroups(
      groupByPage(search(loaded, item.query, { productId: 'x-general' })),
    );
    const rank = options.findIndex((hit) => item.targets.some((target) => isRight(hit, target)));
    return { item, rank, first: options[0] };
  });
}

export function scoreKnownRanks(ranks: readonly KnownRank[]): Score {
  return score(
    ranks.map(({ item, rank, first }) => ({
      rank,
      line: () =>
        `  [${item.sources.join(',')}] "${item.query}" → ${item.targets
          .slice(0, 2)
          .map((target) => `${target.pathname}#${target.anchor}`)
          .join(' | ')}${item.targets.length > 2 ? ` (+${item.targets.length - 2})` : ''}: ${
          rank < 0 ? 'not found' : `#${rank + 1}`
        } (first: ${describe(first)})`,
    })),
  );
}

export function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}
