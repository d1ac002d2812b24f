import type { NextConfig } from 'next';

export default function config(): NextConfig {
  return {
    output: 'export',
    trailingSlash: true,
    reactStrictMode: true,
    // Bundle packages in server rendering too, so pages and packages share one Emotion instance.
    bundlePagesRouterDependencies: true,
    // Build-time only tools: keep them out of the server bundle.
    serverExternalPackages: ['prettier', 'typescript'],
    images: { unoptimized: true },
    // Types are checked by `npm run typecheck` (the first step of `npm test`, so of CI), over the
    // tests and scripts too; the export does not check them a second time (15 s of build CPU).
    typescript: { ignoreBuildErrors: true },
    poweredByHeader: false,
    transpilePackages: [],
    turbopack: {
      rules: {
        // `next dev` only: MDX pages and demos imported as text by
        // src/markdown/server/devContentDependency.ts, so an edit refreshes the open page.
        '*': {
          condition: { all: ['development', { query: '?dev-content' }] },
          type: 'text',
        },
      },
    },
  };
}
