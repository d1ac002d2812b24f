// Reference receiver for page feedback (docs/feedback.md), on Fastify: the body is
// checked against the payload's JSON Schema (Fastify's Ajv), cross-origin requests are accepted
// only from the docs origin (@fastify/cors), each client's rate is limited and every accepted entry
// is appended as one JSON line, flushed to disk (fdatasync) before answering 201.
//
//   npx tsx scripts/feedback-server.ts --port 4100 --file feedback.jsonl --origin https://mui.com
import fs from 'node:fs';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifySchemaValidationError,
} from 'fastify';
import {
  FEEDBACK_PAYLOAD_SCHEMA,
  feedbackRefusal,
  type FeedbackPayload,
  type FeedbackRefusal,
} from '../src/feedback/payload';

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

/** The refusal for Ajv's first error: the status and reason `validateFeedbackPayload` gives. */
function schemaRefusal(error: FastifySchemaValidationError): FeedbackRefusal {
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : // `/comment` names a field; an empty path is the body itself.
        error.instancePath.split('/')[1];
  return feedbackRefusal(field, error.keyword);
}

/**
 * Ajv warns when the `unicode` option is set (it is deprecated, yet still honoured in Ajv 8); every
 * other warning still reaches the console.
 */
const ajvLogger = {
  log: (...args: unknown[]) => console.log(...args),
  warn: (...args: unknown[]) => {
    if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
  },
  error: (...args: unknown[]) => console.error(...args),
};

/**
 * A receiver that is not listening yet: `await listen({ port, host })`; the Node server is its
 * `server`. `close()` also closes the log file.
 */
export function createFeedbackServer(options: FeedbackServerOptions): FastifyInstance {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const app = Fastify({
    bodyLimit: maxBodyBytes,
    // `request.ip` is then the first `X-Forwarded-For` address.
    trustProxy: options.trustProxy ?? false,
    ajv: {
      customOptions: {
        // Types are checked, never coerced: a numeric `version` is refused, not turned into "7".
        coerceTypes: false,
        // Lengths count UTF-16 code units, like the comment field's `maxLength` in the widget.
        unicode: false,
        // Fields the schema does not name are dropped (`additionalProperties: false`).
        removeAdditional: true,
        logger: ajvLogger,
      },
    },
  });

  const log = new AppendLog(options.file);
  const stored = log.readIds();
  const inFlight = new Map<string, Promise<void>>();
  const limit = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  app.addHook('onClose', async () => log.close());

  // Every answer, refusals included, is about one request only.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // CORS for the one allowed origin: `Access-Control-Allow-Origin` reflects it, `Vary: Origin` is
  // on every answer (the origin is checked by a function), and its preflight (any OPTIONS, with or
  // without `Access-Control-Request-Method`) is answered 204 with the fixed method, header and
  // max-age below. Any other origin, or none, is refused with 403 before anything else runs.
  void app.register(cors, {
    origin: (origin, callback) =>
      origin === options.allowedOrigin
        ? callback(null, true)
        : callback(new HttpError(403, 'Origin not allowed.'), false),
    methods: 'POST',
    allowedHeaders: 'Content-Type',
    maxAge: 600,
    strictPreflight: false,
  });

  // Registered after CORS, so a foreign origin is refused before it counts against a rate.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const retryAfter = limit(request.ip || 'unknown');
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(retryAfter))
        .send({ error: 'Too many requests.' });
    }
    return undefined;
  });

  // POST and the preflight are routed below; any other method from the allowed origin lands here.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(405).send({ error: 'Only POST is accepted.' }),
  );

  app.setErrorHandler<FastifyError | HttpError>(async (error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ error: error.message });
    }
    if (error.validation && error.validation.length > 0) {
      const refusal = schemaRefusal(error.validation[0]);
      return reply.code(refusal.status).send({ error: refusal.reason });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: `The body must be at most ${maxBodyBytes} bytes.` });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals, e.g. 415 for a malformed Content-Type header.
      return reply.code(error.statusCode).send({ error: error.message });
    }
    console.error('feedback-server:', error);
    return reply.code(500).send({ error: 'The entry could not be stored.' });
  });

  // Only the POST route reads a body, in its own scope: the JSON parser below is registered there,
  // and every other method is refused (405, 403) without reading one.
  app.removeAllContentTypeParsers();
  void app.register(async (scope) => {
    // The body is read as JSON whatever its declared type (the widget sends application/json, a
    // plain-text POST is taken as well). `JSON.parse` keeps a `__proto__` key as an own property,
    // which the schema then drops with every other unknown field.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      let value: unknown;
      try {
        value = JSON.parse(body as string);
      } catch {
        done(new HttpError(400, 'The body is not valid JSON.'), undefined);
        return;
      }
      done(null, value);
    });

    // The JSON Schema is the payload rule itself (`src/feedback/payload.ts`): Ajv checks the body
    // with it and `schemaRefusal` turns its first error into the rule's own status and reason. The
    // schema, not the hand-written validator in a preValidation hook, is the single source because
    // it is data: Fastify compiles it, and `validateFeedbackPayload` reads the same object.
    scope.post<{ Body: FeedbackPayload }>(
      '*',
      { schema: { body: FEEDBACK_PAYLOAD_SCHEMA } },
      async (request, reply) => {
        // Picked field by field: only the payload's fields are ever stored.
        const { id, page, rating, comment, version, language } = request.body;
        if (stored.has(id)) {
          return reply.code(200).send({ id, duplicate: true });
        }
        let write = inFlight.get(id);
        const duplicate = write !== undefined;
        if (!write) {
          const entry: StoredFeedback = {
            id,
            page,
            rating,
            comment,
            version,
            language,
            receivedAt: new Date().toISOString(),
          };
          write = log.append(JSON.stringify(entry));
          inFlight.set(id, write);
        }
        try {
          await write;
          stored.add(id);
        } finally {
          inFlight.delete(id);
        }
        return reply.code(duplicate ? 200 : 201).send({ id, ...(duplicate ? { duplicate } : {}) });
      },
    );
  });

  return app;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Listens on every interface: IPv6 and IPv4 when the host has IPv6, IPv4 alone otherwise. */
async function listenEverywhere(app: FastifyInstance, port: number): Promise<void> {
  try {
    await app.listen({ port, host: '::' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}

if (require.main === module) {
  const port = Number(argument('port') ?? process.env.FEEDBACK_PORT ?? 4100);
  const file = argument('file') ?? process.env.FEEDBACK_FILE ?? 'feedback.jsonl';
  const allowedOrigin =
    argument('origin') ?? process.env.FEEDBACK_ALLOWED_ORIGIN ?? 'https://mui.com';
  const max = Number(argument('rate') ?? process.env.FEEDBACK_RATE_LIMIT ?? DEFAULT_RATE_LIMIT.max);
  const app = createFeedbackServer({
    file,
    allowedOrigin,
    rateLimit: { max, windowMs: DEFAULT_RATE_LIMIT.windowMs },
    trustProxy: process.env.FEEDBACK_TRUST_PROXY === '1',
  });
  listenEverywhere(app, port).then(
    () => {
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      // The first line tells a parent process which port was chosen (`--port 0`).
      console.log(
        `feedback-server listening on http://localhost:${actual} (origin ${allowedOrigin}, file ${file})`,
      );
    },
    (error: unknown) => {
      console.error('feedback-server:', error);
      process.exit(1);
    },
  );
  // In-flight requests are answered (their entries are already being flushed) before the exit.
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
