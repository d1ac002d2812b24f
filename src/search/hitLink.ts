import type { LanguageCode } from '@/src/navigation/types';
import { pathWithLanguage } from '@/src/routing';

/** The URL of a result in the reader's language: `/zh/x/api/…/#prop-x` on Chinese pages. */
export function hitHref(pathname: string, anchor: string, language: LanguageCode): string {
  const path = pathWithLanguage(pathname === '/' ? '/' : `${pathname}/`, language);
  return anchor ? `${path}#${anchor}` : path;
}
