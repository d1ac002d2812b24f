import { apiPathnames, markdownPathnames } from './content-index.generated';

/** The API changes page: rendered from data/api-history, outside the navigation. */
export const CHANGES_PATHNAME = '/x/api/changes';

const pathnames = new Set<string>([
  '/',
  '/x',
  CHANGES_PATHNAME,
  ...markdownPathnames,
  ...apiPathnames,
]);

/** True when `pathname` (English, with or without trailing slash) is an exported page. */
export function hasPage(pathname: string): boolean {
  return pathnames.has(pathname.replace(/\/+$/, '') || '/');
}
