/**
 * @jest-environment node
 */
/**
 * The quality gates that `npm test` runs over out/ (link check, page-weight budgets), proven on a
 * small fixture export: each fails on the fault it exists to catch, and says where.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkBudgets,
  checkPageData,
  findBrokenLinks,
  findBrokenMarkdownLinks,
  firstLoadChunks,
  pageDataSizes,
  pageScripts,
  startupScriptFiles,
} from '@/scripts/site-files';

let out: string;

function write(relative: string, content: string | Buffer) {
  const file = path.join(out, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Random base64 text: gzip keeps about three quarters of it, so sizes stay predictable. */
function randomScript(bytes: number): string {
  return `/*${crypto.randomBytes(bytes).toString('base64').slice(0, bytes)}*/`;
}

function page(body: string, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script src="${src}" defer></script>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><style>body{margin:0}</style>${tags}</head><body>${body}</body></html>`;
}

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-checks-'));
  write('index.html', page('<h1 id="top">Home</h1><a href="/x/">X</a><a href="#top">Top</a>'));
  write(
    'x/index.html',
    page('<h2 id="columns">Columns</h2><a href="/">Home</a><a href="/x/#columns">Columns</a>'),
  );
  write('404.html', page('<h1>Not found</h1>'));
});

afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

describe('link check', () => {
  test('a clean export has no problem; outside links are not followed', () => {
    write('x/more/index.html', page('<a href="https://example.com/missing">out</a>'));
    expect(findBrokenLinks(out)).toEqual([]);
  });

  test('a link to a page that was not exported names the page, the link and the reason', () => {
    write('x/index.html', page('<a href="/x/react-data-grid/sorting/">Sorting</a>'));
    expect(findBrokenLinks(out)).toEqual([
      '/x/: link /x/react-data-grid/sorting/ → no exported page',
    ]);
  });

  test('an anchor with no element of that id on the target page is reported', () => {
    write('x/index.html', page('<h2 id="columns">Columns</h2><a href="/#bottom">Bottom</a>'));
    write('index.html', page('<a href="/x/#colums">typo</a><h1 id="top">Home</h1>'));
    expect(findBrokenLinks(out).sort()).toEqual([
      '/: link /x/#colums → no element with id "colums"',
      '/x/: link /#bottom → no element with id "bottom"',
    ]);
  });

  test('a guide linking a member anchor of an API page: only the member the page lists resolves', () => {
    write(
      'x/api/data-grid/data-grid/index.html',
      page(
        '<table><tbody><tr id="prop-checkboxSelection"><td>checkboxSelection</td></tr></tbody></table>',
      ),
    );
    write(
      'x/react-data-grid/row-selection/index.html',
      page(
        '<a href="/x/api/data-grid/data-grid/#prop-checkboxSelection">ok</a><a href="/x/api/data-grid/data-grid/#prop-checkboxSelections">typo</a>',
      ),
    );
    expect(findBrokenLinks(out)).toEqual([
      '/x/react-data-grid/row-selection/: link /x/api/data-grid/data-grid/#prop-checkboxSelections → no element with id "prop-checkboxSelections"',
    ]);
  });

  test('relative links resolve against the page URL', () => {
    write('x/index.html', page('<a href="columns/">relative</a>'));
    expect(findBrokenLinks(out)).toEqual(['/x/: link columns/ → no exported page']);
    write('x/columns/index.html', page('<p>Columns</p>'));
    expect(findBrokenLinks(out)).toEqual([]);
  });
});

describe('link check of the Markdown twins', () => {
  const origin = 'https://docs.example';

  test('site links of .md files and llms.txt resolve to exported files and anchors', () => {
    write('x.md', `# X\n\nSee [columns](${origin}/x/#columns) and [home](${origin}/).\n`);
    write('llms.txt', `# Docs\n\n- [X](${origin}/x.md)\n- [Out](https://example.com/gone)\n`);
    expect(findBrokenMarkdownLinks(origin, out)).toEqual([]);
  });

  test('a missing page, twin or anchor is reported; fenced code and other folders are not read', () => {
    write(
      'x.md',
      [
        `[a](${origin}/x/#colums) [b](${origin}/x/sorting/)`,
        '```tsx',
        `// [c](${origin}/x/missing/)`,
        '```',
        `[d](${origin}/material-ui/react-alert/)`,
      ].join('\n'),
    );
    write('llms.txt', `- [Y](${origin}/x/y.md)\n`);
    expect(findBrokenMarkdownLinks(origin, out).sort()).toEqual([
      `/llms.txt: link ${origin}/x/y.md → no exported file`,
      `/x.md: link ${origin}/x/#colums → no element with id "colums"`,
      `/x.md: link ${origin}/x/sorting/ → no exported file`,
    ]);
  });
});

