/**
 * How an API page shows its props, slots and CSS classes: a compact table (the default) or an
 * expanded list with one block per entry, easier to read on narrow screens and for long types.
 */
export type ApiLayout = 'table' | 'expanded';

/** localStorage key of the reader's choice; one choice covers every API page. */
export const API_LAYOUT_STORAGE_KEY = 'mui-api-layout';

/** The default, and the layout of the exported HTML. */
export const DEFAULT_API_LAYOUT: ApiLayout = 'table';

/** A stored value read back as a layout; anything unknown (or nothing) is the default. */
export function parseApiLayout(value: string | null | undefined): ApiLayout {
  return value === 'expanded' || value === 'table' ? value : DEFAULT_API_LAYOUT;
}

/**
 * The class names of a CSS class entry that are global state classes (`Mui-selected`,
 * `Mui-disabled`): they carry no component prefix, so they style every component in that state.
 */
export function isGlobalStateClass(className: string): boolean {
  return /^Mui-[a-z]/.test(className);
}
