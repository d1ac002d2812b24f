import type * as React from 'react';
import type { CodeProblem } from './transpile';
import { LOCAL_KEY_PREFIX } from './moduleGroup';

/** Loads one module the edited code may import (a chunk the site already builds). */
export type ModuleLoader = () => Promise<unknown>;

/** The modules edited code may import, by specifier (relative ones resolved from `data/docs`). */
export type ModuleTable = Record<string, ModuleLoader>;

/** Finds the loader of a module key, or nothing when edited code may not import it. */
export type ModuleResolver = (key: string) => Promise<ModuleLoader | undefined>;

/** A resolver over one table (tests, and the groups of the generated tables). */
export function tableResolver(table: ModuleTable): ModuleResolver {
  return async (key) => table[key];
}

/** Raised while the module body runs: one of its imports is not loaded yet. */
class PendingModule {
  constructor(
    readonly key: string,
    readonly specifier: string,
  ) {}
}

/** An import the site does not offer to edited code. */
export class UnknownModuleError extends Error {
  constructor(readonly specifier: string) {
    super(
      `"${specifier}" cannot be imported here: edited demos can import the packages and files that the site's demos use.`,
    );
    this.name = 'UnknownModuleError';
  }
}

/**
 * An import the site offers that did not load: its chunk did not arrive (offline, where edited code
 * can import what the page's demos import, as the service worker kept those), or the module threw.
 */
export class ModuleLoadError extends Error {
  constructor(
    readonly specifier: string,
    cause: unknown,
    offline: boolean,
  ) {
    const reason = offline
      ? "the browser is offline and has not kept it (offline, edited demos can import what the page's demos import)"
      : cause instanceof Error
        ? cause.message
        : String(cause);
    super(`"${specifier}" could not be loaded: ${reason}.`, { cause });
    this.name = 'ModuleLoadError';
  }
}

/** The folder of a demo's id (`x/react-data-grid/sorting/BasicSorting` → `x/react-data-grid/sorting`). */
export function demoFolder(demoId: string): string {
  return demoId.split('/').slice(0, -1).join('/');
}

/**
 * The table key of an import: a package specifier as written, a relative one resolved against the
 * demo's folder, marked with `~/` (`x/react-data-grid/sorting` + `./rows` →
 * `~/x/react-data-grid/sorting/rows`).
 */
export function moduleKey(specifier: string, folder: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return `${LOCAL_KEY_PREFIX}${localPath(specifier, folder)}`;
}

function localPath(specifier: string, folder: string): string {
  const parts = folder.split('/').filter(Boolean);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/').replace(/\.(tsx?|jsx?)$/, '');
}

/**
 * What `require` returns for a module: its namespace, marked as an ES module so the transpiler's
 * interop helpers read `default` and the named exports from it as an `import` would.
 */
function asRequired(namespace: unknown): unknown {
  if (namespace && typeof namespace === 'object' && '__esModule' in namespace) return namespace;
  return { ...(namespace as object), __esModule: true };
}

/** Modules already loaded for edited code, shared by every demo of the page. */
const loaded = new Map<string, unknown>();

/**
 * Runs a transpiled demo module and returns its default export. Each import is served from the
 * site's own chunks: a module not loaded yet is fetched and the body runs again (module bodies of
 * demos only declare data and components).
 */
export async function evaluateDemo(
  body: string,
  folder: string,
  resolve: ModuleResolver,
): Promise<React.ComponentType> {
  // Edited code runs as the reader's own code on the reader's own page: no other origin is
  // involved, so evaluating it is no more than what the browser's console allows.
  const run = new Function('require', 'module', 'exports', body) as (
    require: (specifier: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
  ) => void;
  for (;;) {
    const target = { exports: {} as Record<string, unknown> };
    const require = (specifier: string) => {
      const key = moduleKey(specifier, folder);
      if (loaded.has(key)) return loaded.get(key);
      throw new PendingModule(key, specifier);
    };
    try {
      run(require, target, target.exports);
    } catch (error) {
      if (!(error instanceof PendingModule)) throw error;
      const { key, specifier } = error;
      let namespace: unknown;
      try {
        const load = await resolve(key);
        if (!load) throw new UnknownModuleError(specifier);
        namespace = await load();
      } catch (failure) {
        if (failure instanceof UnknownModuleError) throw failure;
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        throw new ModuleLoadError(specifier, failure, offline);
      }
      loaded.set(key, asRequired(namespace));
      continue;
    }
    const component = target.exports.default;
    if (typeof component !== 'function' && !(component && typeof component === 'object')) {
      throw new Error('The demo must export its component as default (export default function …).');
    }
    return component as React.ComponentType;
  }
}

/** A problem for the reader, from anything the transpiler, the module or the render threw. */
export function problemOf(error: unknown): CodeProblem {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}` };
  return { message: String(error) };
}
