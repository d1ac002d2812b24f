/**
 * One test per ranking rule, on a small fixture site: exact page titles first (either language),
 * headings over body text, guides over release notes unless asked, plan order, product order with
 * no current product, identifiers open the main component's member, all words in a title over
 * scattered words, and the head index answering before the full one.
 */
import { search, type LoadedIndex } from '@/src/search/engine';
import { asksForRelease, groupByPage, rankedQuery } from '@/src/search/ranking';
import type { ProductId } from '@/src/routing';
import { productOf, type PageContent } from '@/src/search/server/buildDocuments';
import type { MuiPage } from '@/src/navigation/types';
import { component, entry, fixtureIndex, markdown, prop } from './search-fixture';

/** A page with its own description (the fixture's says only what the page is). */
function described(content: PageContent, description: string): PageContent {
  return content.kind === 'markdown' ? { ...content, description } : content;
}

const contents: PageContent[] = [
  markdown('/x/react-data-grid/aggregation', 'Data Grid - Aggregation', [
    ['aggregation-functions', 'Aggregation functions', 'Sum, average, min and max of a column.'],
  ]),
  markdown(
    '/x/react-data-grid/server-side-data/aggregation',
    'Data Grid - Server-side aggregation',
    [['usage', 'Usage', 'The server computes aggregation values for every group.']],
  ),
  markdown('/x/migration/migration-data-grid-v6', 'Migration from v6 to v7', [
    ['aggregation', 'Aggregation', 'The aggregation model moved; rename the aggregation prop.'],
    ['pie-chart', 'Pie chart', 'Pie chart and aggregation changes in version seven.'],
  ]),
  markdown('/x/react-charts/pie', 'Charts - Pie', [
    ['basics', 'Basics', 'A pie chart shows parts of a whole.'],
  ]),
  markdown('/x/react-data-grid/pagination', 'Data Grid - Pagination', [
    ['page-size', 'Page size', 'Choose how many rows a page shows.'],
  ]),
  markdown('/components/pagination', 'Pagination', [
    ['basic', 'Basic pagination', 'Pagination buttons for any list.'],
  ]),
  markdown(
    '/x/react-data-grid/export',
    'Data Grid - Export',
    [
      ['exported-rows', 'Exported rows', 'Only visible rows and columns are exported to a file.'],
      ['excel-export', 'Export to Excel', 'Download the grid as an Excel workbook.'],
    ],
    ['ODS', 'keep a copy of the table'],
    ['表格 另存为'],
  ),
  markdown('/x/react-data-grid/editing', 'Data Grid - Editing', [
    [
      'saving',
      'Saving changes',
      'Export the edited rows to your server, copy them to a table, then show them in Excel.',
    ],
  ]),
  markdown('/x/react-date-pickers/date-picker', 'Date Picker', [
    ['validation', 'Validation', 'Reject weekends and disable past dates with a prop.'],
  ]),
  markdown('/x/react-tree-view/rich-tree-view/ordering', 'Rich Tree View - Ordering', [
    ['moving-items', 'Moving items with drag and drop', 'Reorder the tree with the pointer.'],
  ]),
  markdown('/x/react-tree-view/rich-tree-view/items', 'Rich Tree View - Items', [
    ['drop-zones', 'Drop zones to drag', 'Where a tree item may land.'],
  ]),
  markdown('/x/react-tree-view/rich-tree-view/selection', 'Rich Tree View - Selection', [
    ['checkbox-selection', 'Checkbox selection', 'Select items with checkboxes.'],
  ]),
  // Material UI's page of the name: it says where the component moved, and readers' words.
  markdown(
    '/components/tree-view',
    'Tree View',
    [['where', 'Where the tree view lives', 'The tree view with checkboxes moved to MUI X.']],
    ['checkbox tree'],
    ['树形控件', '复选框 树'],
  ),
  markdown('/x/react-data-grid/row-selection', 'Data Grid - Row selection', [
    ['checkbox-selection', 'Checkbox selection', 'Select rows with checkboxes.'],
    [
      'from-code',
      'Selection from the API object',
      'Read apiRef.current to know whether checkboxSelection is on: apiRef.current tells.',
      { code: ['apiRef', 'checkboxSelection'] },
    ],
  ]),
  // A migration guide whose tables list old and new names in code (beyond the trimmed text).
  markdown('/x/migration/migration-data-grid-v5', 'Migration from v5 to v6', [
    [
      'run-codemods',
      'Run codemods',
      'The codemods rename most props for you.',
      { code: ['preset-safe', 'selectionModel', 'rowsPerPageOptions', 'headerHeight'] },
    ],
    [
      'row-selection-props',
      'Row selection props',
      'These props were renamed.',
      { code: ['selectionModel', 'rowSelectionModel', 'disableSelectionOnClick'] },
    ],
    [
      'page-size-props',
      'Page size props',
      'This prop was renamed.',
      { code: ['rowsPerPageOptions', 'pageSizeOptions'] },
    ],
    [
      'selection-model-example',
      'Selection model example',
      'Before and after.',
      { changes: ['selectionModel={selection}', 'rowSelectionModel={selection}'] },
    ],
  ]),
  markdown('/x/react-date-pickers/localization', 'Date and Time Pickers - Localization', [
    [
      'french',
      'French texts',
      'Translate the toolbar into French: French month names, French buttons, French hints.',
    ],
  ]),
  markdown('/guides/localization', 'Localization', [
    [
      'french',
      'French',
      'French translation of every label: a French translation, French dates, French numbers.',
    ],
  ]),
  markdown('/components/grid', 'Grid', [
    ['spacing', 'Spacing', 'The space between the items of a responsive layout grid.'],
  ]),
  markdown('/x/react-data-grid/localization', 'Data Grid - Localization', [
    ['locales', 'Locales', 'Translate the column menu and the footer, for instance into French.'],
  ]),
  markdown(
    '/x/react-data-grid/layout',
    'Data Grid - Layout',
    [['auto-height', 'Auto height', 'The container grows with its rows.']],
    ['grid has zero height'],
  ),
  markdown(
    '/x/react-data-grid/scrolling',
    'Data Grid - Scrolling',
    [['scroll-end', 'End of the rows', 'Load more rows when the reader scrolls to the bottom.']],
    ['infinite scroll'],
  ),
  markdown('/x/react-data-grid/row-height', 'Data Grid - Row height', [
    ['height', 'Row height', 'The height of each row, and why a zero height row collapses.'],
  ]),
  markdown(
    '/x/react-data-grid/server-side-data/infinite-loading',
    'Data Grid - Server-side infinite loading',
    [['status', 'Status', 'Rows will arrive in batches as you scroll.']],
    ['infinite scroll'],
  ),
  described(
    markdown('/customization/theming', 'Theming', [
      ['providing', 'Providing a theme', 'Wrap the app in a provider.'],
    ]),
    'Create a theme with createTheme and provide it to the app with ThemeProvider.',
  ),
  markdown('/x/react-data-grid/style', 'Data Grid - Styling', [
    [
      'theme',
      'Theme overrides',
      'Pass overrides to createTheme, then wrap the grid in ThemeProvider.',
      { code: ['createTheme', 'ThemeProvider'] },
    ],
    ['sx', 'The sx prop and class names', 'Style the grid with the sx prop or its class names.'],
  ]),
  markdown('/system/basics', 'Basics', [
    ['the-sx-prop', 'The sx prop', 'The sx prop takes theme-aware styles on any component.'],
  ]),
  markdown('/x/react-data-grid/column-definition', 'Data Grid - Column definition', [
    ['formatting', 'Formatting values', 'Show a price.', { code: ['valueFormatter'] }],
    ['dates', 'Dates', 'Show a day.', { code: ['valueFormatter'] }],
    ['currency', 'Currency', 'Show euros.', { code: ['valueFormatter'] }],
  ]),
  markdown('/x/react-charts/label', 'Charts - Label', [
    ['format', 'Format', 'Show a unit.', { code: ['valueFormatter'] }],
  ]),
  // Material UI's legacy styling guide teaches a name that MUI X's older grid used.
  markdown('/styles/basics', 'Styles - Basics', [
    ['hook-api-makestyles', 'Hook API: makeStyles', 'Create a hook that returns class names.'],
  ]),
  markdown('/x/migration/migration-data-grid-v4', 'Migration from v4 to v5', [
    ['styling', 'Styling', 'Replace the styles hook.', { code: ['makeStyles', 'sx'] }],
    [
      'xgrid',
      'XGrid is now DataGridPro',
      'Import the new name.',
      { code: ['XGrid', 'DataGridPro'] },
    ],
  ]),
  markdown('/x/react-data-grid/overlays', 'Data Grid - Overlays', [
    ['no-rows', 'No rows', 'The overlay shown when no rows are found, or the grid is not ready.'],
  ]),
  {
    kind: 'api',
    pathname: '/x/api/charts/bar-chart',
    doc: component('BarChart', 'community', [prop('valueFormatter', 'Formats a value.')]),
  },
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid-pro',
    doc: component('DataGridPro', 'pro', [prop('valueFormatter', 'Formats a value.')]),
  },
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid',
    doc: component('DataGrid', 'community', [
      prop('checkboxSelection', 'Show checkboxes.'),
      prop('rowSelectionModel', 'The selected rows.'),
      prop('pageSizeOptions', 'The page sizes a reader can choose.'),
    ]),
  },
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid-premium',
    doc: component('DataGridPremium', 'premium', [
      prop('checkboxSelection', 'Show checkboxes.'),
      prop('rowSelectionModel', 'The selected rows.'),
    ]),
  },
  {
    kind: 'api',
    pathname: '/api-docs/table-pagination',
    doc: component('TablePagination', 'community', [
      prop('rowsPerPageOptions', 'The page sizes a reader can choose.'),
    ]),
  },
  {
    kind: 'api',
    pathname: '/x/api/tree-view/rich-tree-view',
    doc: component('RichTreeView', 'community', [prop('checkboxSelection', 'Show checkboxes.')]),
  },
  {
    kind: 'api',
    pathname: '/x/api/date-pickers/date-calendar',
    doc: component('DateCalendar', 'community', [prop('disablePast', 'No past dates.')]),
  },
  {
    kind: 'api',
    pathname: '/x/api/date-pickers/date-picker',
    doc: component('DatePicker', 'community', [prop('disablePast', 'No past dates.')]),
  },
];

