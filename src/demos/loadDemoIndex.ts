import type { DemoModule } from './demo-index.generated';

export type DemoIndex = { demoLoaders: Record<string, () => Promise<DemoModule>> };

/**
 * The index of every demo's loader, a chunk of its own (pages without demos never fetch it). The
 * export's index makes each demo its own chunk; `next dev` uses one chunk per part of the site
 * (./dev/index.generated.ts, docs/development.md). Both conditions are constants for the bundler:
 * each mode holds only its own index, and the server, where demos never render, neither.
 */
export function loadDemoIndex(): Promise<DemoIndex> {
  return typeof window === 'undefined'
    ? Promise.resolve({ demoLoaders: {} })
    : process.env.NODE_ENV === 'development'
      ? import('./dev/index.generated')
      : import('./demo-index.generated');
}
