/**
 * @jest-environment node
 */
// The pure parts of the MCP server (scripts/mcp/): addresses, name suggestions, products, the
// command line, the readers of llms.txt, page data and search index file names, and the excerpts
// and member rows read from Markdown twins. The tools
// themselves are tested against a real export in test/e2e/mcp.spec.ts.
import { pageUrlPath, parsePageAddress, twinUrlPath } from '@/scripts/mcp/address';
import { closest, editDistance, nameDistance } from '@/scripts/mcp/suggest';
import {
  productCovers,
  productNamed,
  rankingProduct,
  unknownProductMessage,
} from '@/scripts/mcp/products';
import { parseArguments } from '@/scripts/mcp/options';
import {
  apiNameOf,
  exportedPageProps,
  fullIndexFiles,
  isApiItemPath,
  parseLlmsTxt,
} from '@/scripts/mcp/exportFiles';
import { historyMarkdown } from '@/scripts/mcp/history';
import {
  inlineText,
  memberExcerpt,
  memberRows,
  pageExcerpt,
  sectionExcerpt,
  tableCells,
  truncate,
  type Slugger,
} from '@/scripts/mcp/excerpt';
import type { ApiPageHistory } from '@/src/api-docs/historyView';

describe('parsePageAddress', () => {
  const sorting = { pathname: '/x/react-data-grid/sorting', language: 'en' };

  it.each([
    '/x/react-data-grid/sorting/',
    '/x/react-data-grid/sorting',
    'x/react-data-grid/sorting',
    '/x/react-data-grid/sorting/#sort-model',
    '/x/react-data-grid/sorting?tab=1',
    'https://mui.com/x/react-data-grid/sorting/',
    'http://localhost:5600/x/react-data-grid/sorting#x',
    '/x/react-data-grid/sorting.md',
    '/x/react-data-grid/sorting/index.html',
    '/en/x/react-data-grid/sorting/',
    '/x//react-data-grid//sorting//',
    '  /X/React-Data-Grid/Sorting/  ',
  ])('reads %s as the English sorting page', (input) => {
    expect(parsePageAddress(input)).toEqual(sorting);
  });

  it('reads the language from a /zh/ prefix, in paths and URLs', () => {
    expect(parsePageAddress('https://mui.com/zh/x/react-data-grid/sorting/#sort-model')).toEqual({
      pathname: '/x/react-data-grid/sorting',
      language: 'zh',
    });
    expect(parsePageAddress('/zh/x/api/data-grid/data-grid.md')).toEqual({
      pathname: '/x/api/data-grid/data-grid',
      language: 'zh',
    });
    expect(parsePageAddress('/zh/')).toEqual({ pathname: '/', language: 'zh' });
  });

  it('resolves dot segments without leaving the root', () => {
    expect(parsePageAddress('/x/react-data-grid/columns/../sorting/')).toEqual(sorting);
    expect(parsePageAddress('/x/../../../../etc/passwd')?.pathname).toBe('/etc/passwd');
    expect(parsePageAddress('/%2e%2e/%2e%2e/etc/hostname')?.pathname).toBe('/etc/hostname');
  });

  it('refuses what is not a path of the site', () => {
    expect(parsePageAddress('')).toBeNull();
    expect(parsePageAddress('   ')).toBeNull();
    expect(parsePageAddress('data grid sorting')).toBeNull();
    expect(parsePageAddress('mailto:someone@example.com')).toBeNull();
    expect(parsePageAddress('https://')).toBeNull();
    expect(parsePageAddress('/x/%E0%A4%A')).toBeNull();
  });

  it('writes the page and twin addresses the export uses', () => {
    const zh = { pathname: '/x/react-data-grid/sorting', language: 'zh' } as const;
    expect(pageUrlPath(zh)).toBe('/zh/x/react-data-grid/sorting/');
    expect(pageUrlPath(zh, 'sort-model')).toBe('/zh/x/react-data-grid/sorting/#sort-model');
    expect(twinUrlPath(zh)).toBe('/zh/x/react-data-grid/sorting.md');
    expect(twinUrlPath({ pathname: '/x/api/data-grid/data-grid', language: 'en' })).toBe(
      '/x/api/data-grid/data-grid.md',
    );
  });
});

