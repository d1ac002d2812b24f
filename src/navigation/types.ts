/** Subscription plan a feature needs; absent means the free (community) plan. */
export type Plan = 'pro' | 'premium';

/** Languages that have their own routes. English has no prefix, Chinese lives under `/zh/`. */
export type LanguageCode = 'en' | 'zh';

/** Navigation titles per language; English is required, others fall back to it. */
export interface LocalizedTitle {
  en: string;
  zh?: string;
}

/**
 * One entry of the page registry, from which the navigation and the exported pages are built.
 * An entry with children is a group (its pathname is an id, not a page) unless it is a subheader.
 */
export interface MuiPage {
  pathname: string;
  /** Navigation title; derived from the last pathname segment when absent. */
  title?: LocalizedTitle;
  /** Rendered as a section heading in the drawer rather than a collapsible group. */
  subheader?: LocalizedTitle;
  children?: MuiPage[];
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
  /** Link leaving the site (premium themes store, older versions). */
  href?: string;
  /** Hide from one language's navigation table (e.g. `timeline` is English only). */
  onlyLanguages?: LanguageCode[];
  /** API entries, exempt from the duplicate check: one may be listed in several groups. */
  kind?: 'components-api' | 'hooks-api';
}
