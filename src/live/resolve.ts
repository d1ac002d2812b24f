import type { ModuleResolver } from './evaluate';

/**
 * Resolves a module key through the generated tables. They are cut by package: only the index and
 * the tables of the packages the code imports load.
 */
export const resolveFromTables: ModuleResolver = async (key) =>
  (await import('./modules.generated')).resolveLiveModule(key);
