import type { ProductInfo } from '@/src/routing/productInfo';

/** Name of the product area a reader is in, shown in the app bar. */
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
