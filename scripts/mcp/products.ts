// The product names the tools accept, and the site's product ids each one covers. Pure.
import type { ProductId } from '@/src/routing';
import { closest } from './suggest';

/** Accepted values of the tools' `product` argument, with the site's product ids they cover. */
export const PRODUCTS = {
  'data-grid': ['x-data-grid'],
  'date-pickers': ['x-date-pickers'],
  charts: ['x-charts'],
  'tree-view': ['x-tree-view'],
  /** Every MUI X page: the four products and the shared pages (introduction, migration). */
  x: ['x-general', 'x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'],
  /** The core library guides and API (Material UI, System). */
  core: ['material-ui', 'system', 'joy-ui', 'base-ui', 'docs', 'docs-infra'],
} as const satisfies Record<string, readonly ProductId[]>;

export type ProductName = keyof typeof PRODUCTS;

export const PRODUCT_NAMES = Object.keys(PRODUCTS) as ProductName[];

/** Other spellings a reader may use for a product. */
const ALIASES: Record<string, ProductName> = {
  datagrid: 'data-grid',
  grid: 'data-grid',
  'x-data-grid': 'data-grid',
  pickers: 'date-pickers',
  'date-time-pickers': 'date-pickers',
  'x-date-pickers': 'date-pickers',
  'x-charts': 'charts',
  treeview: 'tree-view',
  'x-tree-view': 'tree-view',
  'mui-x': 'x',
  'material-ui': 'core',
  material: 'core',
  system: 'core',
};

/** The product a name stands for (case and spaces aside), or null when it names none. */
export function productNamed(input: string): ProductName | null {
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if ((PRODUCT_NAMES as string[]).includes(key)) return key as ProductName;
  return ALIASES[key] ?? null;
}

/** The message for a product name that names none. */
export function unknownProductMessage(input: string): string {
  const near = closest(input, PRODUCT_NAMES, 2);
  return (
    `Unknown product "${input}". Use one of: ${PRODUCT_NAMES.join(', ')}` +
    (near.length ? ` (did you mean ${near.map((name) => `"${name}"`).join(' or ')}?)` : '') +
    '.'
  );
}

/** Whether a page of a product id belongs to a product name. */
export function productCovers(product: ProductName, id: ProductId): boolean {
  return (PRODUCTS[product] as readonly ProductId[]).includes(id);
}

/** The product id ranked first when searching a product name (its own, or none for a family). */
export function rankingProduct(product: ProductName | null): ProductId | null {
  if (!product) return null;
  const ids = PRODUCTS[product];
  return ids.length === 1 ? ids[0] : null;
}
