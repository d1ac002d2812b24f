import { groupsToSections, hasDestination, recentToSections } from '@/src/search/resultItems';
import { groupSharedTitles } from '@/src/search/server/buildDocuments';
import type { MuiPage } from '@/src/navigation/types';
import type { SearchGroup } from '@/src/search/ranking';
import type { SearchHit, SearchPage } from '@/src/search/types';

const page = (pathname: string, title: string): SearchPage => ({
  pathname,
  title,
  product: 'x-data-grid',
  plan: null,
  area: 'guide',
  titles: [title.toLowerCase()],
});

const hit = (id: number, pageInfo: SearchPage, kind: SearchHit['kind'], label = ''): SearchHit => ({
  id,
  score: 1,
  kind,
  page: 0,
  anchor: label ? label.toLowerCase() : '',
  label,
  component: '',
  plan: null,
  pageInfo,
});

describe('result rows', () => {
  it('keeps only rows with a destination, and no section without rows', () => {
    const sorting = page('/x/react-data-grid/sorting', 'Sorting');
    const untitled = page('/x/react-data-grid/untitled', '');
    const groups: SearchGroup[] = [
      // A page without a title and a heading without text would be empty rows.
      { page: untitled, hits: [hit(1, untitled, 'page'), hit(2, untitled, 'section', ' ')] },
      { page: sorting, hits: [hit(3, sorting, 'section', ''), hit(4, sorting, 'page')] },
    ];
    const sections = groupsToSections(groups);
    expect(sections.map((section) => section.key)).toEqual(['/x/react-data-grid/sorting']);
    expect(sections[0].items.map((item) => item.key)).toEqual(['hit-4']);
    expect(sections.flatMap((section) => section.items).every(hasDestination)).toBe(true);
  });

  it('drops a recent entry that names no page', () => {
    const sections = recentToSections(
      [
        { pathname: '', anchor: '', kind: 'page', title: 'Gone', label: '', component: '' },
        {
          pathname: '/x/react-data-grid/sorting',
          anchor: '',
          kind: 'page',
          title: 'Sorting',
          label: '',
          component: '',
        },
      ],
      'Recent',
    );
    expect(sections[0].items.map((item) => item.entry.title)).toEqual(['Sorting']);
  });

  it('names the navigation parent of pages that share a title, in headers and recent entries', () => {
    const tree = (title: string, zh: string): MuiPage => ({
      pathname: `/x/react-tree-view/${title.toLowerCase().replace(/ /g, '-')}`,
      title: { en: title, zh },
      children: [],
    });
    const rich = tree('Rich Tree View', '富树视图');
    const simple = tree('Simple Tree View', '简单树视图');
    const root = tree('Tree View', '树视图');
    const selection = (parent: MuiPage): SearchPage => ({
      ...page(`${parent.pathname}/selection`, 'Selection'),
      product: 'x-tree-view',
    });
    const pages = [
      selection(rich),
      selection(simple),
      page('/x/react-data-grid/sorting', 'Sorting'),
    ];
    // A page of another product with the same title keeps its own: its product badge tells it apart.
    const gridSelection = page('/x/react-data-grid/row-selection', 'Selection');
    const parents = new Map<string, MuiPage[]>([
      [pages[0].pathname, [root, rich]],
      [pages[1].pathname, [root, simple]],
      [pages[2].pathname, [tree('Data Grid', '数据表格')]],
      [gridSelection.pathname, [tree('Data Grid', '数据表格')]],
    ]);
    groupSharedTitles([...pages, gridSelection], parents, 'en');
    expect(pages.map((entry) => entry.group)).toEqual([
      'Rich Tree View',
      'Simple Tree View',
      undefined,
    ]);
    expect(gridSelection.group).toBeUndefined();

    const sections = groupsToSections(
      pages.map((entry, id) => ({ page: entry, hits: [hit(id, entry, 'page')] })),
    );
    expect(sections.map((section) => section.title)).toEqual([
      'Rich Tree View › Selection',
      'Simple Tree View › Selection',
      'Sorting',
    ]);
    // The page's own row (and so its recent entry) carries the same name.
    expect(sections[1].items[0].entry.title).toBe('Simple Tree View › Selection');

    const chinese = [selection(rich), selection(simple)].map((entry) => ({
      ...entry,
      title: '选择',
    }));
    groupSharedTitles(chinese, parents, 'zh');
    expect(chinese.map((entry) => entry.group)).toEqual(['富树视图', '简单树视图']);
  });

  it('leaves pages alone whose parents share a title too', () => {
    const parent: MuiPage = { pathname: '/x/group', title: { en: 'Rows' }, children: [] };
    const pages = [page('/x/a', 'Recipes'), page('/x/b', 'Recipes')];
    groupSharedTitles(pages, new Map(pages.map((entry) => [entry.pathname, [parent]])), 'en');
    expect(pages.map((entry) => entry.group)).toEqual([undefined, undefined]);
  });
});
