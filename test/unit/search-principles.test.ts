/**
 * The ranking principles of docs/search.md, one test each, on a small fixture site: feature words
 * open the guide before the API member of the same words, product names (both scripts) open the
 * product overview, shipped pages come before planned pages and roadmaps, an identifier opens its
 * API entry with the guide section naming it just below (and that section when it has no entry;
 * a name copied from code as a JSX tag or a call is the name),
 * a current name never lifts a release note, a Chinese query of table words is searched as its
 * English terms, everyday words and abbreviations as the docs' words, a component's name with
 * "props" (属性) opens its API page, a package name opens its product, and a demo's name or its
 * words open the section that shows the demo.
 */
import { pastedName, search, type LoadedIndex } from '@/src/search/engine';
import { documentBoost, flattenGroups, groupByPage, rankedQuery } from '@/src/search/ranking';
import type { SearchKind, SearchPage } from '@/src/search/types';
import {
  ALTERNATIVE_WORDS_WEIGHT,
  alternativeQueries,
  comparedPlans,
  docsWordsOf,
  englishOfChinese,
  knownWordsOfChinese,
  referencedName,
  asksHowToUse,
} from '@/src/search/terms';
import type { MuiPage } from '@/src/navigation/types';
import type { PageContent } from '@/src/search/server/buildDocuments';
import { component, entry, fixtureIndex, markdown, prop } from './search-fixture';