const entries = new Map<string, MuiPage>(
  [
    entry('/x/react-data-grid/aggregation', 'Aggregation', '聚合', 'premium'),
    entry('/x/react-data-grid/server-side-data/aggregation', 'Aggregation', '聚合', 'premium'),
    entry('/x/migration/migration-data-grid-v6', 'Breaking changes: Data Grid', '破坏性变更'),
    entry('/x/migration/migration-data-grid-v5', 'Migration from v5', '从 v5 迁移'),
    entry('/x/react-charts/pie', 'Pie overview', '饼图概览'),
    entry('/x/react-data-grid/pagination', 'Pagination', '分页'),
    entry('/components/pagination', 'Pagination', '分页'),
    entry('/x/react-data-grid/export', 'Export', '导出'),
    entry('/x/react-data-grid/editing', 'Editing', '编辑'),
    entry('/x/react-date-pickers/date-picker', 'Date Picker', '日期选择器'),
    entry('/x/react-tree-view/rich-tree-view/selection', 'Selection', '选择'),
    entry('/components/tree-view', 'Tree View', '树视图'),
    entry('/x/react-data-grid/row-selection', 'Row selection', '行选择'),
    entry('/x/react-date-pickers/localization', 'Localization', '本地化'),
    entry('/x/react-data-grid/localization', 'Localization', '本地化'),
    entry('/guides/localization', 'Localization', '本地化'),
    entry('/components/grid', 'Grid', '栅格'),
    entry('/x/react-data-grid/layout', 'Layout', '布局'),
    entry('/x/react-data-grid/row-height', 'Row height', '行高'),
    entry('/x/react-data-grid/scrolling', 'Scrolling', '滚动'),
    entry('/customization/theming', 'Theming', '主题'),
    entry('/x/react-data-grid/style', 'Styling', '样式'),
    {
      ...entry(
        '/x/react-data-grid/server-side-data/infinite-loading',
        'Infinite loading',
        '无限加载',
      ),
      planned: true,
    },
  ].map((page) => [page.pathname, page]),
);

