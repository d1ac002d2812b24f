import { pathnameToLanguage } from './language';

/** Product families of the MUI docs, as reported to analytics. */
export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs';

/** Core products; each one is also the first path segment of its docs. */
export type CoreProductId = 'material-ui' | 'joy-ui' | 'base-ui' | 'system';

/** X products; `x-general` covers /x/ pages shared by all of them (introduction, migration). */
export type XProductId =
  'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view' | 'x-general';

/** Toolpad products; `toolpad-general` covers /toolpad/ pages outside studio and core. */
export type ToolpadProductId = 'toolpad-studio' | 'toolpad-core' | 'toolpad-general';

/** Docs-site products: the docs pages themselves and the docs infrastructure experiments. */
export type DocsProductId = 'docs' | 'docs-infra';

/** Product category and product of a page; the pairing is enforced by the union. */
export type ProductInfo =
  | { productCategoryId: 'core'; productId: CoreProductId }
  | { productCategoryId: 'x'; productId: XProductId }
  | { productCategoryId: 'toolpad'; productId: ToolpadProductId }
  | { productCategoryId: 'docs'; productId: DocsProductId };

/** Any product id. */
export type ProductId = ProductInfo['productId'];

const CORE_PRODUCTS: readonly CoreProductId[] = ['material-ui', 'joy-ui', 'base-ui', 'system'];
const DOCS_SEGMENTS: readonly string[] = ['docs', 'versions', 'production-error'];

/**
 * The MUI X products, with the name the app bar and the footer show. A product's id is
 * `x-<slug>`, and it owns both its docs (`/x/react-<slug>/`) and its API pages (`/x/api/<slug>/`).
 */
export const X_PRODUCTS = [
  { slug: 'data-grid', name: 'Data Grid' },
  { slug: 'date-pickers', name: 'Date and Time Pickers' },
  { slug: 'charts', name: 'Charts' },
  { slug: 'tree-view', name: 'Tree View' },
] as const;

function isCoreProduct(segment: string): segment is CoreProductId {
  return (CORE_PRODUCTS as readonly string[]).includes(segment);
}

function xProductId(segments: string[]): XProductId {
  const [, section, apiSection] = segments;
  const product = X_PRODUCTS.find(
    ({ slug }) => section === `react-${slug}` || (section === 'api' && apiSection === slug),
  );
  return product ? `x-${product.slug}` : 'x-general';
}

function toolpadProductId(variant: string | undefined): ToolpadProductId {
  if (variant === 'studio') {
    return 'toolpad-studio';
  }
  return variant === 'core' ? 'toolpad-core' : 'toolpad-general';
}

/** Product category and product of a URL path, with or without a language prefix. */
export function getProductInfoFromUrl(pathname: string): ProductInfo {
  const segments = pathnameToLanguage(pathname).canonicalAs.split('/').filter(Boolean);
  const [first = '', second] = segments;
  if (first === 'experiments' && second === 'docs') {
    return { productCategoryId: 'docs', productId: 'docs-infra' };
  }
  if (DOCS_SEGMENTS.includes(first)) {
    return { productCategoryId: 'docs', productId: 'docs' };
  }
  if (first === 'x') {
    return { productCategoryId: 'x', productId: xProductId(segments) };
  }
  if (first === 'toolpad') {
    return { productCategoryId: 'toolpad', productId: toolpadProductId(second) };
  }
  if (isCoreProduct(first)) {
    return { productCategoryId: 'core', productId: first };
  }
  // The unprefixed sections (/getting-started, /components, ...) are the Material UI docs.
  return { productCategoryId: 'core', productId: 'material-ui' };
}
