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
      // Chunk dynamic imports in `next dev` as a build does (its default there; unchanged for the
      // export). Without it, the chunk that `next/dynamic` preloads from the server HTML for a
      // rendered demo (the one holding the async loaders of the demo index) was named differently
      // from the chunks the browser was served, and every page with a demo asked for a chunk
      // that answered 404.
      turbopackClientSideNestedAsyncChunking: true,
    },
  };
}
