import type * as LoaderModule from '@/src/search/loadSearchIndex';
import type * as TextModule from '@/src/search/indexText';

jest.mock('@/src/search/indexFiles.generated', () => ({
  searchIndexFiles: {
    en: [
      '/static/search/en.head.aaaa.json',
      '/static/search/en.bbbb.0.json',
      '/static/search/en.bbbb.1.json',
    ],
    zh: [],
  },
}));

jest.mock('@/src/search/engine', () => ({
  loadIndex: (file: { part: string }) => ({ part: file.part }),
}));

const HEAD = '/static/search/en.head.aaaa.json';

/** The part of `Response` the loader reads. */
function reply(text: string, status = 200) {
  return { ok: status === 200, status, text: async () => text } as unknown as Response;
}

/** Answers every index file; the head fails with `headStatus` the first `headFailures` times. */
function serveIndex(headFailures = 0, headStatus = 503) {
  const requested: string[] = [];
  let failuresLeft = headFailures;
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const href = String(url);
    requested.push(href);
    if (href === HEAD) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return reply('', headStatus);
      }
      return reply(JSON.stringify({ part: 'head' }));
    }
    return reply(href.endsWith('.0.json') ? '{"part":' : '"full"}');
  }) as typeof fetch;
  return requested;
}

/** Fresh modules for each test: both keep what was asked for during the visit. */
function modules(): { text: typeof TextModule; loader: typeof LoaderModule } {
  let text: typeof TextModule | undefined;
  let loader: typeof LoaderModule | undefined;
  jest.isolateModules(() => {
    text = jest.requireActual<typeof TextModule>('@/src/search/indexText');
    loader = jest.requireActual<typeof LoaderModule>('@/src/search/loadSearchIndex');
  });
  return { text: text as typeof TextModule, loader: loader as typeof LoaderModule };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('starting the search index early', () => {
  it('downloads the head once: the dialog takes over the download started ahead of it', async () => {
    const requested = serveIndex();
    const { text, loader } = modules();
    text.prefetchHeadIndex('en');
    text.prefetchHeadIndex('en');
    expect(requested).toEqual([HEAD]);

    const heads: unknown[] = [];
    await expect(loader.loadSearchIndex('en', (head) => heads.push(head))).resolves.toEqual({
      part: 'full',
    });
    expect(heads).toEqual([{ part: 'head' }]);
    expect(requested).toEqual([
      HEAD,
      '/static/search/en.bbbb.0.json',
      '/static/search/en.bbbb.1.json',
    ]);
  });

  it('starts nothing once the dialog has asked for the head itself', async () => {
    const requested = serveIndex();
    const { text, loader } = modules();
    const full = loader.loadSearchIndex('en');
    text.prefetchHeadIndex('en');
    await full;
    expect(requested.filter((url) => url === HEAD)).toHaveLength(1);
  });

  it('forgets a failed early download: the dialog downloads the head again and searches', async () => {
    const requested = serveIndex(1);
    const { text, loader } = modules();
    text.prefetchHeadIndex('en');
    await flush();
    const heads: unknown[] = [];
    await expect(loader.loadSearchIndex('en', (head) => heads.push(head))).resolves.toEqual({
      part: 'full',
    });
    expect(heads).toEqual([{ part: 'head' }]);
    expect(requested.filter((url) => url === HEAD)).toHaveLength(2);
  });

  it('leaves the full index to answer when a head it took over fails', async () => {
    serveIndex(1, 500);
    const { text, loader } = modules();
    text.prefetchHeadIndex('en');
    const heads: unknown[] = [];
    // The head failed: the full index is still fetched and answers.
    await expect(loader.loadSearchIndex('en', (head) => heads.push(head))).resolves.toEqual({
      part: 'full',
    });
    expect(heads).toEqual([]);
  });

  it('does nothing for a language without a head file, and never rejects', () => {
    const requested = serveIndex();
    const { text } = modules();
    expect(() => text.prefetchHeadIndex('zh')).not.toThrow();
    expect(requested).toEqual([]);
  });
});
