/**
 * @jest-environment node
 */
/**
 * The check of product pages in scripts/check-mdx.ts (scripts/api-names.ts): on a Data Grid, Date
 * and Time Pickers, Charts or Tree View page, a name in backticks that looks like an API member of
 * that product (prop, slot, method, event, CSS class, column field, state field, export) must exist
 * in the installed 7.12.0 packages; values, code and JavaScript words are left alone. The migration
 * guides name removed identifiers on purpose and are not checked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkPage,
  inlineCodeSpans,
  loadApiNames,
  productOfPage,
  wrongNamesInCode,
} from '@/scripts/api-names';

const root = path.join(__dirname, '..', '..');
const names = loadApiNames(root, 'data-grid');

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
    expect(checkPage(mdx, names)).toEqual([]);
    expect(checkPage('Call `formatPrice`.\n', names, ['const formatPrice = 1;'])).toEqual([]);
  });
});

describe('Date and Time Pickers names', () => {
  const pickers = loadApiNames(root, 'date-pickers');

  it.each([
    'DateCalendar',
    '<DateRangePicker />',
    'MultiInputDateRangeField',
    'AdapterDayjs',
    'onAccept',
    'shouldDisableDate',
    'timezone="UTC"',
    'slots.day',
    'slotProps.actionBar',
    'unstable_useDateField',
    'usePickersTranslations',
    'MuiPickersDay-today',
    '.MuiPickersInputBase-readOnly',
    'pickersDayClasses',
    // Words, not names: a prefix alone, the JavaScript `Date`, a Day.js plugin.
    'Date',
    'Static',
    'customParseFormat',
    'TextField',
  ])('%s passes', (code) => {
    expect(wrongNamesInCode(code, pickers)).toEqual([]);
  });

  it.each([
    ['DatePickerPro', 'DatePickerPro'],
    ['<DateCalender />', 'DateCalender'],
    ['TimeRangePicker', 'TimeRangePicker'],
    ['AdapterDayJs', 'AdapterDayJs'],
    ['renderInput', 'renderInput'],
    ['useDateField', 'useDateField'],
    ['timeZone="UTC"', 'timeZone'],
    ['slots.dayPicker', 'slots.dayPicker'],
    ['.MuiPickersDay-selectedDay', 'MuiPickersDay-selectedDay'],
    ['apiRef.current.setValue()', 'apiRef.current.setValue'],
  ])('%s fails', (code, name) => {
    expect(wrongNamesInCode(code, pickers)).toEqual([name]);
  });
});

describe('Charts names', () => {
  const charts = loadApiNames(root, 'charts');

  it.each([
    'LineChart',
    '<BarChart />',
    'ResponsiveChartContainer',
    'Gauge',
    'showMark',
    'skipAnimation',
    'useDrawingArea',
    'slots.legend',
    'MuiChartsAxis-tickLabel',
    '.MuiLineElement-series-revenue',
    'axisClasses',
    // Sparklines in Data Grid cells: the grid's names are known on chart pages.
    'renderCell',
  ])('%s passes', (code) => {
    expect(wrongNamesInCode(code, charts)).toEqual([]);
  });

  it.each([
    ['LineChartPro', 'LineChartPro'],
    ['HeatmapChart', 'HeatmapChart'],
    ['<FunnelChart />', 'FunnelChart'],
    ['showMarks', 'showMarks'],
    ['onBarClick', 'onBarClick'],
    ['useChartDimensions', 'useChartDimensions'],
    ['slots.legends', 'slots.legends'],
    ['.MuiChartsAxis-tickLabels', 'MuiChartsAxis-tickLabels'],
    // `LineHighlightElement` is exported, but its classes are `MuiHighlightElement-…`.
    ['.MuiLineHighlightElement-root', 'MuiLineHighlightElement-root'],
    ['apiRef.current.zoom', 'apiRef.current.zoom'],
  ])('%s fails', (code, name) => {
    expect(wrongNamesInCode(code, charts)).toEqual([name]);
  });
});

describe('Tree View names', () => {
  const tree = loadApiNames(root, 'tree-view');

  it.each([
    'RichTreeView',
    '<SimpleTreeView>',
    'TreeItem2Label',
    'unstable_useTreeItem2',
    'useTreeViewApiRef',
    'onItemExpansionToggle',
    'expandedItems',
    'apiRef.current.focusItem()',
    'apiRef.current.getItemTree',
    'MuiTreeItem-content',
    // The plugins of `@mui/x-tree-view/internals`, named by the headless pages.
    'useTreeViewItems',
  ])('%s passes', (code) => {
    expect(wrongNamesInCode(code, tree)).toEqual([]);
  });

  it.each([
    ['TreeItem3', 'TreeItem3'],
    ['onNodeToggle', 'onNodeToggle'],
    ['defaultExpandedNodes', 'defaultExpandedNodes'],
    ['useTreeItem2', 'useTreeItem2'],
    ['apiRef.current.setItemLabel()', 'apiRef.current.setItemLabel'],
    ['.MuiTreeItem-node', 'MuiTreeItem-node'],
  ])('%s fails', (code, name) => {
    expect(wrongNamesInCode(code, tree)).toEqual([name]);
  });
});

describe('the product of a page', () => {
  it.each([
    ['data/docs/x/react-data-grid/sorting/index.mdx', 'data-grid'],
    ['data/docs/x/react-date-pickers/date-picker/index.mdx', 'date-pickers'],
    ['data/docs/x/react-charts/bars/index.mdx', 'charts'],
    ['data/docs/x/react-tree-view/rich-tree-view/items/index.mdx', 'tree-view'],
    // The migration guides name removed identifiers on purpose: no product, no check.
    ['data/docs/x/migration/migration-data-grid-v6/index.mdx', null],
    ['data/docs/x/migration/migration-pickers-v6/index.mdx', null],
    ['data/docs/x/introduction/index.mdx', null],
  ])('%s is %s', (file, product) => {
    expect(productOfPage(file)).toBe(product);
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

describe('scripts/check-mdx.ts on product pages', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function page(folder: string, body: string, product = 'react-data-grid'): string {
    const file = path.join(dir, folder, product, 'page', 'index.mdx');
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

  it('fails on a wrong name, naming the file, the line and the name', () => {
    const file = page(
      'wrong',
      'Turn on [`checkboxSelection`](/x/api/data-grid/data-grid/#prop-checkboxSelection).\n\nListen to `onSelectionModelChange` instead.\n',
    );
    const { status, output } = run(file);
    expect(status).toBe(1);
    expect(output).toContain(`${path.relative(root, file)}:8: \`onSelectionModelChange\``);
    expect(output).not.toContain('checkboxSelection');
  });

  it('passes when every name exists', () => {
    const file = page(
      'right',
      'Use [`onRowSelectionModelChange`](/x/api/data-grid/data-grid/#prop-onRowSelectionModelChange), [`apiRef.current.setPage()`](/x/api/data-grid/grid-api/#method-setPage), `slots.toolbar` and `gridFilteredSortedRowIdsSelector`; set [`filterMode="server"`](/x/api/data-grid/data-grid/#prop-filterMode), `true` or `\'client\'`.\n',
    );
    expect(run(file)).toEqual({ status: 0, output: expect.stringContaining('0 problems') });
  });

  it.each([
    [
      'react-date-pickers',
      'Date and Time Pickers',
      'Render a `DateCalendar` with `disableFuture`.\n\nPass `renderInput` to it.\n',
      'renderInput',
      'Render a `DateCalendar` with `disableFuture` and `slots.day`.\n',
    ],
    [
      'react-charts',
      'Charts',
      'Draw a `LineChart` with `showMark`.\n\nOr a `HeatmapChart`.\n',
      'HeatmapChart',
      'Draw a `LineChart` with `showMark` and `useDrawingArea`.\n',
    ],
    [
      'react-tree-view',
      'Tree View',
      'Use `RichTreeView` with `expandedItems`.\n\nListen to `onNodeToggle`.\n',
      'onNodeToggle',
      'Use `RichTreeView` and `apiRef.current.focusItem()`.\n',
    ],
  ])(
    'on a %s page: fails with file:line:name, passes when right',
    (folder, label, wrongBody, name, rightBody) => {
      const wrong = page(`wrong-${folder}`, wrongBody, folder);
      const failed = run(wrong);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain(
        `${path.relative(root, wrong)}:8: \`${name}\` is not a ${label} API name in 7.12.0`,
      );
      expect(failed.output).toContain('1 problems');
      const right = page(`right-${folder}`, rightBody, folder);
      expect(run(right)).toEqual({ status: 0, output: expect.stringContaining('0 problems') });
    },
  );

  it('leaves the migration guides alone: they name removed identifiers on purpose', () => {
    const file = path.join(dir, 'x', 'migration', 'migration-data-grid-v6', 'index.mdx');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      '---\ntitle: Fixture\ndescription: A fixture page.\n---\n\nRename `onSelectionModelChange` to `onRowSelectionModelChange`.\n',
    );
    expect(run(file)).toEqual({ status: 0, output: expect.stringContaining('0 problems') });
  });
});
