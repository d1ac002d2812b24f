export interface GridNames {
  props: Set<string>;
  slots: Set<string>;
  cssKeys: Set<string>;
  cssClassNames: Set<string>;
  apiMembers: Set<string>;
  colDefFields: Set<string>;
  exports: Set<string>;
  events: Set<string>;
  initialState: Set<string>;
  componentProps: Set<string>;
  materialNames: Set<string>;
  all: Set<string>;
}
export function loadGridNames(root: string): GridNames;
export function wrongNamesInCode(code: string, names: GridNames, local?: Set<string>): string[];
export function inlineCodeSpans(mdx: string): { code: string; line: number }[];
export function checkGridPage(
  mdx: string,
  names: GridNames,
  demoSources?: string[],
): { line: number; name: string }[];
export function localNamesOf(texts: string[]): Set<string>;
