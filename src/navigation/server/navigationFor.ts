// Server side only (getStaticProps): the registry never reaches the browser bundle, each page
// receives the navigation of its own product category in its own language as a page prop.
import type { ProductInfo } from '@/src/routing/productInfo';
import type { LanguageCode } from '@/src/navigation/types';
import { getProductInfoFromUrl } from '@/src/routing';
import { xPages, corePages } from '@/data/pages';
import type { MuiPage } from '@/src/navigation/types';
import { pageTitle, pruneToAvailable } from '@/src/navigation/buildPageTree';
import { apiPathnames, markdownPathnames } from '@/src/content/content-index.generated';

const available = new Set([...markdownPathnames, ...apiPathnames]);
const xTree = pruneToAvailable(xPages, available);
const coreTree = pruneToAvailable(corePages, available);

/** The navigation tree shown in the drawer for a product category, limited to existing pages. */
export function pagesForCategory(info: ProductInfo): MuiPage[] {
  return info.productCategoryId === 'x' ? xTree : coreTree;
}

/**
 * The navigation a page shows, ready for its language: titles resolved (kept under `en`, which
 * `pageTitle` reads for every language when no other title is given), entries hidden in that
 * language dropped, build-only fields left out. The home page shows the MUI X navigation.
 */
export function navigationFor(pathname: string, language: LanguageCode): MuiPage[] {
  const info = getProductInfoFromUrl(pathname === '/' ? '/x' : pathname);
  return pagesForCategory(info).flatMap((entry) => localize(entry, language));
}

function localize(entry: MuiPage, language: LanguageCode): MuiPage[] {
  if (entry.onlyLanguages && !entry.onlyLanguages.includes(language)) return [];
  const result: MuiPage = { pathname: entry.pathname };
  if (entry.subheader) {
    result.subheader = { en: pageTitle({ ...entry, title: entry.subheader }, language) };
  }
  if (entry.title || !entry.subheader) result.title = { en: pageTitle(entry, language) };
  if (entry.children)
    result.children = entry.children.flatMap((child) => localize(child, language));
  if (entry.plan) result.plan = entry.plan;
  if (entry.planned) result.planned = true;
  if (entry.newFeature) result.newFeature = true;
  if (entry.unstable) result.unstable = true;
  if (entry.href) result.href = entry.href;
  return [result];
}
