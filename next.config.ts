import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

// The browser build of the exported site runs on Preact's React-compatible layer: it does what the
// pages need at a quarter of React DOM's weight (issue 12's first-load budgets). Server rendering,
// `next dev` (Fast Refresh needs React) and the unit tests keep React; `DOCS_REACT=1 npm run build`
// builds the browser side with React DOM too. The README's Architecture section explains, and
// patches/README.md the one fix the data grid needs for it.
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
    // Types are checked by `npm run typecheck` (the first step of `npm test`, so of CI), over the
    // tests and scripts too; the export does not check them a second time (15 s of build CPU).
    typescript: { ignoreBuildErrors: true },
    poweredByHeader: false,
    transpilePackages: [],
    turbopack:
      phase !== PHASE_DEVELOPMENT_SERVER && process.env.DOCS_REACT !== '1'
        ? { resolveAlias: PREACT_IN_BROWSER }
        : {},
  };
}
