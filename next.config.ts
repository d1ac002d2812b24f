import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
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
};

export default nextConfig;