const contents: PageContent[] = [
  markdown('/x/react-data-grid', 'Data Grid - Overview', [
    ['features', 'Features', 'Sorting, filtering, editing and export for large tables.'],
    ['plans', 'Plans', 'The free plan, Pro and Premium: what each plan adds.'],
  ]),
  markdown('/x/react-data-grid/master-detail', 'Data Grid - Master detail', [
    ['usage', 'Usage', 'DataGridPro and DataGridPremium show a detail panel below a row.'],
  ]),
  markdown('/x/react-tree-view', 'Tree View - Overview', [
    ['items', 'Items', 'Nested items that expand and collapse.'],
  ]),
  markdown(
    '/x/react-data-grid/tree-data',
    'Data Grid - Tree data',
    [['nesting', 'Nesting', 'Rows nested as in a tree view.']],
    ['rows shown like a tree view'],
  ),
  markdown('/x/react-data-grid/cell-selection', 'Data Grid - Cell selection', [
    ['selecting-ranges', 'Selecting ranges', 'Select a range of cells with the mouse.'],
  ]),
  markdown('/x/react-data-grid/row-updates', 'Data Grid - Row updates', [
    ['loading-more-rows', 'Loading more rows on scroll', 'Infinite loading appends rows.'],
  ]),
  markdown('/x/react-data-grid/server-side-data/infinite-loading', 'Infinite loading', [
    ['status', 'Status: planned', 'Infinite loading with the data source is planned.'],
  ]),
  markdown('/x/introduction/roadmap', 'Roadmap', [
    ['charts', 'Charts', 'Zoom and pan on every chart, and more chart types.'],
  ]),
  markdown('/x/react-charts/zoom-and-pan', 'Charts - Zoom and pan', [
    ['usage', 'Usage', 'Zoom and pan on a chart with the mouse wheel.'],
  ]),
  markdown('/x/react-data-grid/sorting', 'Data Grid - Sorting', [
    ['sort-order', 'Sort order', 'Each click on a header cycles the sort order of the column.'],
    [
      'initial-state',
      'Starting sorted',
      'Pass a sort model to the initial state.',
      { demos: ['SortedOnLoad'] },
    ],
    [
      'all-columns',
      'For all columns',
      'Turn sorting off for every column of the grid.',
      { demos: ['SortingDisabledGrid'] },
    ],
  ]),
  markdown('/x/react-charts/stacking', 'Charts - Stacking', [
    ['stacking-series', 'Stacking series', 'Pile the series of a bar chart on top of each other.'],
  ]),
  markdown('/x/react-data-grid/clipboard', 'Data Grid - Copy and paste', [
    ['pasting', 'Pasting cells', 'Paste values into the selected cells from a spreadsheet.'],
  ]),
  markdown('/x/react-data-grid/plans', 'Data Grid - Plans', [
    ['premium', 'Premium features', 'Premium adds paste, Excel files and more.'],
  ]),
  markdown('/x/react-data-grid/column-pinning', 'Data Grid - Column pinning', [
    ['pinning', 'Pinning columns', 'Keep columns on the left or right side while scrolling.'],
  ]),
  markdown('/x/react-data-grid/column-visibility', 'Data Grid - Column visibility', [
    ['hiding', 'Hiding a column', 'Hide columns with the visibility model.'],
  ]),
  markdown('/guides/right-to-left', 'Right-to-left', [
    ['direction', 'Setting the direction', 'Set dir on the body for right-to-left languages.'],
  ]),
  markdown('/x/react-data-grid/api-object', 'Data Grid - API object', [
    ['inside', 'Using it inside the grid: useGridApiContext', 'The hook gives the API object.'],
  ]),
  markdown('/x/react-tree-view/tree-item-customization', 'Tree item customization', [
    [
      'building',
      'Building an item with the hook',
      'Compose your own item.',
      { code: ['useTreeItem2', 'getRootProps'] },
    ],
  ]),
  markdown('/x/migration/migration-tree-view-v6', 'Migration from v6 to v7', [
    [
      'use-the-new-hook',
      'Use the new hook',
      'The item hook changed.',
      { code: ['useTreeItem', 'useTreeItem2'] },
    ],
  ]),
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid-premium',
    doc: component('DataGridPremium', 'premium', [prop('cellSelection', 'Cell selection.')]),
  },
  {
    kind: 'api',
    pathname: '/x/api/date-pickers/date-picker',
    doc: {
      ...component('DatePicker', 'community', [prop('disablePast', 'No past dates.')]),
      slots: [{ name: 'textField', description: 'The input of the field.', default: null }],
    },
  },
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid',
    doc: component('DataGrid', 'community', [prop('rowHeight', 'Height of each row.')], {
      cssClasses: [
        {
          key: 'row--dynamicHeight',
          className: 'MuiDataGrid-row--dynamicHeight',
          description: 'Styles applied to a row whose height depends on its content.',
        },
      ],
    }),
  },
  markdown('/x/react-data-grid/row-height', 'Data Grid - Row height', [
    ['content', 'Height from the content', 'Dynamic row height: each row is measured.'],
  ]),
  markdown('/getting-started/installation', 'Installation', [
    ['default', 'Default installation', 'Run npm install @mui/material to add Material UI.'],
  ]),
  markdown('/x/introduction/installation', 'Installation', [
    [
      'packages',
      'Packages by plan',
      'Each plan has its package: @mui/x-data-grid, @mui/x-data-grid-pro, @mui/x-data-grid-premium.',
    ],
  ]),
  markdown('/system/basics', 'System - Basics', [
    ['sx', 'The sx prop', 'Style one element with theme values.'],
  ]),
  markdown('/x/react-data-grid/style', 'Data Grid - Styling', [
    ['sx-and-classes', 'The sx prop and class names', 'Style the grid with its classes.'],
  ]),
  markdown('/x/react-data-grid/getting-started', 'Data Grid - Getting started', [
    [
      'installation',
      'Installation',
      'Run npm install @mui/x-data-grid with Material UI, or your plan’s @mui/x-data-grid-premium.',
    ],
  ]),
  {
    kind: 'api',
    pathname: '/api-docs/text-field',
    doc: component('TextField', 'community', [prop('label', 'The label of the input.')]),
  },
  markdown('/x/react-date-pickers/custom-field', 'Date and Time Pickers - Custom field', [
    ['text-field', 'Replacing the TextField', 'Give the field your own TextField.'],
  ]),
];

