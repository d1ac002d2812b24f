// Badges of the API pages, read from a product's history file (data/api-history/<product>.json).
// Pure functions over the parsed file, so the page, the search and tests can share them.
import type {
  ApiHistoryFile,
  ApiHistoryGroup,
  ApiHistoryMember,
  ApiHistoryReplacement,
} from './historyTypes';

/** The API page sections that have history (interface properties and methods share one list). */
export type ApiHistorySection = 'props' | 'slots' | 'classes' | 'properties' | 'methods';

const GROUP_OF: Record<ApiHistorySection, ApiHistoryGroup> = {
  props: 'props',
  slots: 'slots',
  classes: 'classes',
  properties: 'members',
  methods: 'members',
};

/** What an API page shows next to an item's title. */
export interface ApiItemBadges {
  /** Minor the item appeared in, when after the first minor read (e.g. `7.5`), else null. */
  since: string | null;
  /** The item did not exist in the previous major. */
  newInV7: boolean;
  /** Minor that deprecated the whole item and what to use instead, when it is deprecated. */
  deprecated: { since: string; replacement: ApiHistoryReplacement | null } | null;
}

/** What an API page shows next to one member. */
export interface ApiMemberBadges {
  /** Minor the member appeared in, when after its item (e.g. `7.3`), else null. */
  since: string | null;
  /** The item existed in the previous major without this member. */
  newInV7: boolean;
  /** Minor that deprecated the member and what to use instead, when it is deprecated. */
  deprecated: { since: string; replacement: ApiHistoryReplacement | null } | null;
}

/** Numeric order of two minor labels (`7.10` after `7.9`). */
export function compareMinors(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** Badges of an item, or null when the history does not list it. */
export function itemBadges(history: ApiHistoryFile, item: string): ApiItemBadges | null {
  const entry = history.items[item];
  if (!entry) return null;
  return {
    since: entry.since === history.minors[0] ? null : entry.since,
    newInV7: entry.newInV7,
    deprecated: entry.deprecated
      ? { since: entry.deprecated.since, replacement: entry.deprecated.replacement }
      : null,
  };
}

function memberEntry(
  history: ApiHistoryFile,
  item: string,
  section: ApiHistorySection,
  member: string,
): ApiHistoryMember | undefined {
  const members = history.items[item]?.members[GROUP_OF[section]];
  return members && Object.prototype.hasOwnProperty.call(members, member)
    ? members[member]
    : undefined;
}

/**
 * Badges of a member of an item's section, or null when the history does not list the item. A
 * member the file leaves out has been there since its item appeared and is not deprecated.
 */
export function memberBadges(
  history: ApiHistoryFile,
  item: string,
  section: ApiHistorySection,
  member: string,
): ApiMemberBadges | null {
  if (!history.items[item]) return null;
  const entry = memberEntry(history, item, section, member);
  return {
    since: entry?.since ?? null,
    newInV7: entry?.newInV7 === true,
    deprecated: entry?.deprecated
      ? { since: entry.deprecated.since, replacement: entry.deprecated.replacement }
      : null,
  };
}

/**
 * The minor from which a member can be used (its own `since`, else its item's), or null when the
 * history does not list the item: a reader on an earlier version does not have it.
 */
export function availableSince(
  history: ApiHistoryFile,
  item: string,
  section: ApiHistorySection,
  member: string,
): string | null {
  const entry = history.items[item];
  if (!entry) return null;
  return memberEntry(history, item, section, member)?.since ?? entry.since;
}
