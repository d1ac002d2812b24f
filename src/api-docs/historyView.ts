// What an API page receives of its product's history (built at export time by
// server/pageHistory.ts), and the pure helpers the page's badges and version filter share.
import { compareMinors, type ApiHistorySection } from './history';

/** A replacement named by a deprecation notice, with a link when it resolves to a member or page. */
export interface ApiHistoryLink {
  /** The code the notice names, e.g. `slotProps.legend`. */
  text: string;
  /** `#prop-slotProps` on the same page, or an English API pathname (`/x/api/…`), else null. */
  href: string | null;
}

/** The history of one member of the page's item, as its badges need it. */
export interface ApiHistoryMemberView {
  /** Minor the member appeared in, when later than its item. */
  since?: string;
  /** The item existed in the previous major without this member. */
  newInV7?: true;
  deprecated?: { since: string; replacement: ApiHistoryLink | null };
}

/** The history of an API page's item: only what the page shows, never the product's whole file. */
export interface ApiPageHistory {
  /** Minor labels of the product, oldest first (`7.0` … `7.12`). */
  minors: string[];
  /** Minor the item itself appeared in. */
  itemSince: string;
  /** The previous major did not export the item. */
  itemNewInV7: boolean;
  itemDeprecated: { since: string; replacement: ApiHistoryLink | null } | null;
  /** Members with something to say, per section of the page; the others date from `itemSince`. */
  sections: Partial<Record<ApiHistorySection, Record<string, ApiHistoryMemberView>>>;
}

/** The page sections a table's anchor prefix stands for (`prop-rows` is in the props section). */
const SECTION_OF_PREFIX: Record<string, ApiHistorySection> = {
  prop: 'props',
  slot: 'slots',
  classes: 'classes',
  property: 'properties',
  method: 'methods',
};

/** The history section of a table's anchor prefix, or null for tables without history. */
export function sectionOfPrefix(idPrefix: string): ApiHistorySection | null {
  return SECTION_OF_PREFIX[idPrefix] ?? null;
}

/** The anchor prefix of a section's rows (`props` → `prop`). */
export function prefixOfSection(section: ApiHistorySection): string {
  return Object.keys(SECTION_OF_PREFIX).find((prefix) => SECTION_OF_PREFIX[prefix] === section)!;
}

/** A member's entry in the page history, or undefined when it has nothing to say. */
export function memberView(
  history: ApiPageHistory | null | undefined,
  section: ApiHistorySection,
  name: string,
): ApiHistoryMemberView | undefined {
  const members = history?.sections[section];
  return members && Object.prototype.hasOwnProperty.call(members, name) ? members[name] : undefined;
}

/** The minor from which a member can be used: its own `since`, else its item's. */
export function memberSince(history: ApiPageHistory, section: ApiHistorySection, name: string) {
  return memberView(history, section, name)?.since ?? history.itemSince;
}

/**
 * The versions a member was added after, space-separated (`7.0 7.1 7.2` for a member of 7.3), or
 * undefined when it dates from the first minor. Rows carry it as `data-after`, so the version
 * filter hides rows with CSS alone (`[data-after~='7.1']`), without re-rendering long tables.
 */
export function addedAfter(history: ApiPageHistory, since: string): string | undefined {
  const before = history.minors.filter((minor) => compareMinors(minor, since) < 0);
  return before.length > 0 ? before.join(' ') : undefined;
}

/** The `data-after` value of a member's row, or undefined without history. */
export function rowAddedAfter(
  history: ApiPageHistory | null | undefined,
  section: ApiHistorySection,
  name: string,
): string | undefined {
  return history ? addedAfter(history, memberSince(history, section, name)) : undefined;
}

/**
 * The choices of the version filter: every minor but the documented one (nothing can be added
 * after it).
 */
export function filterVersions(history: ApiPageHistory): string[] {
  return history.minors.slice(0, -1);
}

/**
 * The versions after which no row of a section was added, space-separated: with one of them
 * chosen the filter leaves the section empty and the page says so instead of showing an empty
 * table. Undefined when every choice leaves a row.
 */
export function emptyAfter(
  history: ApiPageHistory,
  section: ApiHistorySection,
  names: string[],
): string | undefined {
  let latest: string | null = null;
  for (const name of names) {
    const since = memberSince(history, section, name);
    if (latest === null || compareMinors(since, latest) > 0) latest = since;
  }
  const empty = filterVersions(history).filter(
    (minor) => latest === null || compareMinors(minor, latest) >= 0,
  );
  return empty.length > 0 ? empty.join(' ') : undefined;
}
