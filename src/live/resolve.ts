import type { ModuleResolver } from './evaluate';

/**
 * Resolves a module key through the generated tables. They are cut by package: only the index and
 * the tables of the packages the code imports load. `next dev` resolves through its demo index
 * instead, which already holds every module the demos import (docs/development.md); the condition
 * is a constant for the bundler, so each side holds only its own tables.
 */
export const resolveFromTables: ModuleResolver =
  process.env.NODE_ENV === 'development'
    ? async (key) => (await import('@/src/demos/dev/index.generated')).resolveLiveModule(key)
    : async (key) => (await import('./modules.generated')).resolveLiveModule(key);
