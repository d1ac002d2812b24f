// Serves the static export in out/ like a CDN would: clean URLs resolve to dir/index.html,
// unknown paths get 404.html with status 404, and text responses are gzipped (every CDN does; the
// page-weight budgets and Lighthouse measure gzipped bytes).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'out');
const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}

const compress = compression();

const server = http.createServer((request, response) =>
  compress(request, response, () =>
    handler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: true,
      directoryListing: false,
      headers: [
        {
          source: '_next/static/**',
          headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        },
      ],
    }),
  ),
);

server.listen(port, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});
