// Writes the service worker of /x/ into the static export (docs/service-worker.md). A step of
// scripts/build.ts after `next build` (every export recreates out/) and every step that changes
// exported files (the precache records file contents):
//
//   npx tsx scripts/build.ts --only service-worker
//
// - Precaches the content-hashed assets (`/_next/static/**`) and the offline page: cache-first.
//   The chunks only the live module tables load (scripts/live-module-chunks.ts: some hundreds of
//   files that edited demos import from) are left out; they are cached on first use instead, in a
//   cache of this build, and a page served by the worker loads the ones its demos import
//   (src/live/offline.ts), so its demos can be edited offline.
// - Navigations under /x/ (and Next's page data) are network-first with a timeout; offline they fall
//   back to the cached copy, then to /x/offline.html. HTML is never precached, so it is never stale.
// - The search index (`/static/search/*.json`, content-hashed names) is cached on first use,
//   cache-first, so search keeps working offline after it has been opened once; so are the demo
//   sources (`/static/demo-sources/*.json`, fetched as each demo nears the viewport), so a page read
//   online shows and copies its demos' code offline too.
// - The runtime cache is versioned by a hash of the export; activation deletes every other version.
// - `NEXT_PUBLIC_SERVICE_WORKER=off` writes the kill switch instead: a no-op worker that deletes the
//   caches and unregisters itself (the pages of that build do not register any worker).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { findLiveModuleChunks } from './live-module-chunks';

const CACHE_PREFIX = 'mui-x-docs';
const NETWORK_TIMEOUT_SECONDS = 3;

/** Files this script writes, left out of the version hash so a rerun gives the same version. */
const isGenerated = (relative: string): boolean =>
  /^x\/(sw\.js|sw-lifecycle\.[\w-]+\.js|workbox-[\w-]+\.js)(\.map)?$/.test(relative);

/** Markdown twins and llms.txt files: never cached, and outside the version hash. */
const isMarkdownTwin = (relative: string): boolean =>
  /\.md$|(^|\/)llms(-full)?\.txt$/.test(relative);

function listFiles(folder: string, prefix = ''): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(folder, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** A short hash of every exported file: any change of content gives a new worker and cache. */
function exportVersion(outDir: string, files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const relative of files) {
    hash.update(relative);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(outDir, relative)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function removeGenerated(outDir: string, files: string[]): void {
  for (const relative of files.filter(isGenerated)) fs.rmSync(path.join(outDir, relative));
}

const KILL_SWITCH = `// Kill switch (docs/service-worker.md): replaces the caching worker, deletes its caches and
// unregisters itself. It has no fetch handler, so every request goes to the network.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => key.startsWith('${CACHE_PREFIX}-')).map((key) => caches.delete(key)),
      );
      await self.registration.unregister();
    })(),
  );
});
`;

/** The caches named after the export's version; activation deletes the other versions. */
function versionedCaches(version: string) {
  return {
    pages: `${CACHE_PREFIX}-pages-${version}`,
    chunks: `${CACHE_PREFIX}-chunks-${version}`,
  };
}

function lifecycleScript(current: string[]): string {
  const prefixes = current.map((name) => name.slice(0, name.lastIndexOf('-') + 1));
  return `// Deletes the caches of older builds when this worker activates.
{
  const current = ${JSON.stringify(current)};
  const versioned = ${JSON.stringify(prefixes)};
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then((keys) =>
        Promise.all(
          keys
            .filter((key) => versioned.some((prefix) => key.startsWith(prefix)) && !current.includes(key))
            .map((key) => caches.delete(key)),
        ),
      ),
    );
  });
}
`;
}

/** Writes out/x/sw.js (or the kill switch); returns the line the build prints. */
export async function buildServiceWorker(outDir: string): Promise<string> {
  const swDir = path.join(outDir, 'x');
  const swDest = path.join(swDir, 'sw.js');
  const shown = path.relative(process.cwd(), swDest) || swDest;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no export: run \`next build\` first.`);
  }
  fs.mkdirSync(swDir, { recursive: true });
  const files = listFiles(outDir);
  removeGenerated(outDir, files);

  if (process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off') {
    fs.writeFileSync(swDest, KILL_SWITCH);
    return `service worker: kill switch written to ${shown}`;
  }

  const version = exportVersion(
    outDir,
    files.filter((relative) => !isGenerated(relative) && !isMarkdownTwin(relative)),
  );
  const { pages: pagesCache, chunks: chunksCache } = versionedCaches(version);
  const lifecycle = `sw-lifecycle.${version}.js`;
  fs.writeFileSync(path.join(swDir, lifecycle), lifecycleScript([pagesCache, chunksCache]));
  // The chunks only edited demos load stay out of the precache: the page keeps the ones its demos
  // import (src/live/offline.ts) through the runtime route below.
  const live = findLiveModuleChunks(outDir);
  const notPrecached = new Set(live.only);

  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: [
      '_next/static/**/*.{js,css,woff,woff2,ttf,svg,png,jpg,webp,avif}',
      'x/offline.html',
    ],
    globIgnores: ['**/*.map'],
    manifestTransforms: [
      async (entries) => ({
        // Workbox has prefixed the URLs with `/` by now (modifyURLPrefix).
        manifest: entries.filter((entry) => !notPrecached.has(entry.url.replace(/^\//, ''))),
        warnings: [],
      }),
    ],
    swDest,
    // The worker lives under /x/: without this, `_next/...` would resolve to /x/_next/...
    modifyURLPrefix: { '': '/' },
    // Content-hashed names need no revision query.
    dontCacheBustURLsMatching: /_next\/static\//,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    cacheId: CACHE_PREFIX,
    cleanupOutdatedCaches: true,
    // The page tells a waiting worker to skip waiting (message `SKIP_WAITING`) when it reloads.
    skipWaiting: false,
    clientsClaim: false,
    importScripts: [lifecycle],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.pathname.startsWith('/x/') &&
          !url.pathname.endsWith('.md'),
        handler: 'NetworkFirst',
        options: {
          cacheName: pagesCache,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          // Revalidate with the server even when the HTTP cache holds a copy.
          fetchOptions: { cache: 'no-cache' },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/x/offline.html' },
        },
      },
      {
        // Loaded only when a reader opens search; a new build has new names, so old entries age out.
        urlPattern: ({ url }) => url.pathname.startsWith('/static/search/'),
        handler: 'CacheFirst',
        options: {
          cacheName: `${CACHE_PREFIX}-search`,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 8 },
        },
      },
      {
        // Each demo's source, fetched as the demo loads; content-hashed names as well.
        urlPattern: ({ url }) => url.pathname.startsWith('/static/demo-sources/'),
        handler: 'CacheFirst',
        options: {
          cacheName: `${CACHE_PREFIX}-demo-sources`,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300 },
        },
      },
      {
        // Content-hashed files left out of the precache (the chunks of the live module tables):
        // kept once loaded, for this build only.
        urlPattern: ({ url }) => url.pathname.startsWith('/_next/static/'),
        handler: 'CacheFirst',
        options: {
          cacheName: chunksCache,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/_next/data/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: pagesCache,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return `service worker ${version}: ${count} files (${(size / 1024 / 1024).toFixed(1)} MB) precached, ${notPrecached.size} chunks of the live module tables kept on use, ${shown}`;
}