const en = fixtureIndex('en', 'full', contents, entries);
const zh = fixtureIndex('zh', 'full', contents, entries);
const head = fixtureIndex('en', 'head', contents, entries);

function firstLink(index: LoadedIndex, query: string, productId: ProductId | null = 'x-general') {
  const [hit] = search(index, query, { productId });
  return hit ? `${hit.pageInfo.pathname}#${hit.anchor}` : null;
}

function pageOrder(index: LoadedIndex, query: string, productId: ProductId | null = 'x-general') {
  return groupByPage(search(index, query, { productId })).map((group) => group.page.pathname);
}

describe('ranking rules', () => {
  it('opens the page whose title is the query, over sections named the same elsewhere', () => {
    expect(firstLink(en, 'aggregation')).toBe('/x/react-data-grid/aggregation#');
    expect(firstLink(en, 'pagination')).toBe('/x/react-data-grid/pagination#');
  });

  it('matches an exact title in either language', () => {
    expect(firstLink(zh, '日期选择器')).toBe('/x/react-date-pickers/date-picker#');
    expect(firstLink(zh, 'Date Picker')).toBe('/x/react-date-pickers/date-picker#');
  });

  it('ranks a heading match above a body text match', () => {
    const order = pageOrder(en, 'excel');
    expect(order.indexOf('/x/react-data-grid/export')).toBeLessThan(
      order.indexOf('/x/react-data-grid/editing'),
    );
  });

  it('puts guides above migration pages unless the query asks for them', () => {
    expect(firstLink(en, 'pie chart')).toBe('/x/react-charts/pie#');
    expect(pageOrder(en, 'aggregation').at(-1)).toBe('/x/migration/migration-data-grid-v6');
    expect(pageOrder(en, 'migration aggregation')[0]).toBe('/x/migration/migration-data-grid-v6');
    expect(asksForRelease('upgrade to v7')).toBe(true);
    expect(asksForRelease('破坏性变更')).toBe(true);
    expect(asksForRelease('row grouping')).toBe(false);
  });

  it('keeps the plan order within a family and the top-level page before a nested one', () => {
    const order = pageOrder(en, 'checkboxSelection');
    expect(order.indexOf('/x/api/data-grid/data-grid')).toBeLessThan(
      order.indexOf('/x/api/data-grid/data-grid-premium'),
    );
    const aggregation = pageOrder(en, 'aggregation');
    expect(aggregation.indexOf('/x/react-data-grid/aggregation')).toBeLessThan(
      aggregation.indexOf('/x/react-data-grid/server-side-data/aggregation'),
    );
  });

  it('orders products as the navigation does when there is no current product', () => {
    expect(pageOrder(en, 'checkbox selection', 'x-general')[0]).toBe(
      '/x/react-data-grid/row-selection',
    );
    expect(pageOrder(en, 'checkbox selection', null)[0]).toBe('/x/react-data-grid/row-selection');
    // Core pages come after MUI X ones for MUI X readers.
    expect(pageOrder(zh, '分页')[0]).toBe('/x/react-data-grid/pagination');
    // The current product wins.
    expect(pageOrder(en, 'checkbox selection', 'x-tree-view')[0]).toBe(
      '/x/react-tree-view/rich-tree-view/selection',
    );
  });

  it("opens an identifier's member on the component most readers mean", () => {
    expect(firstLink(en, 'checkboxSelection')).toBe(
      '/x/api/data-grid/data-grid#prop-checkboxSelection',
    );
    expect(firstLink(en, 'checkboxSelection', 'x-tree-view')).toBe(
      '/x/api/tree-view/rich-tree-view#prop-checkboxSelection',
    );
    expect(firstLink(en, 'disablePast')).toBe('/x/api/date-pickers/date-picker#prop-disablePast');
  });

  it('ranks pages with every word in a title or heading above scattered words', () => {
    // "export", "excel" both appear in the body of Editing; together only in Export's heading.
    expect(firstLink(en, 'export excel')).toBe('/x/react-data-grid/export#excel-export');
  });

  it('ranks a heading holding the words side by side above one that has them apart', () => {
    // Both headings hold both words (the shorter one first by BM25); only Ordering's says
    // "drag and drop".
    expect(firstLink(en, 'drag and drop', 'x-tree-view')).toBe(
      '/x/react-tree-view/rich-tree-view/ordering#moving-items',
    );
  });

  it('answers from the head index (titles, headings, API names) before body text arrives', () => {
    expect(head.part).toBe('head');
    expect(firstLink(head, 'aggregation')).toBe('/x/react-data-grid/aggregation#');
    expect(firstLink(head, 'checkboxSelection')).toBe(
      '/x/api/data-grid/data-grid#prop-checkboxSelection',
    );
    // Body-only words wait for the full index.
    expect(search(head, 'weekends', { productId: null })).toEqual([]);
    expect(firstLink(en, 'weekends')).toBe('/x/react-date-pickers/date-picker#validation');
  });

  it('names a heading by its words in its order, stop words and plurals aside', () => {
    // "sx props" is "The sx prop" nearly whole: before a longer heading that also holds the words.
    expect(firstLink(en, 'sx prop')).toBe('/system/basics#the-sx-prop');
    expect(firstLink(en, 'sx props')).toBe('/system/basics#the-sx-prop');
  });

  it('opens the migration entry that lists an old name in its code, however long the section', () => {
    expect(firstLink(en, 'selectionModel')).toBe(
      '/x/migration/migration-data-grid-v5#row-selection-props',
    );
    expect(firstLink(en, 'disableSelectionOnClick')).toBe(
      '/x/migration/migration-data-grid-v5#row-selection-props',
    );
    // The entry that lists the name comes before the example that only shows it in a diff.
    const links = search(en, 'selectionModel', { productId: null }).map(
      (hit) => `${hit.pageInfo.pathname}#${hit.anchor}`,
    );
    expect(links.indexOf('/x/migration/migration-data-grid-v5#row-selection-props')).toBeLessThan(
      links.indexOf('/x/migration/migration-data-grid-v5#selection-model-example'),
    );
    // An MUI X reader means the Data Grid prop it was, not Material UI's member of that name.
    expect(firstLink(en, 'rowsPerPageOptions')).toBe(
      '/x/migration/migration-data-grid-v5#page-size-props',
    );
    // Typed among other words, an old name still opens the entry on its rename.
    expect(firstLink(en, 'DataGrid selectionModel checkbox selection')).toBe(
      '/x/migration/migration-data-grid-v5#row-selection-props',
    );
    // The old name is what the question is about, whatever words come with it; a name such as
    // `XGrid` (a capital before a capitalised word) is code too.
    expect(firstLink(en, 'XGrid not found, no rows ready')).toBe(
      '/x/migration/migration-data-grid-v4#xgrid',
    );
    expect(firstLink(zh, 'XGrid 找不到')).toBe('/x/migration/migration-data-grid-v4#xgrid');
    // A name that a Material UI guide teaches under its own heading is documented today: typed
    // among other words, it opens that guide, not a release note that mentions it.
    expect(firstLink(en, 'makeStyles react 18')).toBe('/styles/basics#hook-api-makestyles');
    // The head has no release sections: it answers with the near names until the full index.
    expect(firstLink(head, 'selectionModel')).toBe(
      '/x/api/data-grid/data-grid#prop-rowSelectionModel',
    );
  });

  it("keeps a current name's API entry first, its repeats next, release notes last", () => {
    expect(firstLink(en, 'rowSelectionModel')).toBe(
      '/x/api/data-grid/data-grid#prop-rowSelectionModel',
    );
    expect(pageOrder(en, 'rowSelectionModel')).toEqual([
      '/x/api/data-grid/data-grid',
      '/x/api/data-grid/data-grid-premium',
      '/x/migration/migration-data-grid-v5',
    ]);
    expect(firstLink(en, 'pageSizeOptions')).toBe(
      '/x/api/data-grid/data-grid#prop-pageSizeOptions',
    );
  });

  it('ranks a migration guide in the product it migrates', () => {
    expect(productOf('/x/migration/migration-data-grid-v5')).toBe('x-data-grid');
    expect(productOf('/x/migration/migration-pickers-lab')).toBe('x-date-pickers');
    expect(productOf('/x/migration/migration-tree-view-v6')).toBe('x-tree-view');
    expect(productOf('/x/migration/migration-charts-v6')).toBe('x-charts');
    expect(productOf('/x/whats-new')).toBe('x-general');
    expect(productOf('/x/react-charts/pie')).toBe('x-charts');
  });

  it("lists a component's page for its bare name, not every member of it", () => {
    const hits = search(en, 'DataGridPremium', { productId: 'x-data-grid' });
    expect(hits.map((hit) => `${hit.pageInfo.pathname}#${hit.anchor}`)).toEqual([
      '/x/api/data-grid/data-grid-premium#',
    ]);
  });

  it('finds a page by its front matter keywords, as a lesser title, in the full index only', () => {
    // Words of no title, heading or body text: only the keywords name the page.
    expect(firstLink(en, 'ods')).toBe('/x/react-data-grid/export#');
    expect(firstLink(zh, 'ods')).toBe('/x/react-data-grid/export#');
    // "table" and "copy" are also in the Editing page's body; the keyword names Export.
    expect(pageOrder(en, 'keep a copy of the table')[0]).toBe('/x/react-data-grid/export');
    expect(pageOrder(en, 'copy table')[0]).toBe('/x/react-data-grid/export');
    // An exact title still outranks a keyword.
    expect(firstLink(en, 'editing')).toBe('/x/react-data-grid/editing#');
    // The head index leaves keywords to the full one, pages included.
    expect(search(head, 'ods', { productId: null })).toEqual([]);
    expect(head.pages.some((page) => page.keywords)).toBe(false);
    expect(en.pages.find((page) => page.keywords)?.keywords).toEqual([
      'ods',
      'keep a copy of the table',
    ]);
  });

  it('finds a page by a keyword that stands whole in a longer query', () => {
    // Row height says "zero height" more often; the Layout page's keyword holds the question.
    expect(pageOrder(en, 'why has my grid zero height')[0]).toBe('/x/react-data-grid/layout');
    // One word of a keyword is not enough.
    expect(pageOrder(en, 'zero height row')[0]).toBe('/x/react-data-grid/row-height');
  });

  it('keeps a planned page below shipped ones, even when its keyword is the query', () => {
    // Infinite loading has the word in its title, but it is planned; Scrolling ships a way today.
    expect(pageOrder(en, 'infinite scroll')[0]).toBe('/x/react-data-grid/scrolling');
    expect(pageOrder(en, 'infinite scroll roadmap')[0]).toBe(
      '/x/react-data-grid/server-side-data/infinite-loading',
    );
  });

  it('looks in the product a query names among its words, wherever the reader is', () => {
    // The pickers' page says "French" four times; the query asks for the grid.
    expect(pageOrder(en, 'translate french')[0]).toBe('/x/react-date-pickers/localization');
    expect(pageOrder(en, 'translate grid to french')[0]).toBe('/x/react-data-grid/localization');
    expect(pageOrder(en, 'translate grid to french', 'x-date-pickers')[0]).toBe(
      '/x/react-data-grid/localization',
    );
    expect(pageOrder(zh, '表格 french')[0]).toBe('/x/react-data-grid/localization');
    // "Grid" is also a Material UI component's name: its page keeps its weight, but a guide whose
    // title does not hold the word comes after the product's pages.
    expect(pageOrder(en, 'grid french translation')[0]).toBe('/x/react-data-grid/localization');
    expect(pageOrder(en, 'grid spacing', 'x-data-grid')[0]).toBe('/components/grid');
    // "Data grid" is only MUI X's name: Material UI's guides come after the product's pages.
    expect(pageOrder(en, 'datagrid french translation')[0]).toBe('/x/react-data-grid/localization');
    expect(pageOrder(en, 'picker french', 'x-data-grid')[0]).toBe(
      '/x/react-date-pickers/localization',
    );
    // Neither is "tree view" in either language: Material UI's page of that name says where the
    // component moved, after MUI X's page on what was asked.
    expect(pageOrder(en, 'tree view checkbox')[0]).toBe(
      '/x/react-tree-view/rich-tree-view/selection',
    );
    expect(pageOrder(zh, '树形控件 选择')[0]).toBe('/x/react-tree-view/rich-tree-view/selection');
  });

  it("counts a component's name written as code by its words in titles", () => {
    // "Rich Tree View - Items" holds every word of the query once RichTreeView is read as words.
    expect(pageOrder(en, 'RichTreeView items')[0]).toBe('/x/react-tree-view/rich-tree-view/items');
    expect(rankedQuery('RichTreeView items').titleWords).toEqual(['rich', 'tree', 'view', 'item']);
  });

  it('opens the member of the owner typed with it, and the API object method called as code', () => {
    // Alone, the name opens DataGrid's prop; with its owner, DataGridPremium's.
    expect(firstLink(en, 'rowSelectionModel')).toBe(
      '/x/api/data-grid/data-grid#prop-rowSelectionModel',
    );
    expect(firstLink(en, 'DataGridPremium rowSelectionModel')).toBe(
      '/x/api/data-grid/data-grid-premium#prop-rowSelectionModel',
    );
    expect(firstLink(en, 'DataGridPremium.rowSelectionModel')).toBe(
      '/x/api/data-grid/data-grid-premium#prop-rowSelectionModel',
    );
    // The guide section says every word of these, but they are code naming one member.
    expect(firstLink(en, 'apiRef.current.checkboxSelection')).toBe(
      '/x/api/data-grid/data-grid#prop-checkboxSelection',
    );
    // A plain word after a component's name is a question in words, not a member.
    expect(firstLink(en, 'DatePicker validation')).toBe(
      '/x/react-date-pickers/date-picker#validation',
    );
  });

  it("opens, of members of one name, the one whose product's guides use it most", () => {
    // BarChart is a main component and comes first otherwise; the grid's guides name the
    // property three times to the charts' once.
    expect(firstLink(en, 'valueFormatter')).toBe(
      '/x/api/data-grid/data-grid-pro#prop-valueFormatter',
    );
    // The reader's product still comes first.
    expect(firstLink(en, 'valueFormatter', 'x-charts')).toBe(
      '/x/api/charts/bar-chart#prop-valueFormatter',
    );
  });

  it("leaves out a question's words that carry no subject, when two others remain", () => {
    expect(rankedQuery('how do I scroll to a specific row').terms).toEqual(['scroll', 'row']);
    expect(rankedQuery('how can I paginate').terms).toEqual(['how', 'can', 'paginate']);
    // The words of a heading stay whole for naming it.
    expect(rankedQuery('How it works').text).toBe('how it works');
  });

  it('opens the guide whose description names the identifier typed', () => {
    // The grid's section shows both names in its code, and the grid comes first on /x/; the
    // Theming guide's summary says it teaches them.
    expect(firstLink(en, 'ThemeProvider')).toBe('/customization/theming#');
    expect(firstLink(zh, 'createTheme')).toBe('/customization/theming#');
    // Typed in lower case, as a word, the name still opens the guide written to teach it.
    expect(firstLink(en, 'themeprovider')).toBe('/customization/theming#');
    // The head index does not carry descriptions' names.
    expect(head.pages.some((page) => page.describes)).toBe(false);
  });

  it('finds a Chinese page by its Chinese keywords, which the English index leaves out', () => {
    expect(firstLink(zh, '表格 另存为')).toBe('/x/react-data-grid/export#');
    expect(firstLink(zh, '另存为')).toBe('/x/react-data-grid/export#');
    expect(search(en, '另存为', { productId: null })).toEqual([]);
    expect(zh.pages.find((page) => page.keywords)?.keywords).toEqual([
      'ods',
      'keep a copy of the table',
      '表格 另存为',
    ]);
  });

  it('leaves the headings of release pages to the full index; their titles stay in the head', () => {
    const headLinks = (query: string) =>
      search(head, query, { productId: null }).map(
        (hit) => `${hit.pageInfo.pathname}#${hit.anchor}`,
      );
    expect(headLinks('pie chart')).not.toContain('/x/migration/migration-data-grid-v6#pie-chart');
    expect(headLinks('migration v6 to v7')[0]).toBe('/x/migration/migration-data-grid-v6#');
    const fullLinks = search(en, 'pie chart migration', { productId: null }).map(
      (hit) => `${hit.pageInfo.pathname}#${hit.anchor}`,
    );
    expect(fullLinks).toContain('/x/migration/migration-data-grid-v6#pie-chart');
  });
});
