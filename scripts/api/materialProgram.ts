import ts from 'typescript';
import { entryFile } from './packages';
import { COMPILER_OPTIONS, exportsLookup } from './program';

/** The core package whose components and hooks the core API pages document. */
export const MATERIAL_PACKAGE = '@mui/material';

/** The installed `@mui/material` type definitions, loaded into one checker. */
export interface MaterialProgram {
  root: string;
  checker: ts.TypeChecker;
  /** Exports of `@mui/material/<name>` (`default` included), aliases resolved. */
  subpathExports(name: string): Map<string, ts.Symbol>;
  /** Exports of the `@mui/material` root entry, aliases resolved. */
  rootExports(): Map<string, ts.Symbol>;
}

/** Loads the root entry of `@mui/material` and the `<name>/index.d.ts` entry of every item. */
export function createMaterialProgram(root: string, names: string[]): MaterialProgram {
  const rootFile = entryFile(root, MATERIAL_PACKAGE);
  if (!rootFile) throw new Error(`${MATERIAL_PACKAGE} is not installed: run npm install first.`);
  const files = new Map<string, string>([['', rootFile]]);
  for (const name of names) {
    const file = entryFile(root, MATERIAL_PACKAGE, name);
    if (file) files.set(name, file);
  }
  const program = ts.createProgram([...files.values()], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const exportsOf = exportsLookup(program, (key) => files.get(key));

  return {
    root,
    checker,
    subpathExports: (name) => exportsOf(name),
    rootExports: () => exportsOf(''),
  };
}

const MATERIAL_FILE =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](?:(?:node|esm|modern|legacy)[\\/])?(?:([^\\/]+)[\\/])?[^\\/]+\.d\.ts$/;

/**
 * The `@mui/material` folder a declaration comes from (`Button`, `useAutocomplete`), `''` for a
 * file at the package root (`OverridableComponent.d.ts`), or null outside the package.
 */
export function materialFolder(declaration: ts.Declaration): string | null {
  const match = MATERIAL_FILE.exec(declaration.getSourceFile().fileName);
  return match ? (match[1] ?? '') : null;
}

/** True for a declaration from any `@mui/*` package (hooks re-export `@mui/system` and `@mui/base`). */
export function isMuiDeclaration(declaration: ts.Declaration): boolean {
  return /[\\/]node_modules[\\/]@mui[\\/]/.test(declaration.getSourceFile().fileName);
}

/**
 * The props a component documents itself: those declared in its own folder, or in a hook folder
 * (Autocomplete's `options` are declared by `useAutocomplete`, which it is built on).
 */
export function ownMaterialDeclaration(name: string) {
  return (declaration: ts.Declaration): boolean => {
    const folder = materialFolder(declaration);
    return folder === name || (folder !== null && /^use[A-Z]/.test(folder));
  };
}

/** The component folder a prop is inherited from, or null for an own or a DOM prop. */
export function inheritedFrom(name: string, symbol: ts.Symbol): string | null {
  const declarations = symbol.declarations ?? [];
  if (declarations.some(ownMaterialDeclaration(name))) return null;
  for (const declaration of declarations) {
    const folder = materialFolder(declaration);
    if (folder && /^[A-Z]/.test(folder)) return folder;
  }
  return null;
}
