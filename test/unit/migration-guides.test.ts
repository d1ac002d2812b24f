/**
 * Migration guides: each guide names the breaking changes a reader's code can hit. These checks
 * keep the key renames (props, selectors, events, components, codemods) from silently dropping out
 * of a guide when it is edited.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MIGRATION_RENAMES,
  codeTextOf,
  identifiersOf,
  namesIdentifier,
} from '../fixtures/migration-renames';

const docsRoot = path.join(__dirname, '..', '..', 'data', 'docs');

function mdxOf(pathname: string): string {
  return fs.readFileSync(path.join(docsRoot, pathname, 'index.mdx'), 'utf8');
}

/** [guide, identifiers that must appear in it (as inline code or in code blocks)]. */
const GUIDES: [string, string[]][] = [
  [
    '/x/migration/migration-data-grid-v6',
    [
      'v7.0.0/data-grid/preset-safe',
      '@mui/x-license',
      'rowBufferPx',
      'columnBufferPx',
      'headerFilters',
      'cellSelectionModel',
      'getSelectedCellsAsArray',
      'gridDensityValueSelector',
      'instanceId',
      'GridValueGetter',
      'getApplyFilterFnV7',
      'quickFilterExcludeHiddenColumns',
      'columnsManagement',
      'disableShowHideToggle',
      'GridPinnedColumnFields',
      'columnHeader--withLeftBorder',
      '@mui/x-data-grid/locales',
      'onDensityChange',
    ],
  ],
  [
    '/x/migration/migration-data-grid-v5',
    [
      'v6.0.0/data-grid/preset-safe',
      'rowSelectionModel',
      'paginationModel',
      'pageSizeOptions',
      'columnHeaderHeight',
      'gridRowSelectionStateSelector',
      'gridExpandedSortedRowIdsSelector',
      'gridFilteredSortedTopLevelRowEntriesSelector',
      'gridColumnDefinitionsSelector',
      'gridVisibleColumnDefinitionsSelector',
      'gridFilterableColumnDefinitionsSelector',
      'getGridNumericOperators',
      'gridRowsDataRowIdToIdLookupSelector',
      'gridRowMaximumTreeDepthSelector',
      'scrollPositionChange',
      'rowSelectionChange',
      'GridColumnMenuFilterItem',
      'GridColumnMenuHideItem',
      'GridColumnMenuColumnsItem',
      'GridColumnMenuSortItem',
      'GridColumnMenuPinningItem',
      'GridLogicOperator',
      'setRowSelectionModel',
      'getRowIndexRelativeToVisibleRows',
      'processRowUpdate',
      'undefined',
      'rename-components-to-slots',
    ],
  ],
  [
    '/x/migration/migration-data-grid-v4',
    [
      '@mui/x-data-grid-pro',
      'DataGridPro',
      'themeAugmentation',
      'MuiDataGrid-virtualScroller',
      'gridClasses',
      'initialState',
      'gridVisibleSortedRowEntriesSelector',
      'setFilterLinkOperator',
    ],
  ],
  [
    '/x/migration/migration-pickers-v6',
    [
      'v7.0.0/pickers/preset-safe',
      'slotProps',
      'DateCalendarSlots',
      'changeImportance',
      '@mui/x-date-pickers/PickersCalendarHeader',
      'shouldDisableTime',
      'referenceDate',
      'dayOfWeekFormatter',
      'selectedSections',
      'hasLeadingZerosInFormat',
      'enableAccessibleFieldDOMStructure',
      'useClearableField',
      'defaultWeekSettings',
      'monthAndYear',
      'dayCalendarClasses',
      'customParseFormat',
      '@mui/x-date-pickers/locales',
      'dateTimeViewRenderers',
      'getInvalidDate',
      'getYearRange',
    ],
  ],
  [
    '/x/migration/migration-pickers-v5',
    [
      'v6.0.0/pickers/preset-safe',
      'renderInput',
      'format',
      'DateCalendar',
      'MonthCalendar',
      'YearCalendar',
      'TimeClock',
      'DayCalendarSkeleton',
      'adapterLocale',
      'localeText',
      'shouldDisableClock',
      'desktopPaper',
      'previousIconButton',
      'openPickerButton',
      'MuiPickersYear',
      'validationError',
    ],
  ],
  [
    '/x/migration/migration-pickers-lab',
    ['@mui/x-date-pickers', 'adapterLocale', 'closeOnSelect', 'actionBar'],
  ],
  [
    '/x/migration/migration-tree-view-v6',
    [
      'v7.0.0/tree-view/preset-safe',
      'SimpleTreeView',
      'itemId',
      'expandedItems',
      'onExpandedItemsChange',
      'selectedItems',
      'onSelectedItemsChange',
      'onItemFocus',
      'groupTransition',
      'useTreeItemState',
      'MuiSimpleTreeView',
    ],
  ],
];

describe.each(GUIDES)('%s', (pathname, identifiers) => {
  const mdx = mdxOf(pathname);

  it.each(identifiers)('mentions %s', (identifier) => {
    expect(mdx).toContain(identifier);
  });

  it('ends with an API section linking to API pages', () => {
    expect(mdx).toMatch(/## API\n[\s\S]*\]\(\/x\/api\//);
  });
});

/**
 * Every renamed or removed identifier the codemods and the CHANGELOGs list for a guide (see
 * test/fixtures/migration-renames.ts), old and new name, must appear in the guide's code: an inline
 * code span or a code block, as a whole identifier.
 */
describe.each(Object.entries(MIGRATION_RENAMES))('%s renames', (pathname, groups) => {
  const code = codeTextOf(mdxOf(pathname));

  it.each(identifiersOf(groups))('names %s in code', (identifier) => {
    expect(namesIdentifier(code, identifier)).toBe(true);
  });
});

describe('codeTextOf / namesIdentifier', () => {
  const code = codeTextOf(
    'Use `rowSelectionModel` here.\n\n```diff\n-headerHeight={40}\n```\nselectionModel',
  );

  it('reads inline code and code blocks, not prose', () => {
    expect(namesIdentifier(code, 'rowSelectionModel')).toBe(true);
    expect(namesIdentifier(code, 'headerHeight')).toBe(true);
    expect(namesIdentifier(code, 'selectionModel')).toBe(false);
  });

  it('matches whole identifiers only', () => {
    expect(namesIdentifier(code, 'Height')).toBe(false);
    expect(
      namesIdentifier(codeTextOf('`MuiDataGrid-withBorderColor`'), 'MuiDataGrid-withBorder'),
    ).toBe(false);
  });
});

describe('/x/introduction/licensing', () => {
  const mdx = mdxOf('/x/introduction/licensing');

  it.each([
    'Missing license key',
    'Expired package version',
    'Expired license key',
    'License key plan mismatch',
    'Component not included in your license',
    'Invalid license key',
  ])('explains the "%s" validation message', (message) => {
    expect(mdx).toContain(message);
  });

  it('shows how to install the key with Next.js', () => {
    expect(mdx).toContain("'use client'");
    expect(mdx).toContain('pages/_app.tsx');
    expect(mdx).toContain('NEXT_PUBLIC_');
  });
});
