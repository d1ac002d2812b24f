import type { ProductId } from '@/src/routing';
import type { SearchHit, SearchPage, SearchStoredFields } from './types';

/** Score factors on top of MiniSearch's BM25 (the only hand-written ranking: boosts). */
export const BOOSTS = {
  /** The query is exactly an API member's name (`checkboxSelection`): always first. */
  exactMember: 30,
  /** The query is exactly a page title or heading. */
  exactTitle: 2,
  /** The document belongs to the product the reader is in. */
  currentProduct: 5,
  /** A page itself, over its sections, for the same words. */
  page: 2,
  /** API members that are not an exact match, below prose for the same words. */
  member: 0.7,
  /** Between equal matches, the free component's member comes before the Pro and Premium ones. */
  plan: { community: 1, pro: 0.97, premium: 0.94 },
} as const;

const MEMBER_KINDS = new Set(['prop', 'slot', 'class', 'property', 'method']);

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/^\./, '');
}

/** Multiplier of a document's score for one query in one context. */
export function documentBoost(
  stored: SearchStoredFields,
  query: string,
  context: { productId: ProductId | null },
  pages: readonly SearchPage[],
): number {
  const page = pages[stored.page];
  const wanted = normalise(query);
  let boost = 1;
  const member = MEMBER_KINDS.has(stored.kind);
  if (member && normalise(stored.label) === wanted) {
    boost *= BOOSTS.exactMember;
  } else if (member) {
    boost *= BOOSTS.member;
  } else if (
    (stored.kind === 'page' && page && normalise(page.title) === wanted) ||
    (stored.kind === 'section' && normalise(stored.label) === wanted)
  ) {
    boost *= BOOSTS.exactTitle;
  }
  if (context.productId && page?.product === context.productId) boost *= BOOSTS.currentProduct;
  if (stored.kind === 'page') boost *= BOOSTS.page;
  boost *= BOOSTS.plan[stored.plan ?? page?.plan ?? 'community'];
  return boost;
}

/** The hits of one page, under that page's heading in the results. */
export interface SearchGroup {
  page: SearchPage;
  hits: SearchHit[];
}

/**
 * Groups ranked hits by page. Groups come in the order of their best hit and keep their hits'
 * order, so the first option is always the best hit.
 */
export function groupByPage(hits: readonly SearchHit[], maxPerGroup = 5): SearchGroup[] {
  const groups = new Map<number, SearchGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group) {
      group = { page: hit.pageInfo, hits: [] };
      groups.set(hit.page, group);
    }
    if (group.hits.length < maxPerGroup) group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The hits in display order (the order of the listbox options). */
export function flattenGroups(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
