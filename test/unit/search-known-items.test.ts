/**
 * The generated known-item queries of the search evaluation (src/search/server/knownItems.ts):
 * one query per demo of a Markdown page, made of its name's words, right at the section that
 * shows the demo.
 */
import { buildDocuments, type PageContent } from '@/src/search/server/buildDocuments';
import { demoTitle, knownItems } from '@/src/search/server/knownItems';
import { markdown } from './search-fixture';

describe('demo titles', () => {
  it.each([
    ['SortingInitialState', 'sorting initial state'],
    ['CSVExport', 'csv export'],
    ['BarChart2Series', 'bar chart 2 series'],
    ['Basic_Usage', 'basic usage'],
  ])('%s is typed as "%s"', (name, title) => {
    expect(demoTitle(name)).toBe(title);
  });
});

describe('known items of demos', () => {
  const made = markdown('/x/react-data-grid/sorting', 'Data Grid - Sorting', [
    ['initial-state', 'Initial state', 'Start sorted.', { demos: ['SortingInitialState'] }],
  ]);
  if (made.kind !== 'markdown') throw new Error('a Markdown page was expected');
  // A demo above the first heading: in the page's introduction.
  const [intro, ...sections] = made.sections;
  const page: PageContent = {
    ...made,
    sections: [{ ...intro, demos: ['BasicSorting'] }, ...sections],
  };
  const { pages, documents } = buildDocuments([page], new Map(), 'en');
  const items = knownItems('en', pages, documents, {
    ownTitles: new Map(),
    englishTitles: new Map(),
    headingIds: new Map([[page.pathname, new Set(['initial-state'])]]),
    demos: [],
    pageDemos: [
      { name: 'SortingInitialState', pathname: page.pathname, anchor: 'initial-state' },
      { name: 'BasicSorting', pathname: page.pathname, anchor: '' },
      // A demo of a page the index does not have asks nothing.
      { name: 'ElsewhereDemo', pathname: '/x/react-charts/bars', anchor: '' },
    ],
  });
  const demoItems = items.filter((item) => item.sources.includes('demo'));

  it('asks for each demo of an indexed page by its words', () => {
    expect(demoItems.map((item) => item.query)).toEqual(['sorting initial state', 'basic sorting']);
  });

  it('is right at the section that shows the demo, or the page above the first heading', () => {
    expect(demoItems[0].targets).toEqual([
      { kind: 'section', pathname: page.pathname, anchor: 'initial-state' },
    ]);
    expect(demoItems[1].targets).toEqual([{ kind: 'page', pathname: page.pathname, anchor: '' }]);
  });

  it('indexes the names of the demos with the section that shows them', () => {
    const section = documents.find((document) => document.anchor === 'initial-state');
    expect(section?.demos).toBe('SortingInitialState');
    expect(documents.find((document) => document.kind === 'page')?.demos).toBe('BasicSorting');
  });
});
