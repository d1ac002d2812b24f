// The history builder: from the member lists of consecutive releases, when each member of the
// documented version appeared and since when it is deprecated. Pure functions (no TypeScript
// program, no network), so the rules are unit-tested on small fixtures.
import type {
  ApiHistoryDeprecation,
  ApiHistoryFile,
  ApiHistoryGroup,
  ApiHistoryItem,
  ApiHistoryMember,
  ApiHistoryPackage,
  ApiHistoryReplacement,
} from '../../../src/api-docs/historyTypes';
import type { ItemSnapshot, MemberState, ProductSnapshot } from './snapshot';

/** A product's items in one release, labelled by minor (`7.3`) or previous major (`6.20`). */
export interface LabelledSnapshot {
  label: string;
  items: ProductSnapshot;
}

export interface HistoryInput {
  product: string;
  documented: string;
  /** Last release of the previous major, or null when no package of the product had one. */
  previous: LabelledSnapshot | null;
  /** Every minor read, oldest first; the last one is the documented version. */
  minors: LabelledSnapshot[];
  packages: Record<string, ApiHistoryPackage>;
}

const GROUP_ORDER: ApiHistoryGroup[] = ['props', 'slots', 'classes', 'members'];

/** Words that introduce the replacement in a deprecation notice ("Use `x` instead"). */
const REPLACEMENT_INTRO =
  /\b(?:use|using|replaced (?:by|with)|in favou?r of|prefer|switch to|migrate to|moved to|renamed to)\b[^.`]*?`([^`]+)`/i;
const LINK = /\{@link\s+([^}\s|]+)/;
/** A bare path followed by "instead" ("Use slots.axisContent instead"). */
const BARE =
  /\b(?:use|using)\s+(?:the\s+)?([\w$]+(?:\.[\w$]+)*)(?:\s+(?:prop|slot|method|hook|component))?\s+instead\b/i;

/**
 * The code a deprecation notice names as its replacement, normalised to a member path:
 * "Use `apiRef.current.setRows()` instead" → `setRows`; "Use the `slots.toolbar` slot" →
 * `slots.toolbar`. Null when the notice names nothing.
 */
export function parseReplacement(reason: string): string | null {
  const match = REPLACEMENT_INTRO.exec(reason) ?? LINK.exec(reason) ?? BARE.exec(reason);
  if (!match) return null;
  let text = match[1].trim();
  text = text.replace(/^<\s*([\w.]+)[^>]*\/?>$/, '$1'); // `<DateField />` → DateField
  text = text.replace(/^(?:apiRef\.current|apiRef|props|theme\.components)\./, '');
  text = text.replace(/\s*=.*$/, ''); // `pagination={true}` → pagination
  text = text.replace(/\(.*\)$/, ''); // `setRows()` → setRows
  text = text.replace(/^['"]|['"]$/g, '');
  return /^[\w$-]+(?:\.[\w$-]+)*$/.test(text) ? text : null;
}

/** Finds the replacing member in the item (same group first) or the replacing item. */
export function resolveReplacement(
  text: string,
  group: ApiHistoryGroup,
  item: ItemSnapshot,
  itemNames: ReadonlySet<string>,
): ApiHistoryReplacement {
  const has = (candidate: ApiHistoryGroup, name: string) =>
    (item.groups[candidate] ?? []).some((member) => member.name === name);
  const [head, ...rest] = text.split('.');
  if (head === 'slots' && rest.length === 1 && has('slots', rest[0])) {
    return { text, group: 'slots', name: rest[0] };
  }
  for (const candidate of [group, ...GROUP_ORDER.filter((other) => other !== group)]) {
    if (has(candidate, text)) return { text, group: candidate, name: text };
  }
  // `slotProps.toolbar`, `initialState.pagination`: the prop the path starts with.
  if (rest.length > 0) {
    for (const candidate of [group, ...GROUP_ORDER.filter((other) => other !== group)]) {
      if (has(candidate, head)) return { text, group: candidate, name: head };
    }
  }
  if (itemNames.has(text)) return { text, item: text };
  return { text };
}

/**
 * A member in one release, or null when absent. A prop the component only accepted through
 * inherited (non-MUI X) props counts as present, undeprecated.
 */
function memberIn(
  snapshot: LabelledSnapshot | null,
  itemName: string,
  group: ApiHistoryGroup,
  name: string,
): MemberState | null {
  const item = snapshot?.items[itemName];
  const own = item?.groups[group]?.find((member) => member.name === name);
  if (own) return own;
  if (group === 'props' && item?.inheritedProps?.includes(name)) return { name, deprecated: null };
  return null;
}

/** Index where the trailing run of `true` starts (`flags.length` when the last is false). */
function trailingRunStart(flags: boolean[]): number {
  let start = flags.length;
  while (start > 0 && flags[start - 1]) start -= 1;
  return start;
}

function memberHistory(
  input: HistoryInput,
  itemName: string,
  itemStart: number,
  itemNew: boolean,
  group: ApiHistoryGroup,
  name: string,
  itemNames: ReadonlySet<string>,
): ApiHistoryMember {
  const { minors, previous } = input;
  const states = minors.map((snapshot) => memberIn(snapshot, itemName, group, name));
  const start = trailingRunStart(states.map((state) => state !== null));
  const entry: ApiHistoryMember = {};
  if (start > itemStart) entry.since = minors[start].label;
  const first = states.findIndex((state) => state !== null);
  if (first < start) {
    const absent = minors
      .slice(first, start)
      .filter((_, offset) => states[first + offset] === null)
      .map((snapshot) => snapshot.label);
    if (absent.length > 0) entry.absentIn = absent;
  }
  const before = memberIn(previous, itemName, group, name);
  if (!itemNew && before === null) entry.newInV7 = true;
  const deprecatedFrom = trailingRunStart(states.map((state) => state?.deprecated != null));
  if (deprecatedFrom < states.length) {
    const reason = states[states.length - 1]?.deprecated ?? '';
    // Deprecated since the first release read, and already in the previous major.
    const inherited = deprecatedFrom === 0 && previous !== null && before?.deprecated != null;
    const text = parseReplacement(reason);
    const last = minors[minors.length - 1].items[itemName];
    entry.deprecated = {
      since: inherited ? (previous as LabelledSnapshot).label : minors[deprecatedFrom].label,
      reason,
      replacement: text ? resolveReplacement(text, group, last, itemNames) : null,
    };
  }
  return entry;
}

/** Since when a whole item is deprecated, and what its notice names instead. */
function itemDeprecation(
  input: HistoryInput,
  itemName: string,
  itemNames: ReadonlySet<string>,
): ApiHistoryDeprecation | null {
  const { minors, previous } = input;
  const notices = minors.map((snapshot) => snapshot.items[itemName]?.deprecated ?? null);
  const from = trailingRunStart(notices.map((notice) => notice !== null));
  if (from === notices.length) return null;
  const reason = notices[notices.length - 1] as string;
  const inherited = from === 0 && previous?.items[itemName]?.deprecated != null;
  const text = parseReplacement(reason);
  return {
    since: inherited ? (previous as LabelledSnapshot).label : minors[from].label,
    reason,
    replacement: text ? (itemNames.has(text) ? { text, item: text } : { text }) : null,
  };
}

/** The history of every item of the documented (last) release. */
export function buildHistory(input: HistoryInput): ApiHistoryFile {
  const { minors, previous } = input;
  if (minors.length === 0) throw new Error(`${input.product}: no release to read`);
  const current = minors[minors.length - 1].items;
  const itemNames = new Set(Object.keys(current));
  const items: Record<string, ApiHistoryItem> = {};
  for (const [itemName, item] of Object.entries(current)) {
    const itemStart = trailingRunStart(minors.map((snapshot) => itemName in snapshot.items));
    const itemNew = previous === null || !(itemName in previous.items);
    const members: ApiHistoryItem['members'] = {};
    for (const group of GROUP_ORDER) {
      for (const { name } of item.groups[group] ?? []) {
        const entry = memberHistory(input, itemName, itemStart, itemNew, group, name, itemNames);
        if (Object.keys(entry).length === 0) continue;
        members[group] = { ...members[group], [name]: entry };
      }
    }
    items[itemName] = {
      kind: item.kind,
      package: item.package,
      since: minors[itemStart].label,
      newInV7: itemNew,
      members,
    };
    const deprecated = itemDeprecation(input, itemName, itemNames);
    if (deprecated) items[itemName].deprecated = deprecated;
  }
  return {
    product: input.product,
    documented: input.documented,
    minors: minors.map((snapshot) => snapshot.label),
    packages: input.packages,
    items,
  };
}

/** Badge counts of a history file, per package of the items. */
export function countBadges(
  history: ApiHistoryFile,
): Record<
  string,
  { since: number; newInV7: number; deprecated: number; newItems: number; deprecatedItems: number }
> {
  const counts: ReturnType<typeof countBadges> = {};
  for (const item of Object.values(history.items)) {
    const count = (counts[item.package] ??= {
      since: 0,
      newInV7: 0,
      deprecated: 0,
      newItems: 0,
      deprecatedItems: 0,
    });
    if (item.newInV7) count.newItems += 1;
    if (item.deprecated) count.deprecatedItems += 1;
    for (const group of Object.values(item.members)) {
      for (const member of Object.values(group ?? {})) {
        if (member.since) count.since += 1;
        if (member.newInV7) count.newInV7 += 1;
        if (member.deprecated) count.deprecated += 1;
      }
    }
  }
  return counts;
}
