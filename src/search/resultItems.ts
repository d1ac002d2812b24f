import type { RecentSearch } from './recentSearches';
import type { SearchGroup } from './ranking';
import type { SearchHit, SearchPage, SearchPlan } from './types';

/** One option of the results listbox. */
export interface ResultItem {
  key: string;
  entry: RecentSearch;
  /** Plan badge of the option itself (a Pro-only member of a free component). */
  plan: SearchPlan;
  /** History badges of an API member: the minor it appeared in, the minor that deprecated it. */
  since?: string;
  deprecated?: string;
}

/** A heading of the listbox (a page, or "Recent") with its options. */
export interface ResultSection {
  key: string;
  title: string;
  /** The page the options belong to; null for the recent list. */
  page: SearchGroup['page'] | null;
  items: ResultItem[];
}

/**
 * A page's title as results show it: with its navigation parent when another page of its product
 * has the same title ("Rich Tree View › Selection").
 */
export function pageLabel(page: Pick<SearchPage, 'title' | 'group'>): string {
  return page.group ? `${page.group} › ${page.title}` : page.title;
}

/** What a hit shows and where it leads. */
export function hitToItem(hit: SearchHit): ResultItem {
  return {
    key: `hit-${hit.id}`,
    entry: {
      pathname: hit.pageInfo.pathname,
      anchor: hit.anchor,
      kind: hit.kind,
      title: pageLabel(hit.pageInfo),
      label: hit.label,
      component: hit.component,
    },
    plan: hit.plan !== hit.pageInfo.plan ? hit.plan : null,
    ...(hit.since ? { since: hit.since } : {}),
    ...(hit.deprecated ? { deprecated: hit.deprecated } : {}),
  };
}

/** True when an option can be opened: it names a page (and shows a label). */
export function hasDestination(item: ResultItem): boolean {
  return item.entry.pathname.startsWith('/') && itemLabel(item.entry).trim() !== '';
}

/**
 * Sections of the results: one per page, in rank order. Options without a destination are left
 * out, and so is a section left without options: a heading is never the first row to open.
 */
export function groupsToSections(groups: readonly SearchGroup[]): ResultSection[] {
  return groups
    .map((group) => ({
      key: group.page.pathname,
      title: pageLabel(group.page),
      page: group.page,
      items: group.hits.map(hitToItem).filter(hasDestination),
    }))
    .filter((section) => section.items.length > 0);
}

/** The recent list as a single section (none when empty). */
export function recentToSections(recent: readonly RecentSearch[], title: string): ResultSection[] {
  const items = recent
    .map((entry) => ({ key: `recent-${entry.pathname}#${entry.anchor}`, entry, plan: null }))
    .filter(hasDestination);
  if (items.length === 0) return [];
  return [{ key: 'recent', title, page: null, items }];
}

/** The text an option shows: `DataGrid › checkboxSelection`, a heading, or the page title. */
export function itemLabel(entry: RecentSearch): string {
  if (entry.kind === 'page') return entry.title;
  if (entry.kind === 'section') return entry.label;
  const name = entry.kind === 'class' ? `.${entry.label}` : entry.label;
  return entry.component ? `${entry.component} › ${name}` : name;
}
