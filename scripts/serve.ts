// Serves the static export in out/ like a CDN would: clean URLs resolve to dir/index.html,
// unknown paths get 404.html with status 404, and text responses are gzipped (every CDN does; the
// page-weight budgets and Lighthouse measure gzipped bytes). Like a CDN, it compresses a file once:
// a full response is kept in memory, as sent, and sent again while its file is unchanged (the
// browser tests open every page in many fresh browsers, which would otherwise gzip the same
// scripts and pages again and again).
//
//   npx tsx scripts/serve.ts        (PORT, default 3000)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(__dirname, '..', 'out');
const port = Number(process.env.PORT ?? 3000);
/** Bytes of kept responses at most; past it, responses are still served, just not kept. */
const CACHE_LIMIT_BYTES = 512 * 1024 * 1024;

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}

interface Kept {
  /** The file the response was read from, and its version then. */
  file: string;
  mtimeMs: number;
  size: number;
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const kept = new Map<string, Kept>();
let keptBytes = 0;

/** A response is kept per URL and per encoding the browser accepts. */
const keyOf = (request: http.IncomingMessage) =>
  `${request.url ?? ''}\n${request.headers['accept-encoding'] ?? ''}`;

/** The kept response of this request, if its file has not changed since. */
function keptFor(request: http.IncomingMessage): Kept | null {
  if (request.method !== 'GET' || request.headers.range) return null;
  const entry = kept.get(keyOf(request));
  if (!entry) return null;
  const stats = fs.statSync(entry.file, { throwIfNoEntry: false });
  if (stats && stats.mtimeMs === entry.mtimeMs && stats.size === entry.size) return entry;
  kept.delete(keyOf(request));
  keptBytes -= entry.body.length;
  return null;
}

/**
 * Records the bytes the response sends (after compression) and, once it ends, keeps it if it was
 * a whole file sent with status 200.
 */
function keepWhenDone(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  servedFile: () => string | null,
) {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          String(chunk),
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  // The overloads of write/end take (chunk, encoding?, callback?): the chunk is recorded and every
  // argument passed on unchanged.
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk != null) chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    return (end as (...args: unknown[]) => http.ServerResponse)(chunk, ...rest);
  }) as typeof response.end;
  response.on('finish', () => {
    const file = servedFile();
    if (request.method !== 'GET' || request.headers.range || response.statusCode !== 200 || !file) {
      return;
    }
    const body = Buffer.concat(chunks);
    const stats = fs.statSync(file, { throwIfNoEntry: false });
    if (!stats || keptBytes + body.length > CACHE_LIMIT_BYTES) return;
    const headers = response.getHeaders();
    delete headers['transfer-encoding'];
    headers['content-length'] = body.length;
    kept.set(keyOf(request), {
      file,
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      status: response.statusCode,
      headers,
      body,
    });
    keptBytes += body.length;
  });
}

// The middleware is typed for Express, but it only reads and wraps Node's own request and response.
const compress = compression() as unknown as (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void;

const server = http.createServer((request, response) => {
  const entry = keptFor(request);
  if (entry) {
    response.writeHead(entry.status, entry.headers);
    response.end(entry.body);
    return;
  }
  let file: string | null = null;
  keepWhenDone(request, response, () => file);
  // Recording before compression wraps the response, so the compressed bytes are what is kept.
  compress(request, response, () => {
    void handler(
      request,
      response,
      {
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
      },
      {
        createReadStream: (pathname, options) => {
          file = typeof pathname === 'string' ? pathname : null;
          return fs.createReadStream(pathname, options);
        },
      },
    );
  });
});

server.listen(port, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});
