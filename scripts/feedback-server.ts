// Reference receiver for page feedback (README → "Feedback receiver"). Node's own `http`, no
// framework: validates the payload with the widget's own rule, accepts cross-origin requests only
// from the docs origin, limits each client's rate and appends every accepted entry as one JSON line,
// flushed to disk (fdatasync) before answering 201.
//
//   npx tsx scripts/feedback-server.ts --port 4100 --file feedback.jsonl --origin https://mui.com
import fs from 'node:fs';
import http from 'node:http';
import { validateFeedbackPayload, type FeedbackPayload } from '../src/feedback/payload';

export interface RateLimit {
  /** Requests one client may make per window. */
  max: number;
  windowMs: number;
}

export interface FeedbackServerOptions {
  /** JSON Lines file the entries are appended to (created when missing). */
  file: string;
  /** The only origin whose requests are accepted, e.g. `https://mui.com`. */
  allowedOrigin: string;
  rateLimit?: RateLimit;
  /** Largest request body read, in bytes (a 5,000-character comment fits many times). */
  maxBodyBytes?: number;
  /** Read the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  trustProxy?: boolean;
}

export interface StoredFeedback extends FeedbackPayload {
  receivedAt: string;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Appends lines with group commit: one write and one fdatasync for every batch of waiting lines. */
class AppendLog {
  private fd: number;
  private pending: { line: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  private flushing = false;

  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'a+');
    // A torn last line can only be an entry that was never acknowledged: drop it.
    const content = fs.readFileSync(file, 'utf8');
    const end = content.lastIndexOf('\n') + 1;
    if (end < content.length) {
      fs.ftruncateSync(this.fd, Buffer.byteLength(content.slice(0, end)));
      fs.fdatasyncSync(this.fd);
    }
  }

  /** Ids of the entries already stored, for de-duplication after a restart. */
  readIds(): Set<string> {
    const ids = new Set<string>();
    for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
      if (!line) continue;
      try {
        const entry = JSON.parse(line) as { id?: unknown };
        if (typeof entry.id === 'string') ids.add(entry.id);
      } catch {
        // Not ours to judge: keep the line, ignore it.
      }
    }
    return ids;
  }

  append(line: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush() {
    this.flushing = true;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      const data = Buffer.from(batch.map((item) => `${item.line}\n`).join(''));
      try {
        await writeAll(this.fd, data);
        await new Promise<void>((resolve, reject) =>
          fs.fdatasync(this.fd, (error) => (error ? reject(error) : resolve())),
        );
        batch.forEach((item) => item.resolve());
      } catch (error) {
        batch.forEach((item) => item.reject(error as Error));
      }
    }
    this.flushing = false;
  }

  close() {
    fs.closeSync(this.fd);
  }
}

function writeAll(fd: number, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = (offset: number) => {
      if (offset >= data.length) {
        resolve();
        return;
      }
      fs.write(fd, data, offset, data.length - offset, null, (error, written) =>
        error ? reject(error) : step(offset + written),
      );
    };
    step(0);
  });
}

/** Fixed-window counter per client address. */
function createRateLimiter({ max, windowMs }: RateLimit) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string, now = Date.now()): number => {
    let entry = windows.get(client);
    if (!entry || now - entry.start >= windowMs) {
      if (windows.size > 10_000) {
        for (const [key, value] of windows) if (now - value.start >= windowMs) windows.delete(key);
      }
      entry = { start: now, count: 0 };
      windows.set(client, entry);
    }
    entry.count += 1;
    // Seconds until the client may try again, 0 when this request is allowed.
    return entry.count > max ? Math.ceil((entry.start + windowMs - now) / 1000) : 0;
  };
}

function readBody(request: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, `The body must be at most ${limit} bytes.`));
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    request.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `The body must be at most ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/**
 * A receiver that is not listening yet: call `listen(port)`. `close()` also closes the log file.
 */
export function createFeedbackServer(options: FeedbackServerOptions): http.Server {
  const log = new AppendLog(options.file);
  const stored = log.readIds();
  const inFlight = new Map<string, Promise<void>>();
  const limit = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin === options.allowedOrigin
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' };

  const send = (
    response: http.ServerResponse,
    status: number,
    body: Record<string, unknown> | null,
    headers: Record<string, string>,
  ) => {
    const text = body ? JSON.stringify(body) : '';
    response.writeHead(status, {
      ...headers,
      'Cache-Control': 'no-store',
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    });
    response.end(text);
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin);
    if (origin !== options.allowedOrigin) {
      request.resume();
      throw new HttpError(403, 'Origin not allowed.');
    }
    if (request.method === 'OPTIONS') {
      request.resume();
      send(response, 204, null, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return;
    }
    if (request.method !== 'POST') {
      request.resume();
      throw new HttpError(405, 'Only POST is accepted.');
    }
    const forwarded = options.trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          .trim()
      : '';
    const client = forwarded || request.socket.remoteAddress || 'unknown';
    const retryAfter = limit(client);
    if (retryAfter > 0) {
      request.resume();
      send(
        response,
        429,
        { error: 'Too many requests.' },
        {
          ...cors,
          'Retry-After': String(retryAfter),
        },
      );
      return;
    }
    const text = await readBody(request, maxBodyBytes);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The body is not valid JSON.');
    }
    const result = validateFeedbackPayload(value);
    if (!result.ok) throw new HttpError(result.status, result.reason);
    const { payload } = result;
    if (stored.has(payload.id)) {
      send(response, 200, { id: payload.id, duplicate: true }, cors);
      return;
    }
    let write = inFlight.get(payload.id);
    const duplicate = write !== undefined;
    if (!write) {
      const entry: StoredFeedback = { ...payload, receivedAt: new Date().toISOString() };
      write = log.append(JSON.stringify(entry));
      inFlight.set(payload.id, write);
    }
    try {
      await write;
      stored.add(payload.id);
    } finally {
      inFlight.delete(payload.id);
    }
    send(
      response,
      duplicate ? 200 : 201,
      { id: payload.id, ...(duplicate ? { duplicate } : {}) },
      cors,
    );
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const cors = corsHeaders(request.headers.origin);
      if (error instanceof HttpError) {
        send(response, error.status, { error: error.message }, cors);
      } else {
        console.error('feedback-server:', error);
        send(response, 500, { error: 'The entry could not be stored.' }, cors);
      }
    });
  });
  server.on('close', () => log.close());
  return server;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (require.main === module) {
  const port = Number(argument('port') ?? process.env.FEEDBACK_PORT ?? 4100);
  const file = argument('file') ?? process.env.FEEDBACK_FILE ?? 'feedback.jsonl';
  const allowedOrigin =
    argument('origin') ?? process.env.FEEDBACK_ALLOWED_ORIGIN ?? 'https://mui.com';
  const max = Number(argument('rate') ?? process.env.FEEDBACK_RATE_LIMIT ?? DEFAULT_RATE_LIMIT.max);
  const server = createFeedbackServer({
    file,
    allowedOrigin,
    rateLimit: { max, windowMs: DEFAULT_RATE_LIMIT.windowMs },
    trustProxy: process.env.FEEDBACK_TRUST_PROXY === '1',
  });
  server.listen(port, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    // The first line tells a parent process which port was chosen (`--port 0`).
    console.log(
      `feedback-server listening on http://localhost:${actual} (origin ${allowedOrigin}, file ${file})`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
