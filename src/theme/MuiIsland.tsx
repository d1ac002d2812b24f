import * as React from 'react';

const MuiProvider = React.lazy(() => import('./MuiProvider'));

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
