/**
 * @jest-environment node
 */
/**
 * The check of Data Grid pages in scripts/check-mdx.mjs: a name in backticks that looks like a grid
 * API member (prop, slot, method, event, CSS class, column field, state field, export) must exist
 * in the installed 7.12.0 packages; values, code and JavaScript words are left alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkGridPage,
  inlineCodeSpans,
  loadGridNames,
  wrongNamesInCode,
} from '@/scripts/grid-api-names.cjs';

const root = path.join(__dirname, '..', '..');
const names = loadGridNames(root);

describe('names the grid has', () => {
  it.each([
    'checkboxSelection',
    'onRowClick',
    'apiRef.current.setPage',
    'apiRef.current.setPage()',
    'apiRef.current.unstable_dataSource.fetchRows',
    'slots.toolbar',
    'slotProps.toolbar',
    'gridFilteredSortedRowIdsSelector',
    'useGridApiRef',
    'GridColDef',
    'DataGridPremium',
    'initialState.pagination',
    'colDef.cellClassName',
    'gridClasses.columnHeader',
    '.MuiDataGrid-cell--editing',
    '& .MuiDataGrid-row:hover',
    'rowClick',
    'cellKeyDown',
    'getRowClassName',
    'showCellVerticalBorder',
    'unstable_dataSource',
    'unstable_onDataSourceError',
    'getChildrenCount',
    'GridDataSourceCacheDefault',
    'filterMode="server"',
    '<GridToolbarQuickFilter />',
    'isAnyOf',
    'singleSelect',
    'frFR',
  ])('%s passes', (code) => {
    expect(wrongNamesInCode(code, names)).toEqual([]);
  });
});

describe('not member-like', () => {
  it.each([
    'true',
    'div',
    'string',
    'useState',
    "'server'",
    'rows.length > 0',
    'React.useMemo',
    'role="grid"',
    'unstable_',
    'onClick',
    'disablePortal',
    'anchorOrigin',
  ])('%s is left alone', (code) => {
    expect(wrongNamesInCode(code, names)).toEqual([]);
  });
});

describe('names the grid does not have', () => {
  it.each([
    ['onSelectionModelChange', 'onSelectionModelChange'],
    ['disableSelectionOnClick', 'disableSelectionOnClick'],
    ['showToolbar', 'showToolbar'],
    ['dataSource={source}', 'dataSource'],
    ['onDataSourceError', 'onDataSourceError'],
    ['apiRef.current.setPageNumber()', 'apiRef.current.setPageNumber'],
    ['slots.topBar', 'slots.topBar'],
    ['gridFilteredRowIdsSortedSelector', 'gridFilteredRowIdsSortedSelector'],
    ['GridToolbarSearch', 'GridToolbarSearch'],
    ['<GridToolbarSearch />', 'GridToolbarSearch'],
    ['initialState.selection', 'initialState.selection'],
    ['colDef.cellClass', 'colDef.cellClass'],
    ['.MuiDataGrid-cellFocused', 'MuiDataGrid-cellFocused'],
    ['rowSpanValueGetter', 'rowSpanValueGetter'],
  ])('%s fails', (code, name) => {
    expect(wrongNamesInCode(code, names)).toEqual([name]);
  });

  it('a name the page declares in its own demo or code block is not reported', () => {
    expect(wrongNamesInCode('renderStatusChip', names)).toEqual(['renderStatusChip']);
    const mdx = '```tsx\nconst renderStatusChip = () => null;\n```\n\nUse `renderStatusChip`.\n';
    expect(checkGridPage(mdx, names)).toEqual([]);
    expect(checkGridPage('Call `formatPrice`.\n', names, ['const formatPrice = 1;'])).toEqual([]);
  });
});

describe('inline code spans', () => {
  it('gives each span its line and skips fenced code', () => {
    const mdx = 'First `a` and ``b`c``\n\n```js\nconst `x` = 1;\n```\n\nLast `d`\n';
    expect(inlineCodeSpans(mdx)).toEqual([
      { code: 'a', line: 1 },
      { code: 'b`c', line: 1 },
      { code: 'd', line: 7 },
    ]);
  });
});

describe('scripts/check-mdx.mjs on a Data Grid page', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
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
      const stdout = execFileSync('node', [path.join(root, 'scripts', 'check-mdx.mjs'), file], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, output: stdout };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { status: failed.status, output: failed.stdout + failed.stderr };
    }
  }

  it('fails on a wrong name, naming the file, the line and the name', () => {
    const file = page(
      'wrong',
      'Turn on `checkboxSelection`.\n\nListen to `onSelectionModelChange` instead.\n',
    );
    const { status, output } = run(file);
    expect(status).toBe(1);
    expect(output).toContain(`${path.relative(root, file)}:8: \`onSelectionModelChange\``);
    expect(output).not.toContain('checkboxSelection');
  });

  it('passes when every name exists', () => {
    const file = page(
      'right',
      'Use `onRowSelectionModelChange`, `apiRef.current.setPage()`, `slots.toolbar` and `gridFilteredSortedRowIdsSelector`; set `filterMode="server"`, `true` or `\'client\'`.\n',
    );
    expect(run(file)).toEqual({ status: 0, output: expect.stringContaining('0 problems') });
  });
});