const entries = new Map<string, MuiPage>(
  [
    entry('/x/react-data-grid', 'Overview', '概览'),
    entry('/x/react-tree-view', 'Overview', '概览'),
    entry('/x/react-data-grid/cell-selection', 'Cell selection', '单元格选择', 'premium'),
    entry('/x/react-data-grid/row-updates', 'Row updates', '行更新'),
    {
      ...entry(
        '/x/react-data-grid/server-side-data/infinite-loading',
        'Infinite loading',
        '无限加载',
      ),
      planned: true,
    },
    entry('/x/introduction/roadmap', 'Roadmap', '路线图'),
    entry('/x/react-charts/zoom-and-pan', 'Zoom and pan', '缩放与平移'),
    entry('/x/react-data-grid/api-object', 'API object', 'API 对象'),
    entry('/x/react-data-grid/column-pinning', 'Column pinning', '列固定'),
    entry('/x/react-data-grid/row-height', 'Row height', '行高'),
    entry('/x/react-data-grid/getting-started', 'Getting started', '快速入门'),
    entry('/x/introduction/installation', 'Installation', '安装'),
    entry('/system/basics', 'Basics', '基础'),
    entry('/x/react-data-grid/style', 'Styling', '样式'),
    entry('/x/react-data-grid/column-visibility', 'Column visibility', '列可见性'),
    entry('/x/react-data-grid/sorting', 'Sorting', '排序'),
    entry('/x/react-tree-view/tree-item-customization', 'Tree item customization', '树项定制'),
    entry('/x/migration/migration-tree-view-v6', 'Migration from v6', '从 v6 迁移'),
  ].map((page) => [page.pathname, page]),
);

const en = fixtureIndex('en', 'full', contents, entries);
const zh = fixtureIndex('zh', 'full', contents, entries);

function first(index: LoadedIndex, query: string): string {
  const [hit] = flattenGroups(groupByPage(search(index, query, { productId: 'x-general' })));
  return hit ? `${hit.pageInfo.pathname}#${hit.anchor}` : 'nothing';
}

function options(index: LoadedIndex, query: string): string[] {
  return flattenGroups(groupByPage(search(index, query, { productId: 'x-general' }))).map(
    (hit) => `${hit.pageInfo.pathname}#${hit.anchor}`,
  );
}