describe('page-weight budgets', () => {
  const budgets = {
    home: { page: 'index.html', maxFirstLoadKb: 10, maxHtmlKb: 5 },
  };

  beforeEach(() => {
    write('_next/static/chunks/framework.js', randomScript(6 * 1024));
    write('_next/static/chunks/page.js', randomScript(2 * 1024));
    write(
      'index.html',
      page('<h1>Home</h1>', ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js']),
    );
  });

  test('a page within its budgets passes and reports its measures', () => {
    const { problems, measures } = checkBudgets(budgets, 20, out);
    expect(problems).toEqual([]);
    expect(measures[0].label).toBe('home');
    expect(measures[0].firstLoadKb).toBeGreaterThan(4);
    expect(measures[0].firstLoadKb).toBeLessThan(10);
  });

  test('an over-budget chunk fails the check, which names the chunk that grew first', () => {
    write('_next/static/chunks/page.js', randomScript(16 * 1024));
    const { problems } = checkBudgets(budgets, 20, out);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^home \(index\.html\): first-load JS \d+\.\d KB > 10 KB/);
    const lines = problems[0].split('\n').slice(1);
    expect(lines[0]).toContain('/_next/static/chunks/page.js');
    expect(lines[1]).toContain('/_next/static/chunks/framework.js');
  });

  test('inline CSS over its budget fails', () => {
    write(
      'index.html',
      page(`<style>${randomScript(30 * 1024)}</style><h1>Home</h1>`, [
        '/_next/static/chunks/page.js',
      ]),
    );
    const { problems } = checkBudgets({ home: { ...budgets.home, maxHtmlKb: 100 } }, 20, out);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/inline CSS \d+\.\d KB > 20 KB/);
  });

  test('a page type missing from the export is a failure, not a pass', () => {
    const { problems } = checkBudgets(
      { api: { page: 'x/api/index.html', maxFirstLoadKb: 1, maxHtmlKb: 1 } },
      20,
      out,
    );
    expect(problems).toEqual(['api: x/api/index.html is not in the export']);
  });

  test('chunks are listed largest first, each counted once', () => {
    const html = page('', [
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/page.js',
    ]);
    const chunks = firstLoadChunks(html, out);
    expect(chunks.map((chunk) => chunk.script)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/page.js',
    ]);
  });
});

describe('the scripts a page runs, read by parsing its HTML', () => {
  test('attribute order, quotes and entities do not matter; legacy-only and data scripts are left out', () => {
    const html =
      '<!DOCTYPE html><html><head>' +
      "<script defer src='/_next/static/chunks/framework.js'></script>" +
      '<script src=/_next/static/chunks/main.js?v=1&amp;t=2 async></script>' +
      '<script noModule="" src="/_next/static/chunks/polyfills.js"></script>' +
      '<script type="module" src="/_next/static/chunks/module.js"></script>' +
      '<link rel="preload" as="script" href="/_next/static/chunks/preloaded.js">' +
      '<script>self.inline = "/_next/static/chunks/inline-mention.js"</script>' +
      '<script src="https://cdn.example.org/widget.js" defer></script>' +
      '</head><body>' +
      '<script id="__NEXT_DATA__" type="application/json">{"chunk":"/_next/static/chunks/data.js"}</script>' +
      '<template><script src="/_next/static/chunks/template.js"></script></template>' +
      '</body></html>';
    expect(
      pageScripts(html).map(({ src, file, noModule, module }) => ({ src, file, noModule, module })),
    ).toEqual([
      {
        src: '/_next/static/chunks/framework.js',
        file: '/_next/static/chunks/framework.js',
        noModule: false,
        module: false,
      },
      {
        src: '/_next/static/chunks/main.js?v=1&t=2',
        file: '/_next/static/chunks/main.js',
        noModule: false,
        module: false,
      },
      {
        src: '/_next/static/chunks/polyfills.js',
        file: '/_next/static/chunks/polyfills.js',
        noModule: true,
        module: false,
      },
      {
        src: '/_next/static/chunks/module.js',
        file: '/_next/static/chunks/module.js',
        noModule: false,
        module: true,
      },
      { src: 'https://cdn.example.org/widget.js', file: null, noModule: false, module: false },
    ]);
    // A modern browser runs neither the `nomodule` polyfills nor another host's script from the
    // export; a mention in inline code or page data is not a script, nor is a script inside a
    // template, which the document does not hold.
    expect(startupScriptFiles(html)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/module.js',
    ]);
  });

  test('an assetPrefix, on another host or as a path, still maps each script to the export', () => {
    write('_next/static/chunks/framework.js', randomScript(2 * 1024));
    write('_next/static/chunks/page.js', randomScript(1024));
    const onCdn = page('', [
      'https://static.example.org/docs-assets/_next/static/chunks/framework.js',
      '//static.example.org/_next/static/chunks/page.js',
    ]);
    const underPath = page('', [
      '/x-assets/_next/static/chunks/framework.js',
      '/x-assets/_next/static/chunks/page.js',
    ]);
    for (const html of [onCdn, underPath]) {
      expect(firstLoadChunks(html, out).map((chunk) => chunk.script)).toEqual([
        '/_next/static/chunks/framework.js',
        '/_next/static/chunks/page.js',
      ]);
    }
  });

  test('a script the page loads that the export lacks is an error naming it', () => {
    expect(() => firstLoadChunks(page('', ['/_next/static/chunks/gone.js']), out)).toThrow(
      /the page loads \/_next\/static\/chunks\/gone\.js, which is not in the export/,
    );
  });
});

