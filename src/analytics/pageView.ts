import { config } from '@/src/config';
import { getProductInfoFromUrl, pathnameToLanguage } from '@/src/routing';

/** Parameters of a `page_view` event. */
export interface PageViewParams {
  page_title: string;
  page_location: string;
  productId: string;
  productCategoryId: string;
}

/**
 * The `page_view` of a URL path: the canonical location drops the language prefix, trailing
 * slash, query and hash, so both languages of a page count as one page (the language is a user
 * property).
 */
export function pageViewParams(asPath: string, title: string): PageViewParams {
  const { canonicalAs } = pathnameToLanguage(asPath);
  const { productId, productCategoryId } = getProductInfoFromUrl(canonicalAs);
  return {
    page_title: title,
    page_location: `${config.siteOrigin}${canonicalAs}`,
    productId,
    productCategoryId,
  };
}
