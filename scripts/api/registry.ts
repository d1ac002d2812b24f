import { corePages } from '../../data/pages/corePages';
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

/** A core API page of the registry (`/api-docs/<name>`), documenting a `@mui/material` export. */
export interface CoreApiEntry {
  pathname: string;
  /** Exported name, e.g. `Button` or `useMediaQuery` (the registry's English title). */
  name: string;
  kind: 'components-api' | 'hooks-api';
}

/** The core component and hook API pages listed in the registry, in registry order. */
export function coreApiEntries(pages: MuiPage[] = corePages): CoreApiEntry[] {
  const seen = new Set<string>();
  return flattenPages(pages).flatMap((page) => {
    // An API page may be listed in several groups on purpose; it is documented once.
    if (!page.kind || seen.has(page.pathname)) return [];
    seen.add(page.pathname);
    return [{ pathname: page.pathname, name: pageTitle(page, 'en'), kind: page.kind }];
  });
}
