import * as React from 'react';

const loadMuiProvider = () => import('./MuiProvider');
const MuiProvider = React.lazy(loadMuiProvider);

/**
 * Starts loading Material UI's theme module ahead of an island, so that it arrives together with
 * the island's own code (a demo, a dialog) instead of after it.
 */
export function preloadMuiProvider(): void {
  loadMuiProvider().catch(() => {
    // Offline: the island shows its fallback and tries again when it renders.
  });
}

/**
 * A part of the page built with Material UI (a demo, a dialog, a drawer). Material UI's theme and
 * Emotion load with the first island a reader reaches, never with the page: pages of text, API
 * tables and the frame are static HTML and CSS. Islands render in the browser only.
 */
export function MuiIsland({
  children,
  fallback = null,
}: {
  children: React.ReactNode;
  /** Shown while the theme's code loads (usually a placeholder of the island's size). */
  fallback?: React.ReactNode;
}) {
  return (
    <React.Suspense fallback={fallback}>
      <MuiProvider>{children}</MuiProvider>
    </React.Suspense>
  );
}

/**
 * An island that a reader opens (a dialog, a drawer, a menu): nothing until its first use, then
 * mounted for good, so that its code loads only when wanted and its closing transition can run.
 */
export function IslandOnceUsed({ used, children }: { used: boolean; children: React.ReactNode }) {
  return used ? <MuiIsland>{children}</MuiIsland> : null;
}
