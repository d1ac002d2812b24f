import { X_PRODUCTS } from '@/src/routing/productInfo';
import type { ProductInfo } from '@/src/routing/productInfo';

/** Name of the product area a reader is in, shown in the app bar. */
export function productName(info: ProductInfo): string {
  const product = X_PRODUCTS.find(({ slug }) => info.productId === `x-${slug}`);
  if (product) return product.name;
  return info.productCategoryId === 'x' ? 'MUI X' : 'Material UI';
}
