// Addresses of the site's pages as a reader or an assistant writes them, made canonical. Pure.
import type { LanguageCode } from '@/src/navigation/types';
import { pathnameToLanguage } from '@/src/routing/language';
import { markdownPath, pagePath } from '@/src/markdown/markdownTwin';

/** A page of the site: its English pathname (no trailing slash) and the language asked for. */
export interface PageAddress {
  pathname: string;
  language: LanguageCode;
}

/**
 * Reads a path or URL of the site: `/x/react-data-grid/sorting/`, `x/react-data-grid/sorting`,
 * `https://mui.com/zh/x/react-data-grid/sorting/#sort-model`, `/x/react-data-grid/sorting.md` or
 * `…/index.html`. The host, query and hash are dropped, a `/zh/` (or `/en/`) prefix gives the
 * language. Returns null for text that is not a path.
 */
export function parsePageAddress(input: string): PageAddress | null {
  let text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(text.startsWith('//') ? `https:${text}` : text);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    text = url.pathname;
  }
  text = text.replace(/[?#].*$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  // `.` and `..` segments resolve as a browser resolves them: never above the site's root.
  text = new URL(text.replace(/\/{2,}/g, '/'), 'http://site').pathname;
  try {
    text = decodeURI(text);
  } catch {
    return null;
  }
  text = text.replace(/\/index\.(html|md)$/, '/').replace(/\.(html|md)$/, '');
  const { userLanguage, canonicalAs } = pathnameToLanguage(text);
  return { pathname: canonicalAs.toLowerCase(), language: userLanguage };
}

/** The address of a page as the site links it: language prefix and trailing slash. */
export function pageUrlPath({ pathname, language }: PageAddress, anchor = ''): string {
  return `${pagePath(pathname, language)}${anchor ? `#${anchor}` : ''}`;
}

/** Where a page's Markdown twin lies in the export (`/zh/x/react-data-grid/sorting.md`). */
export function twinUrlPath({ pathname, language }: PageAddress): string {
  return markdownPath(pathname, language);
}
