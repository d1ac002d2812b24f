/**
 * Relevance table: everyday queries against the real index of the site (built by
 * scripts/build-search-index.ts in `beforeAll`, no `next build` needed), each with the page (and
 * anchor, where it matters) it must open. Fails when fewer than 90 % open their target first or
 * fewer than 98 % have it among the first three results, per language; prints both figures. A
 * result is a page of the list for a page target, an option (member, section) for an anchor.
 *
 * Queries are typed from /x/ (no current product) unless a row names the page it is typed on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadIndex, search, type LoadedIndex } from '@/src/search/engine';
import { isHeadFile } from '@/src/search/loadSearchIndex';
import { flattenGroups, groupByPage } from '@/src/search/ranking';
import type { SearchIndexFile } from '@/src/search/types';
import type { ProductId } from '@/src/routing';

/** [query, target pathname (with `#anchor` when it matters), current product]. */
type Row = [string, string, ProductId?];

const DG = '/x/react-data-grid';
const DP = '/x/react-date-pickers';
const CH = '/x/react-charts';
const TV = '/x/react-tree-view';
const GRID_API = '/x/api/data-grid/data-grid';
const MIG = '/x/migration';

const ENGLISH: Row[] = [
  // Feature names.
  ['row grouping', `${DG}/row-grouping`],
  ['aggregation', `${DG}/aggregation`],
  ['tree data', `${DG}/tree-data`],
  ['pagination', `${DG}/pagination`],
  ['sorting', `${DG}/sorting`],
  ['filtering', `${DG}/filtering`],
  ['quick filter', `${DG}/filtering/quick-filter`],
  ['header filters', `${DG}/filtering/header-filters`],
  ['virtualization', `${DG}/virtualization`],
  ['column pinning', `${DG}/column-pinning`],
  ['row pinning', `${DG}/row-pinning`],
  ['column groups', `${DG}/column-groups`],
  ['column spanning', `${DG}/column-spanning`],
  ['master detail', `${DG}/master-detail`],
  ['row reordering', `${DG}/row-ordering`],
  ['cell selection', `${DG}/cell-selection`],
  ['row selection', `${DG}/row-selection`],
  ['clipboard', `${DG}/clipboard`],
  ['copy and paste', `${DG}/clipboard`],
  ['lazy loading', `${DG}/server-side-data/lazy-loading`],
  ['infinite loading', `${DG}/server-side-data/infinite-loading`],
  ['column visibility', `${DG}/column-visibility`],
  ['column menu', `${DG}/column-menu`],
  ['row height', `${DG}/row-height`],
  ['editing', `${DG}/editing`],
  ['api object', `${DG}/api-object`],
  ['date range picker', `${DP}/date-range-picker`],
  ['date picker', `${DP}/date-picker`],
  ['time picker', `${DP}/time-picker`],
  ['date time picker', `${DP}/date-time-picker`],
  ['date calendar', `${DP}/date-calendar`],
  ['digital clock', `${DP}/digital-clock`],
  ['date field', `${DP}/date-field`],
  ['timezone', `${DP}/timezone`],
  ['pie chart', `${CH}/pie`],
  ['line chart', `${CH}/lines`],
  ['bar chart', `${CH}/bars`],
  ['scatter chart', `${CH}/scatter`],
  ['chart axis', `${CH}/axis`],
  ['sparkline', `${CH}/sparkline`],
  ['gauge', `${CH}/gauge`],
  ['heatmap', `${CH}/heatmap`],
  ['chart legend', `${CH}/legend`],
  ['zoom and pan', `${CH}/zoom-and-pan`],
  ['stacking', `${CH}/stacking`],
  ['rich tree view', `${TV}#rich-tree-view`],
  ['simple tree view', `${TV}#simple-tree-view`],
  ['tree item customization', `${TV}/tree-item-customization`],
  ['tree view expansion', `${TV}/simple-tree-view/expansion`],
  ['licensing', '/x/introduction/licensing'],
  ['installation', '/x/introduction/installation'],
  // API identifiers: the member's anchor on the component most readers mean.
  ['checkboxSelection', `${GRID_API}#prop-checkboxSelection`],
  ['getRowId', `${GRID_API}#prop-getRowId`],
  ['processRowUpdate', `${GRID_API}#prop-processRowUpdate`],
  ['onRowSelectionModelChange', `${GRID_API}#prop-onRowSelectionModelChange`],
  ['pageSizeOptions', `${GRID_API}#prop-pageSizeOptions`],
  ['columnVisibilityModel', `${GRID_API}#prop-columnVisibilityModel`],
  ['disableColumnMenu', `${GRID_API}#prop-disableColumnMenu`],
  ['rowHeight', `${GRID_API}#prop-rowHeight`],
  ['getRowHeight', `${GRID_API}#prop-getRowHeight`],
  ['paginationModel', `${GRID_API}#prop-paginationModel`],
  ['initialState', `${GRID_API}#prop-initialState`],
  ['slotProps', `${GRID_API}#prop-slotProps`],
  ['treeData', '/x/api/data-grid/data-grid-pro#prop-treeData'],
  ['rowGroupingModel', '/x/api/data-grid/data-grid-premium#prop-rowGroupingModel'],
  ['disablePast', '/x/api/date-pickers/date-picker#prop-disablePast'],
  ['shouldDisableDate', '/x/api/date-pickers/date-picker#prop-shouldDisableDate'],
  ['defaultExpandedItems', '/x/api/tree-view/simple-tree-view#prop-defaultExpandedItems'],
  ['useGridApiRef', '/x/react-data-grid/api-object'],
  ['exportDataAsCsv', '/x/api/data-grid/grid-api#method-exportDataAsCsv'],
  ['setFilterModel', '/x/api/data-grid/grid-api#method-setFilterModel'],
  // Tasks.
  ['export to excel', `${DG}/export`],
  ['export csv', `${DG}/export`],
  ['hide a column', `${DG}/column-visibility`],
  ['disable past dates', `${DP}/validation`],
  ['custom toolbar', `${DG}/components`],
  ['resize columns', `${DG}/column-dimensions`],
  ['translate the grid', `${DG}/localization`],
  ['server side pagination', `${DG}/pagination`],
  ['server side filtering', `${DG}/filtering/server-side`],
  ['chart styling', `${CH}/styling`],
  ['date format locale', `${DP}/adapters-locale`],
  ['custom field', `${DP}/custom-field`],
  // Release notes, when asked for.
  ['migrate data grid v6', '/x/migration/migration-data-grid-v6'],
  ['charts breaking changes', '/x/migration/migration-charts-v6'],
  ['roadmap', '/x/introduction/roadmap'],
  // Renamed identifiers, old and new: the entry of the migration guide that lists the rename.
  ['gridSelectionStateSelector', `${MIG}/migration-data-grid-v5#state-access`],
  ['gridRowSelectionStateSelector', `${MIG}/migration-data-grid-v5#state-access`],
  ['GridLinkOperator', `${MIG}/migration-data-grid-v5#filter-items-and-logic-operators`],
  ['columnField', `${MIG}/migration-data-grid-v5#filter-items-and-logic-operators`],
  ['rowsScroll', `${MIG}/migration-data-grid-v5#events`],
  ['headerHeight', `${MIG}/migration-data-grid-v5#border-header-height-and-page-size-props`],
  ['GridFilterMenuItem', `${MIG}/migration-data-grid-v5#renamed-column-menu-items`],
  ['HideGridColMenuItem', `${MIG}/migration-data-grid-v5#renamed-column-menu-items`],
  ['getApplyFilterFnV7', `${MIG}/migration-data-grid-v6#custom-filter-operators`],
  ['unstable_cellSelection', `${MIG}/migration-data-grid-v6#renamed-props`],
  ['GridValueGetterParams', `${MIG}/migration-data-grid-v6#column-definition-callbacks`],
  ['onRowEditCommit', `${MIG}/migration-data-grid-v6#editing`],
  ['disableShowAllButton', `${MIG}/migration-data-grid-v6#other-removed-props-and-events`],
  ['disableShowHideToggle', `${MIG}/migration-data-grid-v6#other-removed-props-and-events`],
  ['CalendarPicker', `${MIG}/migration-pickers-v5#rename-components-codemod`],
  ['inputFormat', `${MIG}/migration-pickers-v5#rename-the-inputformat-prop-codemod`],
  ['ToolbarComponent', `${MIG}/migration-pickers-v5#toolbar`],
  ['LeftArrowButton', `${MIG}/migration-pickers-v5#arrow-buttons-input-and-open-button`],
  [
    'datePickerDefaultToolbarTitle',
    `${MIG}/migration-pickers-v5#rename-the-toolbar-title-keys-codemod`,
  ],
  ['datePickerToolbarTitle', `${MIG}/migration-pickers-v5#rename-the-toolbar-title-keys-codemod`],
  ['monthCalendarClasses', `${MIG}/migration-pickers-v5#rename-the-view-types-and-classes-codemod`],
  [
    'defaultCalendarMonth',
    `${MIG}/migration-pickers-v6#replace-defaultcalendarmonth-with-referencedate`,
  ],
  [
    'dayPickerClasses',
    `${MIG}/migration-pickers-v6#rename-the-daypickerclasses-variable-to-daycalendarclasses`,
  ],
  [
    'dayCalendarClasses',
    `${MIG}/migration-pickers-v6#rename-the-daypickerclasses-variable-to-daycalendarclasses`,
  ],
  ['DateCalendarSlotsComponentsProps', `${MIG}/migration-pickers-v6#renamed-slot-interfaces`],
  ['DatePickerSlots', `${MIG}/migration-pickers-v6#rename-slots-types`],
  ['TimeClockSlotProps', `${MIG}/migration-pickers-v6#rename-slots-types`],
  [
    'hasLeadingZerosInFormat',
    `${MIG}/migration-pickers-v6#replace-the-section-hasleadingzeros-property`,
  ],
  ['nodeId', `${MIG}/migration-tree-view-v6#rename-nodeid-to-itemid`],
  ['onNodeSelect', `${MIG}/migration-tree-view-v6#rename-the-selection-props`],
  ['useTreeItem', `${MIG}/migration-tree-view-v6#use-usetreeitemstate-instead-of-usetreeitem`],
  ['useTreeItemState', `${MIG}/migration-tree-view-v6#use-usetreeitemstate-instead-of-usetreeitem`],
  ['treeViewClasses', `${MIG}/migration-tree-view-v6#rename-the-treeview-types-and-classes`],
  ['simpleTreeViewClasses', `${MIG}/migration-tree-view-v6#rename-the-treeview-types-and-classes`],
  ['SimpleTreeViewProps', `${MIG}/migration-tree-view-v6#rename-the-treeview-types-and-classes`],
  // Old names listed deep in a guide's tables: only the full index's code fields hold them.
  ['selectionModel', `${MIG}/migration-data-grid-v5#row-selection-props`],
  ['onSelectionModelChange', `${MIG}/migration-data-grid-v5#row-selection-props`],
  ['disableSelectionOnClick', `${MIG}/migration-data-grid-v5#row-selection-props`],
  ['disableMultipleSelection', `${MIG}/migration-data-grid-v5#row-selection-props`],
  ['rowsPerPageOptions', `${MIG}/migration-data-grid-v5#border-header-height-and-page-size-props`],
  [
    'showColumnRightBorder',
    `${MIG}/migration-data-grid-v5#border-header-height-and-page-size-props`,
  ],
  ['SUBMIT_FILTER_STROKE_TIME', `${MIG}/migration-data-grid-v6#removed-constants`],
  ['leftArrowButtonText', `${MIG}/migration-pickers-v5#rename-localization-props-codemod`],
  ['onNodeToggle', `${MIG}/migration-tree-view-v6#rename-the-expansion-props`],
  ['onNodeFocus', `${MIG}/migration-tree-view-v6#rename-onnodefocus`],
  // Their new names are current props: the API entry first (the guide's entry follows).
  ['disableRowSelectionOnClick', `${GRID_API}#prop-disableRowSelectionOnClick`],
  ['onExpandedItemsChange', '/x/api/tree-view/simple-tree-view#prop-onExpandedItemsChange'],
  ["what's new", '/x/whats-new'],
  // Typed on a product's page.
  ['selection', `${TV}/simple-tree-view/selection`, 'x-tree-view'],
  ['localization', `${DP}/localization`, 'x-date-pickers'],
  ['accessibility', `${TV}/accessibility`, 'x-tree-view'],
];

