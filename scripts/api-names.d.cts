export type Product = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export interface ProductConfig {
  label: string;
  folder: string;
  api: string;
  packages: string[];
  prefixes: RegExp;
  apiJson: string | null;
  apiInterfaces: RegExp | null;
  ownInterfaces: RegExp;
  roots: Record<string, keyof ApiNames>;
  libraryNames?: (nodeModules: string) => string[];
  related?: Product[];
  internals?: boolean;
  notInstalled?: string[];
}
export const PRODUCTS: Record<Product, ProductConfig>;
export interface ApiNames {
  product: Product;
  label: string;
  props: Set<string>;
  slots: Set<string>;
  cssKeys: Set<string>;
  cssClassNames: Set<string>;
  cssClassPrefixes: Set<string>;
  cssComponents: Set<string>;
  apiMembers: Set<string>;
  colDefFields: Set<string>;
  exports: Set<string>;
  events: Set<string>;
  initialState: Set<string>;
  componentProps: Set<string>;
  materialNames: Set<string>;
  materialExports: Set<string>;
  all: Set<string>;
}
export function productOfPage(file: string): Product | null;
export function loadApiNames(root: string, product?: Product): ApiNames;
export function wrongNamesInCode(code: string, names: ApiNames, local?: Set<string>): string[];
export function inlineCodeSpans(mdx: string): { code: string; line: number }[];
export function checkPage(
  mdx: string,
  names: ApiNames,
  demoSources?: string[],
): { line: number; name: string }[];
export function localNamesOf(texts: string[]): Set<string>;
