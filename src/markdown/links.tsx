import * as React from 'react';
import type { LanguageCode } from '@/src/navigation/types';
import { pathWithLanguage } from '@/src/routing';

/** Whether a link is a path of this site (`/x/…`), as opposed to an anchor or another site. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Where a markdown link points for a reader of `language`: a site path gets the language prefix
 * and a trailing slash (the exported folders), other links are kept as written.
 */
export function markdownHref(href: string, language: LanguageCode): string {
  if (!isSitePath(href)) return href;
  const [pathPart, hash] = href.split('#');
  const target = pathWithLanguage(pathPart, language);
  const withSlash = target.endsWith('/') ? target : `${target}/`;
  return `${withSlash}${hash ? `#${hash}` : ''}`;
}

/** The attributes of a link to another site: it opens in a new tab. */
export function externalAttributes(href: string) {
  return /^https?:\/\//.test(href) ? { target: '_blank', rel: 'noopener' } : {};
}

/** A markdown link as plain HTML, for an article rendered at build time. */
export function PlainLink({
  href = '',
  language,
  children,
  ...other
}: React.ComponentProps<'a'> & { language: LanguageCode }) {
  return (
    <a href={markdownHref(href, language)} {...externalAttributes(href)} {...other}>
      {children}
    </a>
  );
}
