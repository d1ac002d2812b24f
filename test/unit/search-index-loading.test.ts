import { loadSearchIndex } from '@/src/search/loadSearchIndex';
import { docsWordsOf, englishOfChinese } from '@/src/search/terms';

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

/** The part of `Response` the loader reads. */
function reply(text: string) {
  return { ok: true, status: 200, text: async () => text } as unknown as Response;
}

describe('loading the search index', () => {
  it('fetches the full index only once the head has arrived, and hands the head over first', async () => {
    const requested: string[] = [];
    let releaseHead: () => void = () => undefined;
    const headArrived = new Promise<void>((resolve) => {
      releaseHead = resolve;
    });
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const href = String(url);
      requested.push(href);
      if (href.includes('.head.')) {
        await headArrived;
        return reply(JSON.stringify({ part: 'head' }));
      }
      // The full index arrives in two pieces joined before parsing.
      return reply(href.endsWith('.0.json') ? '{"part":' : '"full"}');
    }) as typeof fetch;

    const heads: unknown[] = [];
    const full = loadSearchIndex('en', (index) => heads.push(index));
    await Promise.resolve();
    expect(requested).toEqual(['/static/search/en.head.aaaa.json']);
    // The everyday vocabulary is not there yet: the core tables translate alone.
    expect(docsWordsOf('sticky columns')).toBeNull();
    expect(englishOfChinese('多级表头')).toBeNull();

    releaseHead();
    await expect(full).resolves.toEqual({ part: 'full' });
    expect(heads).toEqual([{ part: 'head' }]);
    // ...and it has come with the full index.
    expect(docsWordsOf('sticky columns')).toBe('column pinning');
    expect(englishOfChinese('多级表头')).toBe('column groups');
    expect(requested).toEqual([
      '/static/search/en.head.aaaa.json',
      '/static/search/en.bbbb.0.json',
      '/static/search/en.bbbb.1.json',
    ]);
  });
});
