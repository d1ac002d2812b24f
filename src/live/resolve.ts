import type { ModuleResolver } from './evaluate';

/**
 * Resolves a module key through the generated tables. They are cut by package: only the index and
 * the tables of the packages the code imports load. `next dev` resolves through its demo index
 * instead, which already holds every module the demos import (docs/development.md). The conditions
 * are constants for the bundler, so each mode holds only its own tables, and the server none.
 */
export const resolveFromTables: ModuleResolver =
  typeof window === 'undefined'
    ? async () => undefined
    : process.env.NODE_ENV === 'development'
      ? async (key) => (await import('@/src/demos/dev/index.generated')).resolveLiveModule(key)
      : async (key) => (await import('./modules.generated')).resolveLiveModule(key);
