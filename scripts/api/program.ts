import ts from 'typescript';
import { entryFile, PRODUCT_PACKAGES, type DocumentedPackage } from './packages';

/** One package entry point (`@mui/x-data-grid` or `@mui/x-data-grid/DataGrid`) exporting a name. */
export interface ExportSite {
  pkg: DocumentedPackage;
  /** Module specifier users import from. */
  specifier: string;
  /** Name of the export: the documented name, or `Unstable_<name>` for unstable components. */
  exportName: string;
  /** The exported symbol with re-export aliases resolved. */
  symbol: ts.Symbol;
}

/** The installed type definitions of every documented package, loaded into one checker. */
export interface ApiProgram {
  root: string;
  checker: ts.TypeChecker;
  /** Entry points of a product's packages that export `name`, cheapest plan first. */
  exportSites(product: string, name: string): ExportSite[];
  /** Every export of a package's root entry, aliases resolved. */
  rootExports(pkg: string): Map<string, ts.Symbol>;
}

/** Options of the programs that read the packages' `.d.ts` files (also the core API's). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * A cached lookup of the exports of the program's entry files, by key (`fileOf` maps a key to its
 * file): every export, re-export aliases resolved; an unknown key has none.
 */
export function exportsLookup(
  program: ts.Program,
  fileOf: (key: string) => string | undefined,
): (key: string) => Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const cache = new Map<string, Map<string, ts.Symbol>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const exports = new Map<string, ts.Symbol>();
    const file = fileOf(key);
    const source = file ? program.getSourceFile(file) : undefined;
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (moduleSymbol) {
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const resolved =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        exports.set(symbol.name, resolved);
      }
    }
    cache.set(key, exports);
    return exports;
  };
}

/**
 * Loads the packages' `.d.ts` files. `names` are the items to document: their `<pkg>/<Name>`
 * subpath entries are loaded too, so the import statements can name them. With `allowMissing`
 * (an older release read by the API history), a package not under `root` is skipped.
 */
export function createApiProgram(root: string, names: string[], allowMissing = false): ApiProgram {
  const entries = new Map<string, { pkg: DocumentedPackage; file: string }>();
  for (const packages of Object.values(PRODUCT_PACKAGES)) {
    for (const pkg of packages) {
      const rootFile = entryFile(root, pkg.name);
      if (!rootFile) {
        if (allowMissing) continue;
        throw new Error(`${pkg.name} is not installed: run npm ci first.`);
      }
      entries.set(pkg.name, { pkg, file: rootFile });
      for (const name of names) {
        const file = entryFile(root, pkg.name, name);
        if (file) entries.set(`${pkg.name}/${name}`, { pkg, file });
      }
    }
  }
  const program = ts.createProgram(
    [...entries.values()].map((entry) => entry.file),
    COMPILER_OPTIONS,
  );
  const checker = program.getTypeChecker();
  const exportsOf = exportsLookup(program, (specifier) => entries.get(specifier)?.file);

  return {
    root,
    checker,
    rootExports: exportsOf,
    exportSites(product, name) {
      const sites: ExportSite[] = [];
      for (const pkg of PRODUCT_PACKAGES[product] ?? []) {
        // The dedicated subpath first: it is the import that keeps bundles smallest.
        for (const specifier of [`${pkg.name}/${name}`, pkg.name]) {
          for (const exportName of [name, `Unstable_${name}`]) {
            const symbol = exportsOf(specifier).get(exportName);
            if (symbol) sites.push({ pkg, specifier, exportName, symbol });
          }
        }
      }
      return sites;
    },
  };
}
