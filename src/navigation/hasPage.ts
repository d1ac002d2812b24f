import { apiPathnames, markdownPathnames } from './content-index.generated';

const pathnames = new Set<string>(['/', '/x', ...markdownPathnames, ...apiPathnames]);

/** True when `pathname` (English, with or without trailing slash) is an exported page. */
export function hasPage(pathname: string): boolean {
  return pathnames.has(pathname.replace(/\/+$/, '') || '/');
}
