import * as React from 'react';
import type { DemoModule } from '@/src/demos/demo-index.generated';
import { loadDemoIndex } from '@/src/demos/loadDemoIndex';
import { useNearViewport } from './useNearViewport';
import { MuiIsland, preloadMuiProvider } from '@/src/theme/MuiIsland';
import { demoHeightVars } from './demoHeights';

/**
 * A demo settles once its own height has not changed for this long after it rendered: then its box
 * stops reserving space and follows the demo (a reader's clicks may make it shorter).
 */
const SETTLE_MS = 600;

/**
 * A demo component loaded by its id (its path under data/docs, without `.tsx`) once it nears the
 * viewport. Until it has rendered and settled its box reserves the demo's height at the current
 * width (`heights`, measured at each of `DEMO_WIDTHS`; CSS picks one, see `demoHeights.ts`), or
 * `height` at every width, so nothing below it moves.
 */
export function LazyDemo({
  id,
  name,
  heights,
  height,
  resetKey = 0,
  onLoadStart,
  override,
}: {
  id: string;
  name: string;
  heights?: readonly number[] | null;
  height?: number;
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
  const [content, setContent] = React.useState<HTMLDivElement | null>(null);
  const [settled, setSettled] = React.useState(false);
  React.useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    // The demo's code and Material UI's theme load side by side.
    preloadMuiProvider();
    loadDemoIndex()
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
  // The demo has rendered: once its height stays put, the reservation is lifted.
  React.useEffect(() => {
    if (!content || settled) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setSettled(true);
      return undefined;
    }
    let timer = 0;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = window.setTimeout(() => setSettled(true), SETTLE_MS);
    });
    observer.observe(content);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [content, settled]);
  // The demo's element changes only with its component, its reset or the reader's edited code.
  // What else re-renders this box (settling, the toolbar opening the code) then leaves the demo
  // alone: an unasked re-render can act on a component mid-transition (a time picker closing by
  // Escape focuses its selected hour again on each render, and that focus goes with the popup).
  const demo = React.useMemo(() => {
    if (override) return React.createElement(override);
    return Component ? <Component key={resetKey} /> : null;
  }, [Component, override, resetKey]);
  if (loadError) {
    throw loadError;
  }
  // Far from the viewport the box stays empty: a spinning indicator there would announce a load
  // that has not started, and its endless animation costs a style pass and a repaint every frame.
  const loading = near ? (
    <div className="demo-loading" aria-busy="true">
      <span className="spinner" role="progressbar" aria-label={`Loading the ${name} demo`} />
    </div>
  ) : null;
  return (
    <div
      ref={ref}
      className="demo-box"
      style={
        (height === undefined
          ? demoHeightVars(heights)
          : { '--dh0': `${height}px` }) as React.CSSProperties
      }
      data-demo-loaded={Component ? 'true' : 'false'}
      data-demo-settled={settled ? '' : undefined}
    >
      {Component ? (
        <MuiIsland fallback={loading}>
          <div className="demo-content" ref={setContent}>
            {demo}
          </div>
        </MuiIsland>
      ) : (
        loading
      )}
    </div>
  );
}
