/**
 * @jest-environment node
 */
/**
 * Links from the Data Grid guides to the API reference (scripts/api-links.ts, run by
 * scripts/check-mdx.ts): the first prose mention of each root prop and `apiRef` method is a link
 * to its anchor, and a link to a member anchor of an API page names a member that page lists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiAnchors,
  brokenApiAnchors,
  firstMentions,
  gridApiLinks,
  mentionOf,
  unlinkedFirstMentions,
} from '@/scripts/api-links';

const root = path.join(__dirname, '..', '..');
const links = gridApiLinks(root);

describe('where a prop or method links', () => {
  it.each([
    ['checkboxSelection', '/x/api/data-grid/data-grid/#prop-checkboxSelection'],
    // Pro-only and Premium-only props link to the page of the plan that introduces them.
    ['treeData', '/x/api/data-grid/data-grid-pro/#prop-treeData'],
    ['rowGroupingModel', '/x/api/data-grid/data-grid-premium/#prop-rowGroupingModel'],
  ])('the prop %s links to %s', (name, href) => {
    expect(links.props.get(name)).toBe(href);
  });

  it('a method links to the GridApi page', () => {
    expect(links.methods.get('setSortModel')).toBe(
      '/x/api/data-grid/grid-api/#method-setSortModel',
    );
  });
});

describe('what counts as a mention', () => {
  it.each([
    ['checkboxSelection', { kind: 'prop', name: 'checkboxSelection' }],
    ['filterMode="server"', { kind: 'prop', name: 'filterMode' }],
    ["getRowHeight={() => 'auto'}", { kind: 'prop', name: 'getRowHeight' }],
    ['apiRef.current.setSortModel', { kind: 'method', name: 'setSortModel' }],
    ['apiRef.current.updateRows([{ id: 1 }])', { kind: 'method', name: 'updateRows' }],
    ['setFilterModel', { kind: 'method', name: 'setFilterModel' }],
    ['pinColumn(field, side)', { kind: 'method', name: 'pinColumn' }],
    // Both a prop and a method: written bare, the prop.
    ['getRowId', { kind: 'prop', name: 'getRowId' }],
  ])('%s', (code, mention) => {
    expect(mentionOf(code, links)).toEqual(mention);
  });

  it.each([
    // Dotted paths name something else than a root prop.
    'initialState.pagination',
    'slots.toolbar',
    'params.sortModel',
    'colDef.sortingOrder',
    // Words that are also method names, and members that have no anchor.
    'scroll',
    'resize',
    'apiRef.current.unstable_dataSource.fetchRows',
    'apiRef.current.state',
    // Not grid names at all.
    'GridColDef',
    "'server'",
  ])('%s is not', (code) => {
    expect(mentionOf(code, links)).toBeNull();
  });

  it("a method name the page's own code uses as a plain identifier is that code's name", () => {
    const mdx = [
      '```tsx',
      'const [paginationModel, setPaginationModel] = React.useState(initial);',
      '```',
      '',
      'Call `setPaginationModel` when the filters change.',
      '',
    ].join('\n');
    expect(firstMentions(mdx, links)).toEqual([]);
    expect(firstMentions('Call `setPaginationModel` from code.\n', links)).toEqual([
      expect.objectContaining({ kind: 'method', name: 'setPaginationModel', line: 1 }),
    ]);
  });
});

describe('first mentions in the prose', () => {
  const page = [
    '---',
    'title: Fixture with `rows`',
    'description: A fixture.',
    '---',
    '',
    '## Using `checkboxSelection`',
    '',
    '```tsx',
    '<DataGrid checkboxSelection rows={rows} />',
    '```',
    '',
    'Turn on `checkboxSelection`, then pass `rows`. Later, `checkboxSelection` again.',
    '',
    'Read the model with [`apiRef.current.getSortModel()`](/x/api/data-grid/grid-api/#method-getSortModel).',
    '',
    '## API',
    '',
    '| Prop | Effect |',
    '| --- | --- |',
    '| `loading` | Shows the overlay. |',
    '',
  ].join('\n');

  it('skips front matter, headings, code blocks and the API section, and takes each name once', () => {
    expect(
      firstMentions(page, links).map(({ code, line, start, linked }) => ({
        code,
        line,
        start,
        linked,
      })),
    ).toEqual([
      { code: '`checkboxSelection`', line: 12, start: 8, linked: false },
      { code: '`rows`', line: 12, start: 39, linked: false },
      { code: '`apiRef.current.getSortModel()`', line: 14, start: 21, linked: true },
    ]);
  });

  it('reports the unlinked ones, and none once they are links', () => {
    expect(unlinkedFirstMentions(page, links).map((mention) => mention.name)).toEqual([
      'checkboxSelection',
      'rows',
    ]);
    const linked = page.replace(
      'Turn on `checkboxSelection`, then pass `rows`.',
      'Turn on [`checkboxSelection`](/x/api/data-grid/data-grid/#prop-checkboxSelection), then pass [`rows`](/x/api/data-grid/data-grid/#prop-rows).',
    );
    expect(unlinkedFirstMentions(linked, links)).toEqual([]);
  });

  it('a mention inside a link to another member counts as linked (a column prop of the same name)', () => {
    const mdx =
      "A column's own [`sortingOrder`](/x/api/data-grid/grid-col-def/#property-sortingOrder) wins over `sortingOrder`.\n";
    expect(unlinkedFirstMentions(mdx, links)).toEqual([]);
  });
});

describe('member anchors of API links', () => {
  const anchors = apiAnchors(root);

  it('knows the ids the API pages render', () => {
    const grid = anchors.get('/x/api/data-grid/data-grid');
    expect(grid?.has('prop-checkboxSelection')).toBe(true);
    expect(grid?.has('slot-toolbar')).toBe(true);
    expect(grid?.has('classes-root')).toBe(true);
    expect(anchors.get('/x/api/data-grid/grid-api')?.has('method-setSortModel')).toBe(true);
    expect(anchors.get('/x/api/data-grid/grid-col-def')?.has('property-sortingOrder')).toBe(true);
  });

  it('reports a member the page does not list, with its line; other anchors are left alone', () => {
    const mdx = [
      'See [`rows`](/x/api/data-grid/data-grid/#prop-rows) and [the props](/x/api/data-grid/data-grid/#props).',
      'Pro: [`treeData`](/x/api/data-grid/data-grid/#prop-treeData).',
      'Typo: [`setSortModel`](/x/api/data-grid/grid-api/#method-setSortModels).',
    ].join('\n');
    expect(brokenApiAnchors(mdx, anchors)).toEqual([
      { line: 2, href: '/x/api/data-grid/data-grid/#prop-treeData' },
      { line: 3, href: '/x/api/data-grid/grid-api/#method-setSortModels' },
    ]);
  });
});

describe('scripts/check-mdx.ts on a Data Grid guide page', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-links-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function page(folder: string, body: string): string {
    const file = path.join(dir, folder, 'react-data-grid', 'page', 'index.mdx');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `---\ntitle: Fixture\ndescription: A fixture page.\n---\n\n${body}`);
    return file;
  }

  function run(file: string): { status: number; output: string } {
    try {
      const script = path.join(root, 'scripts', 'check-mdx.ts');
      const stdout = execFileSync(process.execPath, ['--import', 'tsx', script, file], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, output: stdout };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { status: failed.status, output: failed.stdout + failed.stderr };
    }
  }

  it('fails on an unlinked first mention, naming the line and the link to write', () => {
    const file = page(
      'unlinked',
      'Turn on `checkboxSelection`.\n\nThen call `apiRef.current.selectRow(id)`.\n',
    );
    const { status, output } = run(file);
    expect(status).toBe(1);
    const rel = path.relative(root, file);
    expect(output).toContain(
      `${rel}:6: first mention of \`checkboxSelection\` is not a link: use [\`checkboxSelection\`](/x/api/data-grid/data-grid/#prop-checkboxSelection)`,
    );
    expect(output).toContain(
      `${rel}:8: first mention of \`apiRef.current.selectRow(id)\` is not a link: use [\`apiRef.current.selectRow(id)\`](/x/api/data-grid/grid-api/#method-selectRow)`,
    );
    expect(output).toContain('2 problems');
  });

  it('passes when the first mentions are links; later mentions may stay plain', () => {
    const file = page(
      'linked',
      'Turn on [`checkboxSelection`](/x/api/data-grid/data-grid/#prop-checkboxSelection).\n\nThen call [`apiRef.current.selectRow(id)`](/x/api/data-grid/grid-api/#method-selectRow); `checkboxSelection` keeps the column.\n',
    );
    expect(run(file)).toEqual({ status: 0, output: expect.stringContaining('0 problems') });
  });

  it('fails on a link to a member anchor the API page does not have', () => {
    const file = page(
      'anchor',
      'Turn on [`checkboxSelection`](/x/api/data-grid/data-grid/#prop-checkboxSelections).\n',
    );
    const { status, output } = run(file);
    expect(status).toBe(1);
    expect(output).toContain(
      `${path.relative(root, file)}:6: link to /x/api/data-grid/data-grid/#prop-checkboxSelections but that API page has no such member`,
    );
  });
});
