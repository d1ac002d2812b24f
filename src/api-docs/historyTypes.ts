/**
 * Shape of the API history files in `data/api-history/<product>.json` (written by hand with
 * `npm run api:history`, checked by `npm run api:check`). For every item documented in
 * `data/api/<product>/`, it says from which minor each member exists and since when it is
 * deprecated. Versions are minor labels (`7.3`); `packages` names the exact release read for each.
 *
 * Only members with something to say are listed: a member absent from its item's entry has existed
 * since the item's `since`, existed in the previous major (unless the whole item is new in it) and
 * is not deprecated.
 */

/** The member lists of an item: a component's props, slots and CSS class keys, or an
 * interface's members (properties and methods together, as a member may change between them). */
export type ApiHistoryGroup = 'props' | 'slots' | 'classes' | 'members';

/** What a deprecation notice names instead, resolved to a member or item when it could be. */
export interface ApiHistoryReplacement {
  /** The code the notice names, e.g. `slots.toolbar` or `rowSelectionModel`. */
  text: string;
  /** Group and name of the replacing member of the same item, when it exists in it. */
  group?: ApiHistoryGroup;
  name?: string;
  /** Another documented item of the product, when the notice names one. */
  item?: string;
}

export interface ApiHistoryDeprecation {
  /** First minor of the deprecation that still holds (a previous-major label such as `6.20`
   * when it was already deprecated there). */
  since: string;
  /** Text of the `@deprecated` tag in the documented version. */
  reason: string;
  replacement: ApiHistoryReplacement | null;
}

export interface ApiHistoryMember {
  /** First minor of the member's current run, when later than the item's `since`. */
  since?: string;
  /** Minors where the member was missing before it came back (removed, then re-added). */
  absentIn?: string[];
  /** Set when the item existed in the previous major without this member. */
  newInV7?: true;
  deprecated?: ApiHistoryDeprecation;
}

export interface ApiHistoryItem {
  kind: 'component' | 'interface';
  /** Package of the cheapest plan that exports the item in the documented version. */
  package: string;
  /** First minor of the item's current run. */
  since: string;
  /** True when the previous major did not export the item at all. */
  newInV7: boolean;
  /** Present when the item itself is deprecated (e.g. `TreeView` in favour of `SimpleTreeView`). */
  deprecated?: ApiHistoryDeprecation;
  members: Partial<Record<ApiHistoryGroup, Record<string, ApiHistoryMember>>>;
}

/** Versions read for one package. */
export interface ApiHistoryPackage {
  /** Last stable release of the previous major, or null when there was none. */
  previousMajor: string | null;
  /** Minor label → exact version read (the latest patch of the minor up to the documented one). */
  minors: Record<string, string>;
}

export interface ApiHistoryFile {
  product: string;
  /** The documented version (`data/api` describes it). */
  documented: string;
  /** Minor labels read, oldest first. */
  minors: string[];
  packages: Record<string, ApiHistoryPackage>;
  items: Record<string, ApiHistoryItem>;
}
