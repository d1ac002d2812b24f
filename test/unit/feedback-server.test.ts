/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createFeedbackServer, type FeedbackServerOptions } from '@/scripts/feedback-server';
import { validateFeedbackPayload } from '@/src/feedback/payload';

const ORIGIN = 'http://docs.test';
const root = path.resolve(__dirname, '..', '..');

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  port: number,
  body: string,
  {
    method = 'POST',
    origin = ORIGIN,
    headers = {},
  }: { method?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/feedback',
        method,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(origin ? { Origin: origin } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function payload(overrides: Record<string, unknown> = {}) {
  return {
    id: `id-${Math.random().toString(36).slice(2)}`,
    page: '/x/react-data-grid/',
    rating: 'yes',
    comment: 'Clear and useful.',
    version: '7.12.0',
    language: 'en',
    ...overrides,
  };
}

function readLines(file: string): string[] {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

let dir: string;
let file: string;
let server: FastifyInstance | null = null;

async function start(options: Partial<FeedbackServerOptions> = {}): Promise<number> {
  server = createFeedbackServer({ file, allowedOrigin: ORIGIN, ...options });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-server-'));
  file = path.join(dir, 'feedback.jsonl');
});

afterEach(async () => {
  if (server) {
    server.server.closeAllConnections();
    await server.close();
    server = null;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('feedback receiver', () => {
  it('stores an accepted entry as one JSON line and answers 201 with CORS headers', async () => {
    const port = await start();
    const entry = payload({ comment: 'Line one\nline two "quoted"' });
    const reply = await request(port, JSON.stringify(entry));
    expect(reply.status).toBe(201);
    expect(reply.headers['access-control-allow-origin']).toBe(ORIGIN);
    const lines = readLines(file);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject(entry);
  });

  it('answers the CORS preflight of the docs origin only', async () => {
    const port = await start();
    const ok = await request(port, '', { method: 'OPTIONS' });
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-methods']).toBe('POST');
    const foreign = await request(port, '', { method: 'OPTIONS', origin: 'https://evil.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('stores 200 concurrent valid submissions exactly once each', async () => {
    const port = await start({ rateLimit: { max: 1000, windowMs: 60_000 } });
    const entries = Array.from({ length: 200 }, (_, index) =>
      payload({ id: `concurrent-${index}`, rating: index % 2 ? 'yes' : 'no' }),
    );
    const replies = await Promise.all(entries.map((entry) => request(port, JSON.stringify(entry))));
    expect(replies.map((reply) => reply.status)).toEqual(entries.map(() => 201));
    const ids = readLines(file).map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids).toHaveLength(200);
    expect(new Set(ids)).toEqual(new Set(entries.map((entry) => entry.id)));
  });

  it('stores a retried submission (same id) once', async () => {
    const port = await start();
    const entry = JSON.stringify(payload({ id: 'retried' }));
    const [first, second] = await Promise.all([request(port, entry), request(port, entry)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect((await request(port, entry)).status).toBe(200);
    expect(readLines(file)).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"id": "x",', 400, /not valid JSON/],
    ['an array', '[]', 400, /JSON object/],
    ['a numeric rating', JSON.stringify(payload({ rating: 1 })), 400, /rating/],
    ['an unknown rating', JSON.stringify(payload({ rating: 'maybe' })), 400, /rating/],
    ['a comment of the wrong type', JSON.stringify(payload({ comment: 42 })), 400, /comment/],
    ['a missing page', JSON.stringify(payload({ page: undefined })), 400, /page/],
    ['a page that is no pathname', JSON.stringify(payload({ page: 'x' })), 400, /page/],
    ['a version of the wrong type', JSON.stringify(payload({ version: 7 })), 400, /version/],
    ['a bad language', JSON.stringify(payload({ language: 'English' })), 400, /language/],
    ['an oversized comment', JSON.stringify(payload({ comment: 'a'.repeat(5001) })), 413, /5000/],
    ['an oversized body', JSON.stringify(payload({ extra: 'a'.repeat(70_000) })), 413, /bytes/],
  ])(
    'refuses %s with a status, a reason, and writes nothing',
    async (_name, body, status, reason) => {
      const port = await start();
      const reply = await request(port, body);
      expect(reply.status).toBe(status);
      expect((JSON.parse(reply.body) as { error: string }).error).toMatch(reason);
      expect(readLines(file)).toEqual([]);
    },
  );

  it('accepts a comment of exactly 5000 characters and an empty comment', async () => {
    const port = await start();
    expect(
      (await request(port, JSON.stringify(payload({ comment: 'b'.repeat(5000) })))).status,
    ).toBe(201);
    expect((await request(port, JSON.stringify(payload({ comment: '' })))).status).toBe(201);
    expect(readLines(file)).toHaveLength(2);
  });

  it('refuses a foreign origin and a request without origin with 403', async () => {
    const port = await start();
    const foreign = await request(port, JSON.stringify(payload()), { origin: 'https://evil.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await request(port, JSON.stringify(payload()), { origin: null })).status).toBe(403);
    expect(readLines(file)).toEqual([]);
  });

  it('limits the rate of one client with 429 and writes nothing for refused requests', async () => {
    const port = await start({ rateLimit: { max: 5, windowMs: 60_000 } });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        request(port, JSON.stringify(payload({ id: `flood-${index}` }))),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(readLines(file)).toHaveLength(5);
  });

  it('sends the same CORS and cache headers on every answer', async () => {
    const port = await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    const preflight = await request(port, '', {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-other',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.body).toBe('');
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'POST',
      // The allowed headers are fixed, not echoed, so the answer does not vary with them.
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
      'cache-control': 'no-store',
      vary: 'Origin',
    });
    const stored = await request(port, JSON.stringify(payload()));
    const refused = await request(port, JSON.stringify(payload({ rating: 'maybe' })));
    const limited = await request(port, JSON.stringify(payload()));
    expect([stored.status, refused.status, limited.status]).toEqual([201, 400, 429]);
    for (const reply of [stored, refused, limited]) {
      expect(reply.headers).toMatchObject({
        'access-control-allow-origin': ORIGIN,
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        vary: 'Origin',
      });
    }
    const foreign = await request(port, JSON.stringify(payload()), { origin: 'https://evil.test' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({ error: 'Origin not allowed.' });
    expect(foreign.headers).toMatchObject({ 'cache-control': 'no-store', vary: 'Origin' });
  });

  it('answers other methods with 405 for the docs origin and 403 for any other', async () => {
    const port = await start();
    const get = await request(port, '', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(JSON.parse(get.body)).toEqual({ error: 'Only POST is accepted.' });
    expect(get.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await request(port, '', { method: 'DELETE' })).status).toBe(405);
    expect((await request(port, '', { method: 'GET', origin: 'https://evil.test' })).status).toBe(
      403,
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing id', { id: undefined }],
    ['an id with a space', { id: 'a b' }],
    ['an id of 101 characters', { id: 'a'.repeat(101) }],
    ['an empty page', { page: '' }],
    ['a boolean rating', { rating: true }],
    ['a null comment', { comment: null }],
    ['an empty version', { version: '' }],
    ['a region-only language', { language: 'en-' }],
    ['an oversized comment', { comment: 'c'.repeat(5001) }],
    // 5,000 code points but 5,001 UTF-16 code units: too long, as the widget's field counts.
    ['a comment ending in an emoji', { comment: `${'c'.repeat(4999)}\u{1F600}` }],
  ])('refuses %s exactly as the payload rule does', async (_name, overrides) => {
    const port = await start({ rateLimit: { max: 1000, windowMs: 60_000 } });
    const body = payload(overrides);
    const rule = validateFeedbackPayload(JSON.parse(JSON.stringify(body)));
    expect(rule.ok).toBe(false);
    const reply = await request(port, JSON.stringify(body));
    expect(rule.ok === false && { status: rule.status, error: rule.reason }).toEqual({
      status: reply.status,
      error: (JSON.parse(reply.body) as { error: string }).error,
    });
    expect(readLines(file)).toEqual([]);
  });

  it('refuses a body that is no object, and an empty one, with 400', async () => {
    const port = await start({ rateLimit: { max: 1000, windowMs: 60_000 } });
    for (const [body, error] of [
      ['null', 'The body must be a JSON object.'],
      ['"text"', 'The body must be a JSON object.'],
      ['', 'The body is not valid JSON.'],
    ]) {
      const reply = await request(port, body);
      expect({ status: reply.status, body: JSON.parse(reply.body) as unknown }).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect(readLines(file)).toEqual([]);
  });

  it('stores only the payload fields, whatever else the body holds or however it is typed', async () => {
    const port = await start();
    const entry = payload({ comment: `${'c'.repeat(4998)}\u{1F600}` });
    const body = JSON.stringify({ ...entry, extra: 'x' }).replace(
      /^\{/,
      '{"__proto__":{"polluted":true},',
    );
    const reply = await request(port, body, { headers: { 'Content-Type': 'text/plain' } });
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body)).toEqual({ id: entry.id });
    const [line] = readLines(file);
    const { receivedAt, ...stored } = JSON.parse(line) as Record<string, unknown>;
    expect(stored).toEqual(entry);
    expect(typeof receivedAt).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('counts the rate per X-Forwarded-For address only behind a trusted proxy', async () => {
    const forwardedFor = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    let port = await start({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: true });
    const trusted = [
      await request(port, JSON.stringify(payload()), forwardedFor('203.0.113.1, 10.0.0.1')),
      await request(port, JSON.stringify(payload()), forwardedFor('203.0.113.2')),
      await request(port, JSON.stringify(payload()), forwardedFor('203.0.113.1')),
    ];
    expect(trusted.map((reply) => reply.status)).toEqual([201, 201, 429]);
    server!.server.closeAllConnections();
    await server!.close();
    port = await start({ rateLimit: { max: 1, windowMs: 60_000 } });
    const direct = [
      await request(port, JSON.stringify(payload()), forwardedFor('203.0.113.3')),
      await request(port, JSON.stringify(payload()), forwardedFor('203.0.113.4')),
    ];
    expect(direct.map((reply) => reply.status)).toEqual([201, 429]);
  });

  it('keeps every acknowledged entry when the process is killed', async () => {
    const acknowledged: string[] = [];
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts', 'feedback-server.ts'),
        '--port',
        '0',
        '--file',
        file,
        '--origin',
        ORIGIN,
        '--rate',
        '100000',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /localhost:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      let sent = 0;
      const worker = async () => {
        while (sent < 5000) {
          const entry = payload({ id: `kill-${sent}` });
          sent += 1;
          try {
            const reply = await request(port, JSON.stringify(entry));
            if (reply.status === 201) acknowledged.push(entry.id);
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Promise.all(Array.from({ length: 20 }, worker));
      while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill('SIGKILL');
      await workers;
    } finally {
      child.kill('SIGKILL');
    }
    const ids = new Set(
      readLines(file).flatMap((line) => {
        try {
          return [(JSON.parse(line) as { id: string }).id];
        } catch {
          return [];
        }
      }),
    );
    // Acknowledged ids were recorded after the answer arrived, so each one must be on disk.
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);

    // A restart on the same file keeps the entries and still refuses their ids as new entries.
    const port = await start({ rateLimit: { max: 1000, windowMs: 60_000 } });
    const before = readLines(file).length;
    const first = [...ids][0];
    expect((await request(port, JSON.stringify(payload({ id: first })))).status).toBe(200);
    expect(readLines(file)).toHaveLength(before);
  }, 30_000);
});
