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

/** `since`, or undefined when it is the product's first minor (no choice of the filter hides it). */
function laterThanFirst(history: ApiPageHistory, since: string): string | undefined {
  return compareMinors(since, history.minors[0]) > 0 ? since : undefined;
}

/**
 * The `data-since` value of a member's row: the minor it can be used from, or undefined when it
 * dates from the product's first minor (no filter choice hides it) or the page has no history.
 */
export function rowSince(
  history: ApiPageHistory | null | undefined,
  section: ApiHistorySection,
  name: string,
): string | undefined {
  return history ? laterThanFirst(history, memberSince(history, section, name)) : undefined;
}

/**
 * The `data-since` value of a whole section: the minor of its earliest member. With a version
 * before it chosen every row of the section is hidden, so the section is hidden too and a note
 * says that nothing in it is available yet. Undefined when some member dates from the first minor.
 */
export function sectionSince(
  history: ApiPageHistory,
  section: ApiHistorySection,
  names: string[],
): string | undefined {
  let earliest: string | null = null;
  for (const name of names) {
    const since = memberSince(history, section, name);
    if (earliest === null || compareMinors(since, earliest) < 0) earliest = since;
  }
  return earliest === null ? undefined : laterThanFirst(history, earliest);
}

/** The choices of the version filter ("Hide members added after version"): every minor. */
export function filterVersions(history: ApiPageHistory): string[] {
  return history.minors;
}

/**
 * The minors hidden when the reader chooses `version`: every later one, space-separated (the
 * scope's `data-hide`), or the empty string when nothing is later.
 */
export function hiddenAfter(history: ApiPageHistory, version: string): string {
  return history.minors.filter((minor) => compareMinors(minor, version) > 0).join(' ');
}

/**
 * The rules of the version filter, one selector per minor that can be hidden (every minor but
 * the first): the scope's `data-hide` names the minors later than the chosen one, and an element
 * whose `data-since` is one of them is hidden; a hidden section shows the note that follows it.
 * Linear in the number of minors, whatever the choice; generated into the static stylesheet from
 * the minors of the history files, so a new minor needs no hand-written rule.
 */
export function versionFilterCss(minors: string[]): string {
  const sorted = [...new Set(minors)].sort(compareMinors).slice(1);
  if (sorted.length === 0) return '';
  const hidden = sorted.map(
    (minor) => `.api-history-scope[data-hide~='${minor}'] [data-since='${minor}']`,
  );
  return (
    `${hidden.join(',')}{display:none}` +
    `${hidden.map((selector) => `${selector}+.api-history-none`).join(',')}{display:block}`
  );
}
