import { xPages } from '../../data/pages/xPages';
import { flattenPages, pageTitle } from '../../src/navigation/buildPageTree';
import type { MuiPage } from '../../src/navigation/types';

/** A page of the registry that the generator writes a file for. */
export interface ApiEntry {
  pathname: string;
  /** Folder under /x/api/, e.g. `data-grid`. */
  product: string;
  /** Exported name documented on the page (the registry title); null for a product index. */
  name: string | null;
}

const API_PATH = /^\/x\/api\/([a-z-]+)(?:\/([a-z0-9-]+))?$/;

/** The API pages listed in the registry, in registry order (the registry is the only list). */
export function apiEntries(pages: MuiPage[] = xPages): ApiEntry[] {
  return flattenPages(pages).flatMap((page) => {
    const match = API_PATH.exec(page.pathname);
    if (!match) return [];
    const [, product, slug] = match;
    return [{ pathname: page.pathname, product, name: slug ? pageTitle(page, 'en') : null }];
  });
}
