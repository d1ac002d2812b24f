import { groupsToSections, hasDestination, recentToSections } from '@/src/search/resultItems';
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
});