describe('ranking principles', () => {
  it('feature words open the guide, the identifier its API entry', () => {
    expect(first(en, 'cell selection')).toBe('/x/react-data-grid/cell-selection#');
    expect(first(en, 'cellSelection')).toBe(
      '/x/api/data-grid/data-grid-premium#prop-cellSelection',
    );
  });

  it('a product name in English or Chinese opens the product overview', () => {
    expect(first(en, 'data grid')).toBe('/x/react-data-grid#');
    expect(first(zh, '数据表格')).toBe('/x/react-data-grid#');
    expect(first(zh, '树视图')).toBe('/x/react-tree-view#');
    // Read on another product's page: still that product's overview, before the current
    // product's pages that mention it.
    const fromGrid = (index: LoadedIndex, query: string) =>
      search(index, query, { productId: 'x-data-grid' })[0]?.pageInfo.pathname;
    expect(fromGrid(en, 'tree view')).toBe('/x/react-tree-view');
    expect(fromGrid(zh, '树视图')).toBe('/x/react-tree-view');
  });

  it('shipped pages come before planned pages and roadmaps, unless plans are asked for', () => {
    expect(first(en, 'zoom and pan')).toBe('/x/react-charts/zoom-and-pan#');
    expect(options(en, 'infinite loading rows')[0]).toMatch(/^\/x\/react-data-grid\/row-updates#/);
    expect(first(en, 'roadmap charts')).toBe('/x/introduction/roadmap#charts');
  });

  it('an identifier named by a guide heading or its code opens that section', () => {
    expect(first(en, 'useGridApiContext')).toBe('/x/react-data-grid/api-object#inside');
    // useTreeItem2 is a current name: the guide, not the migration entry that also names it.
    expect(first(en, 'useTreeItem2')).toBe('/x/react-tree-view/tree-item-customization#building');
    // useTreeItem is an old name: the migration entry documents it.
    expect(first(en, 'useTreeItem')).toBe('/x/migration/migration-tree-view-v6#use-the-new-hook');
  });

  it('a Chinese query of table words is also searched as English', () => {
    expect(englishOfChinese('单元格选择')).toBe('cell selection');
    // Words of a question that carry no subject are left out; Latin names are kept.
    expect(englishOfChinese('如何使用单元格的选择')).toBe('cell selection');
    expect(englishOfChinese('DataGrid 属性')).toBe('DataGrid props');
    // A word outside the table: no English form (its meaning is unknown).
    expect(englishOfChinese('单元格的苹果')).toBeNull();
    expect(first(zh, '选择 单元格')).toBe('/x/react-data-grid/cell-selection#');
    expect(first(zh, '如何隐藏列')).toMatch(/^\/x\/react-data-grid\/column-visibility#/);
  });

  it('a Chinese query with words the tables lack: its own words first, its known words second', () => {
    // 苹果 is in neither table: the query has no English form, only its known words have one.
    expect(knownWordsOfChinese('样式 苹果 sx')).toBe('styling sx');
    expect(knownWordsOfChinese('如何隐藏苹果')).toBe('hide');
    // Every word known: the whole query translates instead; no word known: no reading.
    expect(knownWordsOfChinese('如何隐藏列')).toBeNull();
    expect(knownWordsOfChinese('苹果')).toBeNull();
    expect(knownWordsOfChinese('如何苹果')).toBeNull();
    // The Chinese title 样式 answers first; "styling sx" in English adds the sx prop's guide next.
    const pages = [...new Set(options(zh, '样式 苹果 sx').map((option) => option.split('#')[0]))];
    expect(pages.slice(0, 2)).toEqual(['/x/react-data-grid/style', '/system/basics']);
    // Its own words find nothing: the known words answer alone, so the list is never empty.
    expect(first(zh, '隐藏苹果')).toBe('/x/react-data-grid/column-visibility#hiding');
  });

  it('each word of several finds the other forms of its stem, the form typed first', () => {
    // "stacked" has the stem of "Stacking": the page is found though no document says "stacked".
    expect(first(en, 'stacked bar chart')).toMatch(/^\/x\/react-charts\/stacking#/);
  });

  it('a document about most of the words answers before one that only mentions them all', () => {
    // "pasting from a spreadsheet" is the clipboard page's subject; the plans page names paste
    // and spreadsheet-like words in passing. A document missing "pasting"'s partner still ranks
    // by the share of the words it matches.
    const paths = search(en, 'paste cells spreadsheet excel', { productId: null }).map(
      (hit) => hit.pageInfo.pathname,
    );
    expect(paths[0]).toBe('/x/react-data-grid/clipboard');
    expect(paths).toContain('/x/react-data-grid/plans');
  });

  it('everyday words and abbreviations are also searched as the docs name them', () => {
    expect(docsWordsOf('rtl')).toBe('right-to-left');
    expect(docsWordsOf('freeze columns')).toBe('pinning columns');
    expect(docsWordsOf('drag and drop rows')).toBe('ordering rows');
    expect(docsWordsOf('sorting')).toBeNull();
    // Other libraries' words, British spellings and misspellings, plain words for the docs' terms.
    expect(docsWordsOf('group by country')).toBe('row grouping country');
    expect(docsWordsOf('colour of a row')).toBe('color of a row');
    expect(docsWordsOf('calender')).toBe('calendar');
    // A phrase matches its words in any form; the form typed wins over another of the same stem.
    expect(docsWordsOf('floating filters')).toBe('header filters');
    expect(docsWordsOf('grouped by country')).toBe('row grouping country');
    // The pickers' input is their field, in either language.
    expect(docsWordsOf('open picker when clicking the input')).toBe(
      'open picker when clicking the field',
    );
    expect(englishOfChinese('点击输入框弹出日历')).toBe('click input open calendar');
    // A language's name asks for localization; one written right to left, for the layout.
    expect(docsWordsOf('datagrid in french')).toBe('data grid in french localization');
    expect(docsWordsOf('date picker japanese')).toBe('date picker japanese localization');
    expect(docsWordsOf('hebrew')).toBe('right-to-left');
    // A Chinese query's English form counts fully; the docs' words for everyday ones count less.
    expect(alternativeQueries('冻结列')).toEqual([{ text: 'column pinning', weight: 1 }]);
    expect(alternativeQueries('sticky columns')).toEqual([
      { text: 'column pinning', weight: ALTERNATIVE_WORDS_WEIGHT },
    ]);
    expect(alternativeQueries('苹果列')).toEqual([]);
    expect(referencedName('GridApi methods')).toBe('GridApi');
    expect(referencedName('GridColDef type')).toBe('GridColDef');
    expect(referencedName('data grid api')).toBeNull();
    expect(first(en, 'freeze columns')).toBe('/x/react-data-grid/column-pinning#');
    expect(first(en, 'rtl')).toBe('/guides/right-to-left#');
  });

  it("a component's name written as code opens its API page, then the guide naming it", () => {
    expect(options(en, 'TextField').slice(0, 2)).toEqual([
      '/api-docs/text-field#',
      '/x/react-date-pickers/custom-field#text-field',
    ]);
    // The camelCase slot of the same letters is what `textField` names.
    expect(first(en, 'textField')).toBe('/x/api/date-pickers/date-picker#slot-textField');
  });

  it('a name with words asking how to use it opens the guide that teaches it', () => {
    expect(asksHowToUse('getRowId example')).toBe(true);
    expect(asksHowToUse('how to use DataGrid')).toBe(true);
    expect(asksHowToUse('apiRef 怎么用')).toBe(true);
    expect(asksHowToUse('getRowId 用法')).toBe(true);
    expect(asksHowToUse('use pagination')).toBe(false);
    expect(asksHowToUse('TextField props')).toBe(false);
    expect(asksHowToUse('Usage with DataGrid')).toBe(false);
    expect(first(en, 'TextField example')).toBe('/x/react-date-pickers/custom-field#text-field');
    expect(first(en, 'how to use TextField')).toBe('/x/react-date-pickers/custom-field#text-field');
    expect(first(zh, 'TextField 怎么用')).toBe('/x/react-date-pickers/custom-field#text-field');
    // Its API entry comes just after.
    expect(options(en, 'TextField example')[1]).toBe('/api-docs/text-field#');
  });

  it('a name copied from code, as a JSX tag or a call, is the name', () => {
    expect(pastedName(' <DataGrid /> ')).toBe('DataGrid');
    expect(pastedName('<TextField>')).toBe('TextField');
    expect(pastedName('createTheme()')).toBe('createTheme');
    expect(pastedName('apiRef.current.updateRows();')).toBe('apiRef.current.updateRows');
    // A call with arguments, a tag with props and words stay as typed.
    expect(pastedName('createTheme({ palette })')).toBe('createTheme({ palette })');
    expect(pastedName('<DataGrid rows={rows} />')).toBe('<DataGrid rows={rows} />');
    expect(pastedName('sort (asc)')).toBe('sort (asc)');
    expect(options(en, '<TextField />')).toEqual(options(en, 'TextField'));
    expect(options(en, 'textField()')).toEqual(options(en, 'textField'));
    expect(first(en, '<TextField />')).toBe('/api-docs/text-field#');
    expect(first(zh, '<TextField />')).toBe('/api-docs/text-field#');
  });

  it("two plans of one component named together compare the plans: the product's overview", () => {
    expect(comparedPlans('DataGridPro vs DataGridPremium')).toBe('data grid pro premium plans');
    expect(comparedPlans('DataGrid 和 DataGridPro 区别')).toBe('data grid community pro plans');
    // One plan, two different components, or plain words: not a comparison of plans.
    expect(comparedPlans('DataGridPro detail panel')).toBeNull();
    expect(comparedPlans('DataGridPro vs TreeViewPro')).toBeNull();
    expect(comparedPlans('data grid pro vs premium')).toBeNull();
    // The feature page naming both plans comes after the overview's plans.
    expect(first(en, 'DataGridPro vs DataGridPremium')).toBe('/x/react-data-grid#plans');
    expect(first(zh, 'DataGridPro 和 DataGridPremium 有什么区别')).toBe('/x/react-data-grid#plans');
    expect(first(en, 'DataGridPro detail panel')).toBe('/x/react-data-grid/master-detail#usage');
  });

  it("a component's name with a word for its reference opens its API page", () => {
    expect(first(en, 'TextField props')).toBe('/api-docs/text-field#');
    expect(first(zh, 'TextField 属性')).toBe('/api-docs/text-field#');
    expect(first(en, 'DataGridPremium props')).toBe('/x/api/data-grid/data-grid-premium#');
    expect(first(en, 'DataGridPremium api')).toBe('/x/api/data-grid/data-grid-premium#');
    expect(first(zh, 'DataGridPremium 属性')).toBe('/x/api/data-grid/data-grid-premium#');
    // The component's name alone still opens it, and a prop's name its entry.
    expect(first(en, 'cellSelection')).toBe(
      '/x/api/data-grid/data-grid-premium#prop-cellSelection',
    );
  });

  it('words reach a CSS class after the guide that explains them', () => {
    const apiPage: SearchPage = {
      pathname: '/x/api/data-grid/data-grid',
      title: 'DataGrid',
      product: 'x-data-grid',
      plan: null,
      area: 'api',
      titles: ['datagrid'],
    };
    const member = (kind: SearchKind, label: string) =>
      documentBoost(
        { kind, page: 0, anchor: '', label, component: 'DataGrid', plan: null },
        rankedQuery('dynamic row height'),
        { productId: 'x-general' },
        [apiPage],
      );
    // Two members matching the same words: the class a step below the prop.
    expect(member('class', 'MuiDataGrid-row--dynamicHeight')).toBeLessThan(
      member('prop', 'getRowHeight') * 0.5,
    );
    expect(first(en, 'dynamic row height')).toMatch(/^\/x\/react-data-grid\/row-height#/);
    // Written as code, the class is the answer.
    expect(first(en, 'MuiDataGrid-row--dynamicHeight')).toBe(
      '/x/api/data-grid/data-grid#classes-row--dynamicHeight',
    );
  });

  it("a query naming Material UI ranks Material UI's guides first", () => {
    // Both pages hold every word; without the product named, MUI X's would come first.
    const found = options(en, 'installation material ui');
    expect(found[0]).toMatch(/^\/getting-started\/installation#/);
    expect(found).toContain('/x/react-data-grid/getting-started#installation');
    expect(first(zh, '安装 material ui')).toMatch(/^\/getting-started\/installation#/);
  });

  it("a product's slug or package name in prose opens its overview; its npm package, the page that installs it", () => {
    expect(first(en, 'x-data-grid')).toBe('/x/react-data-grid#');
    expect(first(en, 'react data grid')).toBe('/x/react-data-grid#');
    expect(first(en, 'x tree view')).toBe('/x/react-tree-view#');
    const GETTING_STARTED = /^\/x\/react-data-grid\/getting-started#/;
    // Written as npm has it, alone or with install words, a product's package (any plan's) opens
    // the product's Getting started, above the overview its titles name and the family's guide.
    expect(first(en, '@mui/x-data-grid')).toMatch(GETTING_STARTED);
    expect(first(en, '@mui/x-data-grid-premium')).toMatch(GETTING_STARTED);
    expect(first(en, 'npm install @mui/x-data-grid')).toMatch(GETTING_STARTED);
    expect(first(zh, '@mui/x-data-grid 安装')).toMatch(GETTING_STARTED);
    // A plan's package in prose, and other packages with install words: the family's guide.
    expect(first(en, 'x-data-grid-premium')).toMatch(/^\/x\/introduction\/installation#/);
    expect(first(en, 'yarn add @mui/material')).toMatch(/^\/getting-started\/installation#/);
  });

  it('a heading is named by its words in its order without its stop words', () => {
    // The grid's heading holds both words side by side, and the grid comes first on /x/.
    expect(first(en, 'sx prop')).toBe('/system/basics#sx');
  });

  it("a demo's name or its words open the section that shows the demo", () => {
    // The section's own words are elsewhere ("Starting sorted"); the demo's name finds it.
    expect(first(en, 'sorted on load')).toBe('/x/react-data-grid/sorting#initial-state');
    expect(first(en, 'SortedOnLoad')).toBe('/x/react-data-grid/sorting#initial-state');
    // Words the page shares with the demo's name: the demo's section before the other sections.
    expect(first(en, 'sorting disabled grid')).toBe('/x/react-data-grid/sorting#all-columns');
    expect(first(en, 'disabled sorting grid')).toBe('/x/react-data-grid/sorting#all-columns');
    // Only the full index knows demos: the head finds the page by its title.
    const head = fixtureIndex('en', 'head', contents, entries);
    expect(first(head, 'sorting')).toBe('/x/react-data-grid/sorting#');
  });

  it('a name too short to be an index term still finds its API entry', () => {
    const index = fixtureIndex(
      'en',
      'full',
      [
        {
          kind: 'api',
          pathname: '/x/api/charts/charts-reference-line',
          doc: component('ChartsReferenceLine', 'community', [prop('x', 'The x value.')]),
        },
      ],
      new Map(),
    );
    expect(first(index, 'x')).toBe('/x/api/charts/charts-reference-line#prop-x');
  });
});

describe('the share of the words a document matches', () => {
  // "particular" and "row" are in almost every section; "jump" only in two.
  const common = 'Any particular row detail is on this page.';
  const site: PageContent[] = [
    markdown('/x/react-data-grid/scrolling', 'Data Grid - Scrolling', [
      ['jump-to-a-row', 'Jump to a row', 'Jump: move the viewport until the row shows.'],
    ]),
    markdown('/x/react-data-grid/row-recipes', 'Data Grid - Row recipes', [
      ['odds-and-ends', 'Odds and ends', `Editing may jump ahead. ${common}`],
    ]),
    ...Array.from({ length: 24 }, (_, page) =>
      markdown(`/x/react-data-grid/topic-${page}`, `Data Grid - Topic ${page}`, [
        [`basics-${page}`, `Basics ${page}`, common],
      ]),
    ),
  ];
  const index = fixtureIndex(
    'en',
    'full',
    site,
    new Map(
      site.map((page) => [page.pathname, entry(page.pathname, page.pathname, page.pathname)]),
    ),
  );
  const pages = (query: string) =>
    groupByPage(search(index, query, { productId: null })).map((group) => group.page.pathname);

  it('weighs each word by its rarity: missing a word every page has costs little', () => {
    // The scrolling section lacks only "particular", which nearly every section holds, and
    // names the rest in its heading: it comes before the section holding all three words in
    // passing. Counting the words alike, it would come after.
    expect(pages('jump to a particular row').slice(0, 2)).toEqual([
      '/x/react-data-grid/scrolling',
      '/x/react-data-grid/row-recipes',
    ]);
  });

  it('leaves out a document that misses the rare word when another matches every word', () => {
    expect(pages('jump to a particular row')).not.toContain('/x/react-data-grid/topic-0');
  });
});