const CHINESE: Row[] = [
  ['日期选择器', `${DP}/date-picker`],
  ['分页', `${DG}/pagination`],
  ['行分组', `${DG}/row-grouping`],
  ['聚合', `${DG}/aggregation`],
  ['排序', `${DG}/sorting`],
  ['快速筛选', `${DG}/filtering/quick-filter`],
  ['虚拟化', `${DG}/virtualization`],
  ['列固定', `${DG}/column-pinning`],
  ['树形数据', `${DG}/tree-data`],
  ['导出', `${DG}/export`],
  ['复制和粘贴', `${DG}/clipboard`],
  ['行选择', `${DG}/row-selection`],
  ['单元格选择', `${DG}/cell-selection`],
  ['时间选择器', `${DP}/time-picker`],
  ['日期范围选择器', `${DP}/date-range-picker`],
  ['时区', `${DP}/timezone`],
  ['饼图', `${CH}/pie`],
  ['折线图', `${CH}/lines`],
  ['柱状图', `${CH}/bars`],
  ['散点图', `${CH}/scatter`],
  ['坐标轴', `${CH}/axis`],
  ['仪表盘', `${CH}/gauge`],
  ['checkboxSelection', `${GRID_API}#prop-checkboxSelection`],
  ['getRowId', `${GRID_API}#prop-getRowId`],
  ['rowsPerPageOptions', `${MIG}/migration-data-grid-v5#border-header-height-and-page-size-props`],
  ['许可', '/x/introduction/licensing'],
];

