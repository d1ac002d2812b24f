import ts from 'typescript';
// The standalone build with explicit plugins works in Node and in Jest without dynamic imports.
import * as prettier from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import * as typescriptPlugin from 'prettier/plugins/typescript';

const plugins = [babelPlugin, estreePlugin, typescriptPlugin];

/**
 * Turns a TypeScript demo into the JavaScript a reader would write: types removed, JSX kept,
 * formatted like the rest of the docs. Blank lines between top-level statements are kept.
 */
export async function tsToJs(source: string, fileName = 'demo.tsx'): Promise<string> {
  // TypeScript drops blank lines; a marker comment keeps them through the transpile.
  const marked = source.replace(/\n\n/g, '\n/*__blank__*/\n');
  const { outputText } = ts.transpileModule(marked, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  });
  const restored = outputText.replace(/^\s*\/\*__blank__\*\/\s*$/gm, '');
  return prettier.format(restored, {
    parser: 'babel',
    plugins,
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
}

/** Formats a TypeScript demo source with the same style as its JavaScript twin. */
export async function formatTs(source: string): Promise<string> {
  return prettier.format(source, {
    parser: 'typescript',
    plugins,
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
}
