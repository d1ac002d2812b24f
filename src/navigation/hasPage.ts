import { SPECIAL_PAGES } from '@/src/content/paths';
import { apiPathnames, markdownPathnames } from '@/src/content/content-index.generated';

export { CHANGES_PATHNAME } from '@/src/content/paths';

const pathnames = new Set<string>([
  ...Object.keys(SPECIAL_PAGES),
  ...markdownPathnames,
  ...apiPathnames,
]);

/** True when `pathname` (English, with or without trailing slash) is an exported page. */
export function hasPage(pathname: string): boolean {
  return pathnames.has(pathname.replace(/\/+$/, '') || '/');
}
