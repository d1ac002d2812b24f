import type { LanguageCode } from '@/src/navigation/types';

/** Languages that have their own routes; English is served without a prefix. */
export const LANGUAGES = ['en', 'zh'] as const satisfies readonly LanguageCode[];

/** Languages offered in the settings drawer's language list: English only. */
export const LANGUAGES_IN_PROGRESS = ['en'] as const satisfies readonly LanguageCode[];

/** The language of a path without a prefix, and the fallback of every translation. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** A pathname split into its language and its language-free forms. */
export interface PathnameLanguage {
  userLanguage: LanguageCode;
  /** The URL path without language prefix, trailing slash, query or hash. */
  canonicalAs: string;
  /** `canonicalAs` with a leading `/api` mapped to the `/api-docs` route that renders it. */
  canonicalPathname: string;
}

const LANGUAGE_PREFIX = /^\/(en|zh)(?=\/|$)/;

/** Narrows a string to a supported language code. */
export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Splits a path into its language (from its prefix, else English) and canonical forms. */
export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const withoutSuffix = pathname.replace(/[?#].*$/, '');
  const prefix = LANGUAGE_PREFIX.exec(withoutSuffix);
  const candidate = prefix?.[1];
  const userLanguage = candidate !== undefined && isLanguageCode(candidate) ? candidate : 'en';
  const withoutLanguage = prefix === null ? withoutSuffix : withoutSuffix.slice(prefix[0].length);
  const canonicalAs = withoutLanguage.replace(/\/+$/, '') || '/';
  // Only a whole first segment counts, so `/apis` is not taken for an API page.
  const canonicalPathname = canonicalAs.replace(/^\/api(?=\/|$)/, '/api-docs');
  return { userLanguage, canonicalAs, canonicalPathname };
}

/** Adds the language prefix a link needs; English paths stay unprefixed. */
export function pathWithLanguage(pathname: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) {
    return pathname;
  }
  return pathname === '/' ? `/${language}/` : `/${language}${pathname}`;
}
