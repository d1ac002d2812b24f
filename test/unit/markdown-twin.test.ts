/**
 * @jest-environment node
 */
/**
 * The Markdown twins are written with unified and remark, ESM-only packages that Jest's CommonJS
 * runtime cannot load: the converter is bundled once with esbuild (packages left external) and each
 * case calls it in a child Node process.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { ApiDoc, ApiProperty } from '@/src/api-docs/types';

const root = path.resolve(__dirname, '../..');
const bundleDir = path.join(root, 'node_modules', '.cache', 'markdown-twin-test');
const bundle = path.join(bundleDir, 'convert.mjs');
const ORIGIN = 'https://mui.com';

const runner = `
import * as twin from ${JSON.stringify(bundle)};
const { fn, args, demos } = JSON.parse(process.argv[1]);
if (demos) args[args.length - 1].demoSource = (name) => demos[name] ?? null;
console.log(JSON.stringify(twin[fn](...args)));
`;

function call<T>(fn: string, args: unknown[], demos?: Record<string, string>): T {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', runner, JSON.stringify({ fn, args, demos })],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as T;
}

const page = (language: 'en' | 'zh' = 'en') => ({
  origin: ORIGIN,
  language,
  pathname: '/x/react-data-grid/sorting',
});

function body(mdx: string, demos: Record<string, string> = {}, language: 'en' | 'zh' = 'en') {
  return call<string>('mdxBodyToMarkdown', [mdx, page(language)], demos);
}

beforeAll(() => {
  fs.mkdirSync(bundleDir, { recursive: true });
  buildSync({
    entryPoints: [path.join(root, 'scripts/markdown-twin/convert.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'silent',
  });
});

describe('MDX → Markdown', () => {
  test('headings keep their level and the front matter and imports are left out', () => {
    const result = body(
      [
        '---',
        'title: Sorting',
        'description: Sort rows.',
        '---',
        '',
        "import Extra from './Extra';",
        '',
        '## Sorting basics',
        '',
        'Rows sort from the header.',
        '',
        '### Initial sort',
      ].join('\n'),
    );
    expect(result).toBe('## Sorting basics\n\nRows sort from the header.\n\n### Initial sort');
  });

  test('fenced code keeps its language and content', () => {
    const code = ['```tsx', "<DataGrid sortModel={[{ field: 'price', sort: 'asc' }]} />", '```'];
    expect(body(code.join('\n'))).toBe(code.join('\n'));
  });

  test('a demo becomes its title and its TypeScript source as a fenced block', () => {
    const source = 'export default function BasicSorting() {\n  return null;\n}\n';
    const result = body('<Demo name="BasicSorting" />', { BasicSorting: source });
    expect(result).toBe(
      ['Demo: **Basic sorting** (`BasicSorting.tsx`)', '', '```tsx', source.trimEnd(), '```'].join(
        '\n',
      ),
    );
  });

  test('demo titles read as a sentence and keep acronyms', () => {
    expect(call('demoTitle', ['ServerSideSortingGrid'])).toBe('Server side sorting grid');
    expect(call('demoTitle', ['CSVExportButton'])).toBe('CSV export button');
  });

  test('callouts become blockquotes with their label, in the page language', () => {
    const mdx =
      '<Callout type="warning">\n\nUpdate the model in `onSortModelChange`.\n\n</Callout>';
    expect(body(mdx)).toBe('> **Warning**: Update the model in `onSortModelChange`.');
    expect(body(mdx, {}, 'zh')).toBe('> **警告**: Update the model in `onSortModelChange`.');
    expect(body('<Callout type="info">\n\n- one\n- two\n\n</Callout>')).toBe(
      '> **Note**\n>\n> - one\n> - two',
    );
  });

  test('tables stay GFM tables, columns aligned', () => {
    const table = [
      '| Prop | Default |',
      '| --- | --- |',
      '| `sortingOrder` | `[asc, desc, null]` |',
    ];
    expect(body(table.join('\n'))).toBe(
      [
        '| Prop           | Default             |',
        '| -------------- | ------------------- |',
        '| `sortingOrder` | `[asc, desc, null]` |',
      ].join('\n'),
    );
  });

  test('site links become absolute, with the language prefix and the trailing slash', () => {
    const mdx =
      'See [editing](/x/react-data-grid/editing#events), [below](#custom-comparator), ' +
      '[the API](/x/api/data-grid/data-grid/#prop-sortModel) and [GitHub](https://github.com/mui/mui-x).';
    expect(body(mdx)).toBe(
      'See [editing](https://mui.com/x/react-data-grid/editing/#events), ' +
        '[below](https://mui.com/x/react-data-grid/sorting/#custom-comparator), ' +
        '[the API](https://mui.com/x/api/data-grid/data-grid/#prop-sortModel) and ' +
        '[GitHub](https://github.com/mui/mui-x).',
    );
    expect(body('[editing](/x/react-data-grid/editing)', {}, 'zh')).toBe(
      '[editing](https://mui.com/zh/x/react-data-grid/editing/)',
    );
    // Relative links resolve as in the HTML page, whose URL ends with a slash.
    expect(body('[filtering](../filtering)')).toBe(
      '[filtering](https://mui.com/x/react-data-grid/filtering/)',
    );
  });

  test('a whole page starts with its title, description and HTML address', () => {
    const result = call<string>(
      'mdxPageToMarkdown',
      [
        '---\ntitle: Data Grid - Sorting\n---\n\nText.',
        { title: 'Data Grid - Sorting', description: 'Sort rows\nfrom the header.' },
        page(),
      ],
      {},
    );
    expect(result).toBe(
      '# Data Grid - Sorting\n\n> Sort rows from the header.\n\n' +
        'HTML version: https://mui.com/x/react-data-grid/sorting/\n\nText.\n',
    );
  });

  test('a page with a commit date says when it was last updated, in its language', () => {
    const twin = (language: 'en' | 'zh') =>
      call<string>(
        'mdxPageToMarkdown',
        ['Text.', { title: 'Sorting', description: '', lastUpdated: '2026-03-05' }, page(language)],
        {},
      );
    expect(twin('en')).toBe(
      '# Sorting\n\nHTML version: https://mui.com/x/react-data-grid/sorting/\n' +
        'Last updated: 2026-03-05\n\nText.\n',
    );
    expect(twin('zh').split('\n')[3]).toBe('最后更新: 2026-03-05');
  });
});

const prop = (overrides: Partial<ApiProperty>): ApiProperty => ({
  name: 'autoHeight',
  type: 'bool',
  default: 'false',
  required: false,
  description: 'Grows with its rows; see [layout](/x/react-data-grid/layout/).',
  deprecated: null,
  signature: null,
  plan: null,
  ...overrides,
});

describe('API reference → Markdown tables', () => {
  const component: ApiDoc = {
    kind: 'component',
    name: 'DataGrid',
    title: 'DataGrid API',
    description: 'The community grid.',
    plan: 'community',
    imports: ["import { DataGrid } from '@mui/x-data-grid';"],
    props: [
      prop({}),
      prop({ name: 'density', type: "'comfortable' | 'compact'", default: "'standard'" }),
      prop({
        name: 'rows',
        type: 'Array<object>',
        default: null,
        required: true,
        description: 'The rows.',
      }),
    ],
    slots: [{ name: 'toolbar', default: 'null', description: 'The toolbar.' }],
    cssClasses: [{ key: 'root', className: 'MuiDataGrid-root', description: 'The root element.' }],
    demos: [{ title: 'Sorting', pathname: '/x/react-data-grid/sorting' }],
  };

  test('props, slots and CSS classes are tables with types and defaults', () => {
    const result = call<string>('apiToMarkdown', [component, page()]);
    expect(result).toContain(
      [
        '## Props',
        '',
        '| Name | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `autoHeight` | `bool` | `false` | Grows with its rows; see [layout](https://mui.com/x/react-data-grid/layout/). |',
        "| `density` | `'comfortable' \\| 'compact'` | `'standard'` | Grows with its rows; see [layout](https://mui.com/x/react-data-grid/layout/). |",
        '| `rows` | `Array<object>` |  | The rows. Required. |',
      ].join('\n'),
    );
    expect(result).toContain('| `toolbar` | `null` |  | The toolbar. |');
    expect(result).toContain('| `.MuiDataGrid-root` | `root` | The root element. |');
    expect(result).toContain('- [Sorting](https://mui.com/x/react-data-grid/sorting/)');
    expect(result.startsWith('# DataGrid API\n\n> The community grid.')).toBe(true);
  });

  test('interface methods are a table of signatures', () => {
    const doc: ApiDoc = {
      kind: 'interface',
      name: 'GridApi',
      title: 'GridApi',
      description: 'The grid API.',
      plan: 'pro',
      imports: [],
      properties: [],
      methods: [
        prop({
          name: 'setSortModel',
          type: 'function',
          default: null,
          description: 'Sets the sort model.',
          signature: {
            type: '(model: GridSortModel) => void',
            parameters: [],
            returns: null,
          },
        }),
      ],
    };
    const result = call<string>('apiToMarkdown', [doc, page()]);
    expect(result).toContain('Plan: pro.');
    expect(result).toContain(
      '| `setSortModel` | `(model: GridSortModel) => void` | Sets the sort model. |',
    );
  });

  test('inline code fences grow past backticks inside', () => {
    expect(call('code', ['a `b` c'])).toBe('``a `b` c``');
  });
});

describe('llms.txt', () => {
  const sections = [
    {
      title: 'Data Grid',
      entries: [
        {
          title: 'Sorting',
          pathname: '/x/react-data-grid/sorting',
          description: 'Sort rows from the header. And more.',
        },
        {
          title: 'Columns › Column header',
          pathname: '/x/react-data-grid/column-header',
          description: '',
        },
      ],
    },
    { title: 'Empty', entries: [] },
  ];

  test('title, summary, then each section with Markdown URLs and one-line descriptions', () => {
    const text = call<string>('llmsTxt', [sections, 'en', ORIGIN]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# MUI X 7.12.0 documentation');
    expect(lines[2].startsWith('> ')).toBe(true);
    expect(text).toContain(
      '## Data Grid\n\n' +
        '- [Sorting](https://mui.com/x/react-data-grid/sorting.md): Sort rows from the header.\n' +
        '- [Columns › Column header](https://mui.com/x/react-data-grid/column-header.md)\n',
    );
    expect(text).not.toContain('## Empty');
  });

  test('the Chinese index links the /zh/ twins', () => {
    const text = call<string>('llmsTxt', [sections, 'zh', ORIGIN]);
    expect(text).toContain('(https://mui.com/zh/x/react-data-grid/sorting.md)');
  });
});
