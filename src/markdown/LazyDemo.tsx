import * as React from 'react';
import type { DemoModule } from '@/src/demos/demo-index.generated';
import { useNearViewport } from './useNearViewport';
import { MuiIsland, preloadMuiProvider } from '@/src/theme/MuiIsland';

/**
 * A demo component loaded by its id (its path under data/docs, without `.tsx`) once it nears the
 * viewport; until then its height is reserved so nothing below it moves.
 */
export function LazyDemo({
  id,
  name,
  height,
  resetKey = 0,
  onLoadStart,
  override,
}: {
  id: string;
  name: string;
  height: number;
  /** Changing it remounts the demo (the toolbar's reset button). */
  resetKey?: number;
  /** Called as the demo starts loading, to fetch what goes with it (its source) alongside. */
  onLoadStart?: () => void;
  /** Rendered in the demo's place instead of its component (the reader's edited code). */
  override?: React.ComponentType;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [Component, setComponent] = React.useState<DemoModule['default'] | null>(null);
  const [loadError, setLoadError] = React.useState<Error | null>(null);
  React.useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    // The index of every demo's loader is itself a chunk: pages without demos never fetch it.
    // The demo's code and Material UI's theme load side by side.
    preloadMuiProvider();
    import('@/src/demos/demo-index.generated')
      .then(({ demoLoaders }) => {
        const load = demoLoaders[id];
        if (!load) throw new Error(`Unknown demo "${id}"`);
        return load();
      })
      .then((module) => {
        if (!cancelled) setComponent(() => module.default);
      })
      .catch((error: Error) => {
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [near, id]);
  React.useEffect(() => {
    if (near) onLoadStart?.();
  }, [near, onLoadStart]);
  if (loadError) {
    throw loadError;
  }
  // Far from the viewport the box stays empty: a spinning indicator there would announce a load
  // that has not started, and its endless animation costs a style pass and a repaint every frame.
  const loading = near ? (
    <div className="demo-loading" style={{ height }} aria-busy="true">
      <span className="spinner" role="progressbar" aria-label={`Loading the ${name} demo`} />
    </div>
  ) : null;
  return (
    <div ref={ref} style={{ minHeight: height }} data-demo-loaded={Component ? 'true' : 'false'}>
      {Component ? (
        <MuiIsland fallback={loading}>
          {override ? React.createElement(override) : <Component key={resetKey} />}
        </MuiIsland>
      ) : (
        loading
      )}
    </div>
  );
}
