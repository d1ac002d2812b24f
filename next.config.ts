import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import type { NextConfig } from 'next';
import { watchContent } from './src/content/dev/contentWatcher';

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  if (dev) {
    // An edit to an MDX page or a demo refreshes the open page (docs/development.md).
    watchContent(__dirname);
  }
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
    experimental: {
      // Development only (a build does this already): chunk dynamic imports as a build does.
      // Without it, the chunks that \`next/dynamic\` preloads from the server HTML (the demo's
      // chunk group, which holds the async loaders of the demo index) are named differently
      // from the ones the browser is served, and each page asked for one that answered 404.
      turbopackClientSideNestedAsyncChunking: true,
    },
  };
}
