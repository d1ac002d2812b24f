import type { LanguageCode } from '@/src/navigation/types';

/** The URL path of a page in a language, with the trailing slash the export uses. */
export function pagePath(pathname: string, language: LanguageCode): string {
  const prefixed = language === 'en' ? pathname : pathname === '/' ? '/zh' : `/zh${pathname}`;
  return prefixed.endsWith('/') ? prefixed : `${prefixed}/`;
}

/**
 * The URL of a page's Markdown twin, written into the export after the build:
 * `/x/react-data-grid/sorting` → `/x/react-data-grid/sorting.md` (`/zh/…` for Chinese).
 */
export function markdownPath(pathname: string, language: LanguageCode): string {
  return `${pagePath(pathname, language).replace(/\/$/, '')}.md`;
}
