import { search } from '@/src/search/engine';
import {
  BOOSTS,
  documentBoost,
  flattenGroups,
  groupByPage,
  normalise,
  rankedQuery,
} from '@/src/search/ranking';
import { processTerm, tokenize } from '@/src/search/tokenize';
import type { ProductId } from '@/src/routing';
import type { SearchHit } from '@/src/search/types';
import { fixtureIndex } from './search-fixture';

const en = fixtureIndex('en');
const zh = fixtureIndex('zh');

const first = (query: string, productId: ProductId | null, index = en) => {
  const [hit] = search(index, query, { productId });
  return hit ? `${hit.pageInfo.pathname}#${hit.anchor}` : null;
};

describe('search tokenizer', () => {
  it.each([
    ['checkboxSelection', ['checkboxSelection', 'checkbox', 'Selection']],
    ['MuiDataGrid-cell', ['MuiDataGrid', 'Mui', 'Data', 'Grid', 'cell']],
    ['row selection', ['row', 'selection']],
    ['列定义', ['列', '定义']],
    ['数据表格的排序', ['数据', '表格', '的', '排序']],
    ['DataGrid 的列', ['DataGrid', 'Data', 'Grid', '的', '列']],
    // An API that may still change is also found by its name without the prefix.
    [
      'unstable_useTreeItem2',
      [
        'unstable_useTreeItem2',
        'unstable',
        'use',
        'Tree',
        'Item2',
        'useTreeItem2',
        'use',
        'Tree',
        'Item2',
      ],
    ],
  ])('tokenize(%p)', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it.each([
    ['Selection', 'selection'],
    ['the', null],
    ['a', null],
    ['x', null],
    ['列', '列'],
    ['7', '7'],
  ])('processTerm(%p) is %p', (term, expected) => {
    expect(processTerm(term)).toBe(expected);
  });
});

describe('search ranking', () => {
  it.each<[string, ProductId | null, string]>([
    // An exact API member name ranks first, even from another product's pages.
    ['checkboxSelection', 'x-data-grid', '/x/api/data-grid/data-grid#prop-checkboxSelection'],
    ['checkboxSelection', 'x-tree-view', '/x/api/tree-view/rich-tree-view#prop-checkboxSelection'],
    ['checkboxselection', null, '/x/api/data-grid/data-grid#prop-checkboxSelection'],
    ['rowSelection', 'x-tree-view', '/x/api/data-grid/data-grid#prop-rowSelection'],
    ['baseCheckbox', 'x-charts', '/x/api/data-grid/data-grid#slot-baseCheckbox'],
    ['MuiDataGrid-cell', null, '/x/api/data-grid/data-grid#classes-cell'],
    ['.MuiDataGrid-cell', null, '/x/api/data-grid/data-grid#classes-cell'],
    // The current product's pages come first for the same words.
    ['checkbox selection', 'x-data-grid', '/x/react-data-grid/row-selection#checkbox-selection'],
    [
      'checkbox selection',
      'x-tree-view',
      '/x/react-tree-view/rich-tree-view/selection#checkbox-selection',
    ],
    ['selection', 'x-tree-view', '/x/react-tree-view/rich-tree-view/selection#'],
    ['selection', 'x-data-grid', '/x/react-data-grid/row-selection#'],
    // Prefix of the word being typed, and a typo.
    ['sort', 'x-data-grid', '/x/react-data-grid/sorting#sort-model'],
    ['stackin', 'x-charts', '/x/react-charts/bars#stacking'],
    ['colum definition', 'x-data-grid', '/x/react-data-grid/column-definition#'],
  ])('%p from %p ranks %p first', (query, productId, expected) => {
    expect(first(query, productId)).toBe(expected);
  });

  it('never misses an exact member name among many other matches', () => {
    const hits = search(en, 'checkboxSelection', { productId: 'x-charts' });
    const members = hits.filter((hit) => hit.label === 'checkboxSelection');
    expect(members).toHaveLength(3);
    expect(hits.slice(0, 3)).toEqual(members);
    // Between equal matches, the free component comes before the Pro one.
    const grid = members.map((hit) => hit.pageInfo.pathname).filter((p) => p.includes('data-grid'));
    expect(grid).toEqual(['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid-pro']);
  });

  it('puts the tree view guides before the data grid ones for "selection" from the tree view', () => {
    const hits = search(en, 'selection', { productId: 'x-tree-view' });
    // Guide pages: prose questions put API pages behind guides of any product.
    const products = groupByPage(hits)
      .filter((group) => !group.page.pathname.includes('/api/'))
      .map((group) => group.page.product);
    const firstOther = products.findIndex((product) => product !== 'x-tree-view');
    expect(firstOther).toBeGreaterThan(0);
    expect(products.slice(firstOther)).not.toContain('x-tree-view');
  });

  it('returns nothing for an empty query and falls back to any word when all cannot match', () => {
    expect(search(en, '   ', { productId: null })).toEqual([]);
    expect(first('stacking unicorns', 'x-charts')).toBe('/x/react-charts/bars#stacking');
    expect(search(en, 'zzzzqqq', { productId: null })).toEqual([]);
  });

  it('applies the boosts as factors', () => {
    const pages = [
      {
        pathname: '/x/api/a',
        title: 'A',
        product: 'x-data-grid' as const,
        plan: null,
        area: 'api' as const,
        titles: ['a'],
      },
    ];
    const stored = {
      kind: 'prop' as const,
      page: 0,
      anchor: 'prop-x',
      label: 'onChange',
      component: 'A',
      plan: null,
    };
    const boost = (query: string, productId: ProductId | null) =>
      documentBoost(stored, rankedQuery(query), { productId }, pages);
    const base = boost('other', null);
    expect(boost('onChange', null)).toBeGreaterThan(base * 10);
    expect(boost('other', 'x-data-grid')).toBeGreaterThan(base);
    expect(
      documentBoost(
        { ...stored, plan: 'premium' },
        rankedQuery('other'),
        { productId: null },
        pages,
      ),
    ).toBeLessThan(base);
  });

  it('names an unstable_ API by its name alone', () => {
    expect(normalise('unstable_dataSource')).toBe(normalise('dataSource'));
    expect(normalise('.MuiDataGrid-root')).toBe('muidatagrid-root');
  });

  it('weighs Material UI guides less in an MUI X product than on /x/, and less than MUI X there', () => {
    const pages = [
      {
        pathname: '/system/basics',
        title: 'Basics',
        product: 'system' as ProductId,
        plan: null,
        area: 'guide' as const,
        titles: ['basics'],
      },
      {
        pathname: '/x/introduction',
        title: 'Overview',
        product: 'x-general' as const,
        plan: null,
        area: 'guide' as const,
        titles: ['overview'],
      },
    ];
    const section = (page: number) => ({
      kind: 'section' as const,
      page,
      anchor: 'a',
      label: 'Something',
      component: '',
      plan: null,
    });
    const boost = (page: number, productId: ProductId | null) =>
      documentBoost(section(page), rankedQuery('other words'), { productId }, pages);
    expect(boost(0, 'x-general')).toBeLessThan(boost(1, 'x-general'));
    expect(boost(0, 'x-data-grid')).toBeLessThan(boost(0, 'x-general'));
    expect(boost(0, 'x-general') / boost(1, 'x-general')).toBeCloseTo(BOOSTS.otherProductOnX, 2);
  });
});

describe('Chinese search', () => {
  it.each([
    ['列定义', '/x/react-data-grid/column-definition', '列定义'],
    ['排序', '/x/react-data-grid/sorting', '排序'],
    ['柱状图', '/x/react-charts/bars', '柱状图'],
    ['行选择', '/x/react-data-grid/row-selection', '行选择'],
  ])('%p finds the page with that Chinese title', (query, pathname, title) => {
    const [hit] = search(zh, query, { productId: 'x-data-grid' });
    expect(hit.kind).toBe('page');
    expect(hit.pageInfo).toMatchObject({ pathname, title });
  });

  it('finds the English body of Chinese pages and English titles too', () => {
    expect(first('Sorting', 'x-data-grid', zh)).toBe('/x/react-data-grid/sorting#');
    expect(first('checkboxSelection', 'x-data-grid', zh)).toBe(
      '/x/api/data-grid/data-grid#prop-checkboxSelection',
    );
    expect(search(zh, 'Sorting', { productId: null })[0].pageInfo.title).toBe('排序');
  });

  it('does not find Chinese titles in the English index', () => {
    // 苹果 ("apple") is no word of the docs: without an English form, nothing matches it.
    expect(search(en, '苹果', { productId: null })).toEqual([]);
  });
});

describe('grouping by page', () => {
  const page = (pathname: string) => ({
    pathname,
    title: pathname,
    product: 'x-data-grid' as const,
    plan: null,
    area: 'guide' as const,
    titles: [pathname],
  });
  const hit = (id: number, pageIndex: number, pathname: string): SearchHit => ({
    id,
    score: 100 - id,
    kind: 'section',
    page: pageIndex,
    anchor: `a${id}`,
    label: `h${id}`,
    component: '',
    plan: null,
    pageInfo: page(pathname),
  });

  it.each<[string, Array<[number, string]>, string[][]]>([
    [
      'one page',
      [
        [0, '/a'],
        [0, '/a'],
      ],
      [['a0', 'a1']],
    ],
    [
      'order of the best hit',
      [
        [1, '/b'],
        [0, '/a'],
        [1, '/b'],
      ],
      [['a0', 'a2'], ['a1']],
    ],
    [
      'interleaved',
      [
        [0, '/a'],
        [1, '/b'],
        [0, '/a'],
        [2, '/c'],
        [1, '/b'],
      ],
      [['a0', 'a2'], ['a1', 'a4'], ['a3']],
    ],
    ['empty', [], []],
  ])('%s', (_name, hits, expected) => {
    const groups = groupByPage(
      hits.map(([pageIndex, pathname], id) => hit(id, pageIndex, pathname)),
    );
    expect(groups.map((group) => group.hits.map((item) => item.anchor))).toEqual(expected);
    expect(flattenGroups(groups).map((item) => item.anchor)).toEqual(expected.flat());
  });

  it('keeps at most maxPerGroup hits of a page', () => {
    const hits = Array.from({ length: 8 }, (_, id) => hit(id, 0, '/a'));
    expect(groupByPage(hits, 3)[0].hits).toHaveLength(3);
  });

  it('groups real results by page with the page title', () => {
    const groups = groupByPage(search(en, 'selection', { productId: 'x-data-grid' }));
    const paths = groups.map((group) => group.page.pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(groups[0].page.title).toBe('Row selection');
  });
});