describe('page data budget', () => {
  /** A page whose `__NEXT_DATA__` is exactly `bytes` long. */
  function pageWithData(bytes: number): string {
    const shell = '{"props":{"text":""}}';
    const data = shell.replace('""', `"${'a'.repeat(bytes - shell.length)}"`);
    return page(
      `<h1>Guide</h1><script id="__NEXT_DATA__" type="application/json">${data}</script>`,
    );
  }

  beforeEach(() => {
    write('x/small/index.html', pageWithData(1_000));
    write('_next/data/build-1/x/small.json', 'b'.repeat(900));
    write('x/index.html', pageWithData(2_000));
    write('_next/data/build-1/x.json', 'b'.repeat(1_900));
  });

  test('measures the inlined data of every page and each data file, largest first', () => {
    expect(pageDataSizes(out)).toEqual([
      { url: '/x/', file: 'x/index.html', bytes: 2_000 },
      { url: '/x/', file: '_next/data/build-1/x.json', bytes: 1_900 },
      { url: '/x/small/', file: 'x/small/index.html', bytes: 1_000 },
      { url: '/x/small/', file: '_next/data/build-1/x/small.json', bytes: 900 },
    ]);
    expect(checkPageData(2_000, out)).toEqual([]);
  });

  test('a page over the budget is named with its size, in its HTML and in its data file', () => {
    write('x/big/index.html', pageWithData(130_500));
    write('_next/data/build-1/x/big.json', 'b'.repeat(128_001));
    expect(checkPageData(128_000, out)).toEqual([
      '/x/big/: page data 130.5 kB (130500 bytes) > 128 kB (x/big/index.html)',
      '/x/big/: page data 128.0 kB (128001 bytes) > 128 kB (_next/data/build-1/x/big.json)',
    ]);
  });

  test('inline data is counted as Next.js counts it, before the HTML escapes of < > &', () => {
    const article = '<p>a &amp; b</p>';
    const escaped = JSON.stringify({ props: { html: article } })
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    write(
      'x/escaped/index.html',
      page(`<script id="__NEXT_DATA__" type="application/json">${escaped}</script>`),
    );
    const size = pageDataSizes(out).find((entry) => entry.file === 'x/escaped/index.html');
    expect(escaped.length).toBe(62);
    expect(size?.bytes).toBe(JSON.stringify({ props: { html: article } }).length);
    expect(size?.bytes).toBe(37);
  });

  test('the data of the home page and of a Chinese page name their URLs', () => {
    write('_next/data/build-1/index.json', 'b'.repeat(3_000));
    write('_next/data/build-1/zh/x/react-data-grid/sorting.json', 'b'.repeat(2_500));
    expect(checkPageData(2_000, out)).toEqual([
      '/: page data 3.0 kB (3000 bytes) > 2 kB (_next/data/build-1/index.json)',
      '/zh/x/react-data-grid/sorting/: page data 2.5 kB (2500 bytes) > 2 kB (_next/data/build-1/zh/x/react-data-grid/sorting.json)',
    ]);
  });
});