describe('name suggestions', () => {
  it('counts edits, including a swap of two neighbours', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('DataGird', 'DataGrid')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('ignores case and keeps shortened or lengthened names close', () => {
    expect(nameDistance('datagridpro', 'DataGridPro')).toBe(0);
    expect(nameDistance('GridColDefinition', 'GridColDef')).toBeLessThan(2);
    expect(nameDistance('GridColDefinition', 'GridRowParams')).toBeGreaterThan(2);
  });

  const names = [
    'DataGrid',
    'DataGridPro',
    'DataGridPremium',
    'GridApi',
    'GridColDef',
    'GridActionsColDef',
    'DateCalendar',
    'useAutocomplete',
  ];

  it('gives the three closest names, closest first', () => {
    expect(closest('DataGridPremum', names)).toEqual([
      'DataGridPremium',
      'DataGrid',
      'DataGridPro',
    ]);
    expect(closest('GridColDefs', names)[0]).toBe('GridColDef');
    expect(closest('useautocomplet', names)[0]).toBe('useAutocomplete');
    expect(closest('anything', names)).toHaveLength(3);
  });

  it('suggests each candidate once and compares by the given key', () => {
    const pages = [
      { pathname: '/x/react-data-grid/sorting' },
      { pathname: '/x/react-data-grid/sorting' },
      { pathname: '/x/react-data-grid/filtering' },
      { pathname: '/x/react-charts/bars' },
    ];
    const near = closest('/x/react-data-grid/sort', pages, 2, (page) => page.pathname);
    expect(near.map((page) => page.pathname)).toEqual([
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/filtering',
    ]);
  });
});

describe('products', () => {
  it('accepts the product names and their usual spellings', () => {
    expect(productNamed('data-grid')).toBe('data-grid');
    expect(productNamed('Data Grid')).toBe('data-grid');
    expect(productNamed('x-date-pickers')).toBe('date-pickers');
    expect(productNamed('material-ui')).toBe('core');
    expect(productNamed('spreadsheet')).toBeNull();
  });

  it('says which products exist when a name is unknown', () => {
    const message = unknownProductMessage('data-grd');
    expect(message).toContain('Unknown product "data-grd"');
    expect(message).toContain('data-grid, date-pickers, charts, tree-view, x, core');
    expect(message).toContain('did you mean "data-grid"');
  });

  it('maps product names to the site product ids', () => {
    expect(productCovers('data-grid', 'x-data-grid')).toBe(true);
    expect(productCovers('data-grid', 'x-charts')).toBe(false);
    expect(productCovers('x', 'x-general')).toBe(true);
    expect(productCovers('core', 'material-ui')).toBe(true);
    expect(rankingProduct('charts')).toBe('x-charts');
    expect(rankingProduct('core')).toBeNull();
    expect(rankingProduct(null)).toBeNull();
  });
});

describe('command line', () => {
  it('reads --out and --origin, in both spellings', () => {
    expect(parseArguments([])).toEqual({ out: null, origin: null, help: false });
    expect(parseArguments(['--out', 'build/site']).out).toBe('build/site');
    expect(parseArguments(['--out=build/site']).out).toBe('build/site');
    expect(parseArguments(['--origin', 'https://docs.example.com/']).origin).toBe(
      'https://docs.example.com',
    );
    expect(parseArguments(['--help']).help).toBe(true);
  });

  it('names the mistake', () => {
    expect(() => parseArguments(['--out'])).toThrow('--out needs a value');
    expect(() => parseArguments(['--port', '1'])).toThrow('Unknown argument "--port"');
    expect(() => parseArguments(['--origin', 'docs'])).toThrow('is not a URL');
    expect(() => parseArguments(['--origin', 'ftp://docs.example.com'])).toThrow('http or https');
    expect(() => parseArguments(['--out', 'a', '--origin', 'https://a.b'])).toThrow('not both');
  });
});

describe('export files', () => {
  const llms = [
    '# MUI X 7.12.0 documentation',
    '',
    '> Guides and API reference.',
    '',
    'Every English page in one file: https://mui.com/llms-full.txt',
    '',
    '## Data Grid',
    '',
    '- [Sorting](https://mui.com/x/react-data-grid/sorting.md): Sort rows by one or more columns.',
    '- [API Reference › DataGridPro](https://mui.com/x/api/data-grid/data-grid-pro.md)',
    '- [API Reference › Data Grid](https://mui.com/x/api/data-grid.md): The index.',
    '',
    '## Component API',
    '',
    '- [useAutocomplete](https://mui.com/zh/api-docs/use-autocomplete.md)',
  ].join('\n');

  it('reads the version, the origin and every page of llms.txt', () => {
    const index = parseLlmsTxt(llms);
    expect(index.version).toBe('MUI X 7.12.0');
    expect(index.origin).toBe('https://mui.com');
    expect(index.pages).toEqual([
      {
        pathname: '/x/react-data-grid/sorting',
        title: 'Sorting',
        section: 'Data Grid',
        description: 'Sort rows by one or more columns.',
      },
      {
        pathname: '/x/api/data-grid/data-grid-pro',
        title: 'API Reference › DataGridPro',
        section: 'Data Grid',
        description: '',
      },
      {
        pathname: '/x/api/data-grid',
        title: 'API Reference › Data Grid',
        section: 'Data Grid',
        description: 'The index.',
      },
      {
        pathname: '/api-docs/use-autocomplete',
        title: 'useAutocomplete',
        section: 'Component API',
        description: '',
      },
    ]);
  });

  it('tells API item pages from the rest and names their item', () => {
    const pages = parseLlmsTxt(llms).pages;
    expect(pages.filter((page) => isApiItemPath(page.pathname)).map(apiNameOf)).toEqual([
      'DataGridPro',
      'useAutocomplete',
    ]);
  });

  it('reads the page props of an exported page, and nothing from other HTML', () => {
    const props = { pathname: '/x', nav: [{ pathname: '/x/a', title: { en: 'A \u003c B' } }] };
    const html =
      '<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">' +
      `${JSON.stringify({ props: { pageProps: props }, page: '/[[...slug]]' }).replace(/</g, '\\u003c')}` +
      '</script><script src="/_next/x.js"></script></body></html>';
    expect(exportedPageProps(html)).toEqual(props);
    expect(exportedPageProps('<html><body>plain</body></html>')).toBeNull();
    expect(
      exportedPageProps('<script id="__NEXT_DATA__" type="application/json">{broken</script>'),
    ).toBeNull();
  });

  it('finds the full search index of a language, parts in order', () => {
    const names = [
      'en.head.d8a38d718b1b.json',
      'en.28247c89c84c.1.json',
      'zh.b7925ae0936c.0.json',
      'en.28247c89c84c.0.json',
      'zh.head.6c846857eb9f.json',
    ];
    expect(fullIndexFiles(names, 'en')).toEqual([
      '/static/search/en.28247c89c84c.0.json',
      '/static/search/en.28247c89c84c.1.json',
    ]);
    expect(fullIndexFiles(['zh.0123abcd.json'], 'zh')).toEqual(['/static/search/zh.0123abcd.json']);
    expect(fullIndexFiles(['en.head.0123.json', 'notes.txt'], 'en')).toEqual([]);
  });
});

describe('historyMarkdown', () => {
  const pageUrl = 'https://mui.com/x/api/data-grid/data-grid/';
  const pageLink = (pathname: string, anchor: string) =>
    `https://mui.com${pathname}/${anchor ? `#${anchor}` : ''}`;

  it('lists the item and every member with a history, replacements linked', () => {
    const history: ApiPageHistory = {
      minors: ['7.0', '7.1', '7.12'],
      itemSince: '7.0',
      itemNewInV7: false,
      itemDeprecated: null,
      sections: {
        props: {
          rowSpacingType: { since: '7.1' },
          unstable_rowSpanning: { newInV7: true },
          onMenuOpen: {
            deprecated: {
              since: '7.12',
              replacement: { text: 'slotProps', href: '#prop-slotProps' },
            },
          },
        },
        methods: {
          getRows: {
            deprecated: {
              since: '7.3',
              replacement: { text: 'GridApi', href: '/x/api/data-grid/grid-api' },
            },
          },
        },
      },
    };
    const markdown = historyMarkdown('DataGrid', history, pageUrl, pageLink, 'MUI X 7.12.0');
    expect(markdown).toContain('## Version history (7.0 … 7.12)');
    expect(markdown).toContain('DataGrid exists since 7.0.');
    expect(markdown).toContain('| `rowSpacingType` | prop | 7.1 |  |  |');
    expect(markdown).toContain('| `unstable_rowSpanning` | prop |  | yes |  |');
    expect(markdown).toContain(
      '| `onMenuOpen` | prop |  |  | 7.12 — use `slotProps` (https://mui.com/x/api/data-grid/data-grid/#prop-slotProps) |',
    );
    expect(markdown).toContain('use `GridApi` (https://mui.com/x/api/data-grid/grid-api/)');
  });

  it('says so when the export has no history for the item', () => {
    expect(historyMarkdown('Button', null, pageUrl, pageLink, 'MUI X 7.12.0')).toContain(
      'records no version history for Button',
    );
  });
});

describe('Markdown twin excerpts', () => {
  /** Ids as the site gives them, enough for these headings (github-slugger in the server). */
  const slugger = (): Slugger => {
    const seen = new Map<string, number>();
    return {
      slug(text) {
        const base = text
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-');
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        return count ? `${base}-${count}` : base;
      },
    };
  };

  const guide = [
    '# Data Grid - Sorting',
    '',
    '> Sort rows from the header or from code.',
    '',
    'HTML version: https://mui.com/x/react-data-grid/sorting/',
    '',
    '## Sorting basics',
    '',
    'Sorting is on by default. See [`sortModel`](https://mui.com/x/api/data-grid/data-grid/#prop-sortModel).',
    '',
    '```tsx',
    '## not a heading',
    '<DataGrid sortingOrder={["desc"]} />',
    '```',
    '',
    'Demo: **Basic sorting** (`BasicSorting.tsx`)',
    '',
    '## Sort model',
    '',
    '### Sort model',
    '',
    '- Each item has a `field` and a **sort** direction.',
  ].join('\n');

  it('reads the description, the text under a heading and its subsections', () => {
    expect(pageExcerpt(guide)).toBe('Sort rows from the header or from code.');
    expect(sectionExcerpt(guide, 'sorting-basics', slugger())).toBe(
      'Sorting is on by default. See `sortModel`.',
    );
    // Two headings with the same text: the second gets the `-1` id, as on the page.
    expect(sectionExcerpt(guide, 'sort-model-1', slugger())).toBe(
      'Each item has a `field` and a sort direction.',
    );
    expect(sectionExcerpt(guide, 'sort-model', slugger())).toBe(
      'Each item has a `field` and a sort direction.',
    );
    expect(sectionExcerpt(guide, 'not-a-heading', slugger())).toBe('');
  });

  const api = [
    '# DataGrid API',
    '',
    '## Props',
    '',
    '| Name | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    '| `checkboxSelection` | `boolean` | `false` | If `true`, shows checkboxes. |',
    '| `getRowId` | `(row: R) => GridRowId` |  | Return the id. Deprecated: use `\\|` rarely. |',
    '',
    '## CSS classes',
    '',
    '| Class name | Rule name | Description |',
    '| --- | --- | --- |',
    '| `.MuiDataGrid-root` | `root` | Styles applied to the root element. |',
  ].join('\n');

  it('reads the description of a member row, CSS classes by class name', () => {
    expect(memberExcerpt(api, 'prop', 'checkboxSelection')).toBe('If `true`, shows checkboxes.');
    expect(memberExcerpt(api, 'class', 'MuiDataGrid-root')).toBe(
      'Styles applied to the root element.',
    );
    expect(memberExcerpt(api, 'prop', 'rows')).toBe('');
  });

  it('finds a member row with its table header, CSS classes by class or rule name', () => {
    const rows = memberRows(api);
    expect(rows.get('checkboxSelection')).toEqual([
      {
        heading: 'Props',
        header: ['| Name | Type | Default | Description |', '| --- | --- | --- | --- |'],
        row: '| `checkboxSelection` | `boolean` | `false` | If `true`, shows checkboxes. |',
        names: ['checkboxSelection'],
      },
    ]);
    expect(rows.get('root')).toEqual(rows.get('MuiDataGrid-root'));
    expect(rows.get('root')?.[0].names).toEqual(['MuiDataGrid-root', 'root']);
    expect(rows.has('Name')).toBe(false);
  });

  it('splits cells on unescaped pipes and shows inline Markdown as text', () => {
    expect(tableCells('| `a \\| b` | c |')).toEqual(['`a | b`', 'c']);
    expect(inlineText('**Bold** [`link`](https://x.test) and \\_x')).toBe('Bold link and _x');
    expect(inlineText('`code`', true)).toBe('`code`');
  });

  it('cuts long text at a word', () => {
    expect(truncate('short text')).toBe('short text');
    const cut = truncate('word '.repeat(100), 40);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
