import type { LanguageCode, MuiPage } from './types';

/** Where an entry sits in the tree: the entry itself and its ancestors from the root down. */
export interface PageInfo {
  page: MuiPage;
  parents: MuiPage[];
}

/** Result of looking a pathname up in the tree; `activePage` is null for unknown paths. */
export interface ActivePage {
  activePage: MuiPage | null;
  parents: MuiPage[];
}

/** Neighbours of a page in reading order; null at either end or when the page is not listed. */
export interface PrevNext {
  prevPage: MuiPage | null;
  nextPage: MuiPage | null;
}

// Words written in capitals in derived titles; scripts/convert-x-nav.ts uses `deriveTitle` too.
const DERIVED_WORDS: Record<string, string> = {
  faq: 'FAQ',
  api: 'API',
  utc: 'UTC',
  css: 'CSS',
  js: 'JS',
  ui: 'UI',
};

/** API reference entries may be listed in several groups on purpose: no duplicate error. */
function isDuplicateExempt(entry: MuiPage): boolean {
  return entry.kind === 'components-api' || entry.kind === 'hooks-api';
}

function hasChildren(entry: MuiPage): boolean {
  return (entry.children?.length ?? 0) > 0;
}

function isShownIn(entry: MuiPage, language: LanguageCode | undefined): boolean {
  return (
    language === undefined ||
    entry.onlyLanguages === undefined ||
    entry.onlyLanguages.includes(language)
  );
}

/** English title derived from the last pathname segment ("column-definition" → "Column definition"). */
export function deriveTitle(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const sentence = segment
    .split('-')
    .map((word) => DERIVED_WORDS[word] ?? word)
    .join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Title of an entry in a language, falling back to English, then to the subheader, then the pathname. */
export function pageTitle(entry: MuiPage, language: LanguageCode): string {
  const title = entry.title ?? entry.subheader;
  return title?.[language] ?? title?.en ?? deriveTitle(entry.pathname);
}

/** True for a navigable page: not a group, not a subheader and not an external link. */
export function isPage(entry: MuiPage): boolean {
  return !hasChildren(entry) && entry.subheader === undefined && entry.href === undefined;
}

/** Indexes every entry by pathname; throws on a duplicated pathname unless it is an API entry. */
export function buildPageIndex(pages: MuiPage[]): Map<string, PageInfo> {
  const index = new Map<string, PageInfo>();
  const visit = (entries: MuiPage[], parents: MuiPage[]): void => {
    for (const entry of entries) {
      const existing = index.get(entry.pathname);
      if (existing === undefined) {
        index.set(entry.pathname, { page: entry, parents });
      } else if (!isDuplicateExempt(entry) && !isDuplicateExempt(existing.page)) {
        throw new Error(
          `Duplicated page pathname "${entry.pathname}" in the page tree: every pathname must be ` +
            'unique, except components-api and hooks-api entries.',
        );
      }
      if (entry.children !== undefined) {
        visit(entry.children, [...parents, entry]);
      }
    }
  };
  visit(pages, []);
  return index;
}

// The registry is a module constant, so memoising per tree keeps lookups cheap on every render.
const indexCache = new WeakMap<MuiPage[], Map<string, PageInfo>>();

function cachedIndex(pages: MuiPage[]): Map<string, PageInfo> {
  let index = indexCache.get(pages);
  if (index === undefined) {
    index = buildPageIndex(pages);
    indexCache.set(pages, index);
  }
  return index;
}

/** Navigable pages in reading order, each pathname once, without entries hidden in `language`. */
export function flattenPages(pages: MuiPage[], language?: LanguageCode): MuiPage[] {
  const seen = new Set<string>();
  const result: MuiPage[] = [];
  const visit = (entries: MuiPage[]): void => {
    for (const entry of entries) {
      if (!isShownIn(entry, language)) {
        continue;
      }
      if (hasChildren(entry)) {
        // A group with a single child thereby collapses to that child.
        visit(entry.children ?? []);
      } else if (isPage(entry) && !seen.has(entry.pathname)) {
        seen.add(entry.pathname);
        result.push(entry);
      }
    }
  };
  visit(pages);
  return result;
}

/** The page for a canonical pathname (no language prefix, no trailing slash) and its parents. */
export function findActivePage(pages: MuiPage[], pathname: string): ActivePage {
  const info = cachedIndex(pages).get(pathname);
  if (info === undefined || !isPage(info.page)) {
    return { activePage: null, parents: [] };
  }
  return { activePage: info.page, parents: info.parents };
}

/** Previous and next navigable pages around a canonical pathname, as listed for `language`. */
export function getPrevNext(pages: MuiPage[], pathname: string, language: LanguageCode): PrevNext {
  const ordered = flattenPages(pages, language);
  const position = ordered.findIndex((page) => page.pathname === pathname);
  if (position === -1) {
    return { prevPage: null, nextPage: null };
  }
  return {
    prevPage: ordered[position - 1] ?? null,
    nextPage: ordered[position + 1] ?? null,
  };
}

/**
 * Keeps only the entries that lead somewhere: pages in `available`, external links, and groups
 * with at least one such entry left. Navigation uses it so it never links to a missing page.
 */
export function pruneToAvailable(pages: MuiPage[], available: ReadonlySet<string>): MuiPage[] {
  const result: MuiPage[] = [];
  for (const entry of pages) {
    if (entry.href) {
      result.push(entry);
    } else if (isPage(entry)) {
      if (available.has(entry.pathname)) result.push(entry);
    } else {
      const children = pruneToAvailable(entry.children ?? [], available);
      if (children.length > 0) result.push({ ...entry, children });
    }
  }
  return result;
}