function readIndex(language: 'en' | 'zh'): LoadedIndex {
  const manifest = fs.readFileSync(
    path.join(process.cwd(), 'src/search/indexFiles.generated.ts'),
    'utf8',
  );
  const json = manifest.slice(manifest.indexOf('= {') + 2).replace(/;\s*$/, '');
  const urls = (JSON.parse(json) as Record<string, string[]>)[language].filter(
    (url) => !isHeadFile(url),
  );
  const text = urls
    .map((url) => fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8'))
    .join('');
  return loadIndex(JSON.parse(text) as SearchIndexFile);
}

/** Position (0-based) of the target among the options the dialog shows; -1 when absent. */
function rankOf(loaded: LoadedIndex, [query, target, productId]: Row) {
  const [pathname, anchor] = target.split('#');
  const groups = groupByPage(search(loaded, query, { productId: productId ?? 'x-general' }));
  const options = flattenGroups(groups);
  // A page target counts among the pages listed; an anchor target among the options.
  const rank =
    anchor === undefined
      ? groups.findIndex((group) => group.page.pathname === pathname)
      : options.findIndex((hit) => hit.pageInfo.pathname === pathname && hit.anchor === anchor);
  const top = options[0];
  return { rank, first: top ? `${top.pageInfo.pathname}#${top.anchor}` : 'nothing' };
}

function evaluate(language: 'en' | 'zh', rows: Row[]) {
  const loaded = readIndex(language);
  const ranks = rows.map((row) => ({ row, ...rankOf(loaded, row) }));
  const first = ranks.filter(({ rank }) => rank === 0).length / rows.length;
  const top3 = ranks.filter(({ rank }) => rank >= 0 && rank < 3).length / rows.length;
  const misses = ranks
    .filter(({ rank }) => rank !== 0)
    .map(
      ({ row, rank, first: top }) =>
        `  "${row[0]}" → ${row[1]}: ${rank < 0 ? 'not found' : `#${rank + 1}`} (first: ${top})`,
    );
  console.log(
    `search relevance ${language}: ${rows.length} queries, first ${(first * 100).toFixed(1)} %, ` +
      `top 3 ${(top3 * 100).toFixed(1)} %${misses.length ? `\n${misses.join('\n')}` : ''}`,
  );
  return { first, top3 };
}

beforeAll(() => {
  // The real index of today's pages, as `next dev` and `next build` write it (`npm test` builds
  // it once before the unit tests and says so with SEARCH_INDEX=fresh).
  if (process.env.SEARCH_INDEX !== 'fresh') {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-search-index.ts'], {
      stdio: 'pipe',
    });
  }
}, 180_000);

describe('search relevance on the site index', () => {
  it('has enough queries', () => {
    expect(ENGLISH.length).toBeGreaterThanOrEqual(80);
    expect(CHINESE.length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['en', ENGLISH],
    ['zh', CHINESE],
  ] as const)('%s: ≥ 90 %% first, ≥ 98 %% in the first three', (language, rows) => {
    const { first, top3 } = evaluate(language, rows);
    expect(first).toBeGreaterThanOrEqual(0.9);
    expect(top3).toBeGreaterThanOrEqual(0.98);
  });
});
