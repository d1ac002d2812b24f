import type { Options, SucraseContext } from 'sucrase';
import CJSImportProcessor from 'sucrase/dist/esm/CJSImportProcessor';
import { HelperManager } from 'sucrase/dist/esm/HelperManager';
import identifyShadowedGlobals from 'sucrase/dist/esm/identifyShadowedGlobals';
import NameManager from 'sucrase/dist/esm/NameManager';
import { parse } from 'sucrase/dist/esm/parser';
import TokenProcessor from 'sucrase/dist/esm/TokenProcessor';
import RootTransformer from 'sucrase/dist/esm/transformers/RootTransformer';

/** Where a syntax error is, as the transpiler reports it (1-based line and column). */
export interface CodeProblem {
  message: string;
  line?: number;
  column?: number;
}

export type TranspileResult = { ok: true; code: string } | { ok: false; problem: CodeProblem };

// TypeScript is stripped, JSX goes to React's automatic runtime and `import`/`export` become
// `require()`/`exports`, so the runner can hand each import the module the site already bundles.
const OPTIONS: Options = {
  transforms: ['typescript', 'jsx', 'imports'],
  jsxRuntime: 'automatic',
  production: true,
};

function context(code: string): SucraseContext {
  const { tokens, scopes } = parse(code, true, true, false);
  const nameManager = new NameManager(code, tokens);
  const helperManager = new HelperManager(nameManager);
  const tokenProcessor = new TokenProcessor(code, tokens, false, false, helperManager);
  const importProcessor = new CJSImportProcessor(
    nameManager,
    tokenProcessor,
    false,
    OPTIONS,
    true,
    false,
    helperManager,
  );
  importProcessor.preprocessTokens();
  // Shadowing is known before type-only imports are dropped: pruning relies on it.
  identifyShadowedGlobals(tokenProcessor, scopes, importProcessor.getGlobalNames());
  importProcessor.pruneTypeOnlyImports();
  return { tokenProcessor, scopes, nameManager, importProcessor, helperManager };
}

/**
 * Turns a demo's TypeScript or JavaScript (both with JSX) into a CommonJS module body; a syntax
 * error comes back as a problem with its line and column.
 */
export function transpile(code: string): TranspileResult {
  try {
    const transformer = new RootTransformer(context(code), OPTIONS.transforms, false, OPTIONS);
    return { ok: true, code: transformer.transform().code };
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number; column: number } };
    return {
      ok: false,
      problem: {
        // The location is given separately; the parser also appends it to its message.
        message: loc ? message.replace(/ \(\d+:\d+\)$/, '') : message,
        line: loc?.line,
        column: loc?.column,
      },
    };
  }
}
