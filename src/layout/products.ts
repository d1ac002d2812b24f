import type { ProductInfo } from '@/src/routing/productInfo';
import { xPages, corePages } from '@/data/pages';
import type { MuiPage } from '@/src/navigation/types';
import { pruneToAvailable } from '@/src/navigation/buildPageTree';
import { apiPathnames, markdownPathnames } from '@/src/navigation/content-index.generated';

/** Name of the product area a reader is in, shown in the app bar (SPEC §1). */
export function productName(info: ProductInfo): string {
  switch (info.productId) {
    case 'x-data-grid':
      return 'Data Grid';
    case 'x-date-pickers':
      return 'Date and Time Pickers';
    case 'x-charts':
      return 'Charts';
    case 'x-tree-view':
      return 'Tree View';
    default:
      return info.productCategoryId === 'x' ? 'MUI X' : 'Material UI';
  }
}

const available = new Set([...markdownPathnames, ...apiPathnames]);
const xTree = pruneToAvailable(xPages, available);
const coreTree = pruneToAvailable(corePages, available);

/** The navigation tree shown in the drawer for a product category, limited to existing pages. */
export function pagesForCategory(info: ProductInfo): MuiPage[] {
  return info.productCategoryId === 'x' ? xTree : coreTree;
}
