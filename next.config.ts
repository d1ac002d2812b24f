import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

// Experimental, off by default: `DOCS_PREACT=1 npm run build` runs the browser build on Preact's
// React-compatible layer, which cuts ~35 KB of gzipped first-load JavaScript per page. It is not the
// default because the 7.12.0 data grid then renders without column headers until it is resized
// (its header row misses the first render-context update); see the README's Performance section.
// Server rendering, `next dev` and the unit tests always use React.
const PREACT_IN_BROWSER = {
  react: { browser: 'preact/compat' },
  'react-dom': { browser: 'preact/compat' },
  'react-dom/client': { browser: 'preact/compat/client' },
  'react/jsx-runtime': { browser: 'preact/jsx-runtime' },
  'react/jsx-dev-runtime': { browser: 'preact/jsx-runtime' },
  // Emotion inserts styles during render, ahead of every effect (see the file for why).
  '@emotion/use-insertion-effect-with-fallbacks': { browser: './src/preact/insertionEffect.js' },
};

export default function config(phase: string): NextConfig {
  return {
    output: 'export',
    trailingSlash: true,
    reactStrictMode: true,
    // One Emotion instance in server rendering (DESIGN.md).
    bundlePagesRouterDependencies: true,
    // Build-time only tools: keep them out of the server bundle.
    serverExternalPackages: ['prettier', 'typescript'],
    images: { unoptimized: true },
    poweredByHeader: false,
    transpilePackages: [],
    turbopack:
      phase !== PHASE_DEVELOPMENT_SERVER && process.env.DOCS_PREACT === '1'
        ? { resolveAlias: PREACT_IN_BROWSER }
        : {},
  };
}
