import type { ApiComponentDoc, ApiProperty } from '@/src/api-docs/types';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { headDocuments, loadIndex, serializeIndex, type LoadedIndex } from '@/src/search/engine';
import { buildDocuments, type PageContent } from '@/src/search/server/buildDocuments';
import type { PageSection } from '@/src/search/server/sections';
import type { SearchIndexFile } from '@/src/search/types';
import { everydayWords } from '@/src/search/everydayWords';
import { addEverydayWords } from '@/src/search/terms';

// Searches here run as the browser's do once the full index has arrived: with the everyday words.
addEverydayWords(everydayWords);

export const prop = (name: string, description = ''): ApiProperty => ({
  name,
  type: 'boolean',
  default: 'false',
  required: false,
  description,
  deprecated: null,
  signature: null,
  plan: null,
});

export const component = (
  name: string,
  plan: ApiComponentDoc['plan'],
  props: ApiProperty[],
  extra: Partial<ApiComponentDoc> = {},
): ApiComponentDoc => ({
  kind: 'component',
  name,
  title: `${name} API`,
  description: `API reference of the ${name} component.`,
  plan,
  imports: [],
  props,
  slots: [],
  cssClasses: [],
  demos: [],
  ...extra,
});

/** A section's code: inline code spans, changed diff lines, whole code blocks, demo names. */
export type SectionCode = Partial<Pick<PageSection, 'code' | 'changes' | 'blocks' | 'demos'>>;

export const markdown = (
  pathname: string,
  title: string,
  sections: Array<[string, string, string, SectionCode?]>,
  keywords?: string[],
  keywordsZh?: string[],
): PageContent => ({
  kind: 'markdown',
  pathname,
  title,
  description: `${title} of the component.`,
  ...(keywords ? { keywords } : {}),
  ...(keywordsZh ? { keywordsZh } : {}),
  sections: [
    { id: null, heading: '', text: 'Introduction.', code: [], changes: [], blocks: [] },
    ...sections.map(([id, heading, text, code = {}]) => ({
      id,
      heading,
      text,
      code: [],
      changes: [],
      blocks: [],
      ...code,
    })),
  ],
});

/** A small site: data grid and tree view pages about selection, three grids' API, a chart. */
export const fixtureContents: PageContent[] = [
  markdown('/x/react-data-grid/row-selection', 'Data Grid - Row selection', [
    ['checkbox-selection', 'Checkbox selection', 'Add a column of checkboxes to select rows.'],
    ['selection-model', 'Controlled selection', 'Control the selection model from state.'],
  ]),
  markdown('/x/react-tree-view/rich-tree-view/selection', 'Rich Tree View - Selection', [
    ['multi-selection', 'Multi selection', 'Select several items with checkboxes.'],
    ['checkbox-selection', 'Checkbox selection', 'Show a checkbox before each item.'],
  ]),
  markdown('/x/react-data-grid/column-definition', 'Data Grid - Column definition', [
    ['the-columns-prop', 'The columns prop', 'Each column is an object with a field.'],
  ]),
  markdown('/x/react-data-grid/sorting', 'Data Grid - Sorting', [
    ['sort-model', 'Sort model', 'The sort model lists the sorted columns.'],
  ]),
  markdown('/x/react-charts/bars', 'Charts - Bars', [
    ['stacking', 'Stacking', 'Stack bars of several series.'],
  ]),
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid',
    doc: component(
      'DataGrid',
      'community',
      [
        prop('checkboxSelection', 'If `true`, the grid shows a column of checkboxes.'),
        prop('checkboxSelectionVisibleOnly', 'Select only the visible rows on a header click.'),
        prop('rowSelection', 'If `false`, row selection is off.'),
      ],
      {
        slots: [{ name: 'baseCheckbox', description: 'Checkbox component.', default: null }],
        cssClasses: [{ key: 'cell', className: 'MuiDataGrid-cell', description: 'Every cell.' }],
      },
    ),
  },
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid-pro',
    doc: component('DataGridPro', 'pro', [
      prop('checkboxSelection', 'If `true`, the grid shows a column of checkboxes.'),
    ]),
  },
  {
    kind: 'api',
    pathname: '/x/api/tree-view/rich-tree-view',
    doc: component('RichTreeView', 'community', [
      prop('checkboxSelection', 'If `true`, each item has a checkbox.'),
    ]),
  },
];

export const entry = (
  pathname: string,
  en: string,
  zh: string,
  plan?: MuiPage['plan'],
): MuiPage => ({
  pathname,
  title: { en, zh },
  plan,
});

/** Registry entries with the navigation titles in both languages. */
export const fixtureEntries = new Map<string, MuiPage>(
  [
    entry('/x/react-data-grid/row-selection', 'Row selection', '行选择'),
    entry('/x/react-tree-view/rich-tree-view/selection', 'Selection', '选择'),
    entry('/x/react-data-grid/column-definition', 'Column definition', '列定义'),
    entry('/x/react-data-grid/sorting', 'Sorting', '排序'),
    entry('/x/react-charts/bars', 'Bars', '柱状图'),
    entry('/x/api/data-grid/data-grid', 'DataGrid', 'DataGrid'),
    entry('/x/api/data-grid/data-grid-pro', 'DataGridPro', 'DataGridPro', 'pro'),
    entry('/x/api/tree-view/rich-tree-view', 'RichTreeView', 'RichTreeView'),
  ].map((page) => [page.pathname, page]),
);

/** The fixture index of a language, serialised and revived as the browser does. */
export function fixtureIndex(
  language: LanguageCode,
  part: SearchIndexFile['part'] = 'full',
  contents: PageContent[] = fixtureContents,
  entries: ReadonlyMap<string, MuiPage> = fixtureEntries,
): LoadedIndex {
  const { pages, documents } = buildDocuments(contents, entries, language);
  const file = serializeIndex(
    language,
    part,
    pages,
    part === 'head' ? headDocuments(documents, pages) : documents,
  );
  return loadIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
}
