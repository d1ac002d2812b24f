import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allPages, corePages, xPages } from '@/data/pages';
import {
  buildPageIndex,
  deriveTitle,
  findActivePage,
  flattenPages,
  getPrevNext,
  isPage,
  pageTitle,
} from '@/src/navigation/buildPageTree';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';

// A copy of the published navigation in test/fixtures keeps CI self-contained.
const REFERENCE_CANDIDATES = [
  process.env.X_NAV_REFERENCE,
  path.join(__dirname, '../fixtures/x-nav-v7.12.0.txt'),
  '/work/shared/reference/x-nav-v7.12.0.txt',
].filter((candidate): candidate is string => candidate !== undefined);

function page(pathname: string, extra: Partial<MuiPage> = {}): MuiPage {
  return { pathname, ...extra };
}

const sample: MuiPage[] = [
  page('/intro'),
  page('/grid-group', {
    children: [
      page('/grid'),
      page('/grid/columns', {
        children: [page('/grid/column-definition'), page('/grid/column-menu')],
      }),
      page('/grid/api-group', {
        subheader: { en: 'API' },
        children: [page('/grid/api/data-grid', { kind: 'components-api' })],
      }),
      page('/grid/timeline', { onlyLanguages: ['en'] }),
      page('/grid/sorting'),
    ],
  }),
  page('/single-group', { children: [page('/single')] }),
  page('/store', { href: 'https://example.com/store/' }),
  page('/outro'),
];

function pathnames(pages: MuiPage[]): string[] {
  return pages.map((entry) => entry.pathname);
}

function allPathnames(pages: MuiPage[]): string[] {
  return pages.flatMap((entry) => [entry.pathname, ...allPathnames(entry.children ?? [])]);
}

describe('buildPageIndex', () => {
  test('indexes every entry with its parents', () => {
    const index = buildPageIndex(sample);
    expect(index.get('/grid/column-menu')?.parents.map((parent) => parent.pathname)).toEqual([
      '/grid-group',
      '/grid/columns',
    ]);
    expect(index.get('/intro')?.parents).toEqual([]);
    expect(index.has('/grid-group')).toBe(true);
  });

  test.each<[string, MuiPage[]]>([
    ['siblings', [page('/a'), page('/a')]],
    ['a page and a nested page', [page('/a'), page('/g', { children: [page('/a')] })]],
    [
      'two groups',
      [page('/g', { children: [page('/b')] }), page('/g', { children: [page('/c')] })],
    ],
  ])('throws naming the duplicated pathname (%s)', (_case, pages) => {
    const duplicated = pages[0].pathname;
    expect(() => buildPageIndex(pages)).toThrow(`Duplicated page pathname "${duplicated}"`);
  });

  test.each<[string, MuiPage[]]>([
    [
      'components-api',
      [
        page('/api/button', { kind: 'components-api' }),
        page('/api/button', { kind: 'components-api' }),
      ],
    ],
    [
      'hooks-api',
      [page('/api/use-x', { kind: 'hooks-api' }), page('/api/use-x', { kind: 'hooks-api' })],
    ],
    [
      'an API entry repeated beside a page',
      [
        page('/api/button'),
        page('/g', { children: [page('/api/button', { kind: 'components-api' })] }),
      ],
    ],
  ])('does not throw for duplicated %s entries and keeps the first', (_case, pages) => {
    const index = buildPageIndex(pages);
    expect(index.get(pages[0].pathname)?.page).toBe(pages[0]);
  });
});

describe('isPage', () => {
  test.each<[string, MuiPage, boolean]>([
    ['a leaf', page('/a'), true],
    ['a planned leaf', page('/a', { planned: true }), true],
    ['a group', page('/g', { children: [page('/a')] }), false],
    ['a subheader', page('/s', { subheader: { en: 'S' }, children: [page('/a')] }), false],
    ['an external link', page('/store', { href: 'https://example.com/' }), false],
    ['a group with no children left', page('/g', { children: [] }), true],
  ])('%s → %s', (_case, entry, expected) => {
    expect(isPage(entry)).toBe(expected);
  });
});

describe('flattenPages', () => {
  test('lists navigable pages in reading order', () => {
    expect(pathnames(flattenPages(sample))).toEqual([
      '/intro',
      '/grid',
      '/grid/column-definition',
      '/grid/column-menu',
      '/grid/api/data-grid',
      '/grid/timeline',
      '/grid/sorting',
      '/single',
      '/outro',
    ]);
  });

  test.each<[LanguageCode, boolean]>([
    ['en', true],
    ['zh', false],
  ])('respects onlyLanguages in %s', (language, listed) => {
    expect(pathnames(flattenPages(sample, language)).includes('/grid/timeline')).toBe(listed);
  });

  test('lists a repeated API entry once', () => {
    const api = page('/api/button', { kind: 'components-api' });
    expect(pathnames(flattenPages([api, page('/g', { children: [api, page('/b')] })]))).toEqual([
      '/api/button',
      '/b',
    ]);
  });
});

describe('findActivePage', () => {
  test.each<[string, string | null, string[]]>([
    ['/intro', '/intro', []],
    ['/grid', '/grid', ['/grid-group']],
    ['/grid/column-menu', '/grid/column-menu', ['/grid-group', '/grid/columns']],
    ['/grid/api/data-grid', '/grid/api/data-grid', ['/grid-group', '/grid/api-group']],
    ['/single', '/single', ['/single-group']],
    // Groups, subheaders, external links and unknown paths are not pages.
    ['/grid-group', null, []],
    ['/grid/api-group', null, []],
    ['/store', null, []],
    ['/missing', null, []],
  ])('%s → %s with parents %j', (pathname, active, parents) => {
    const result = findActivePage(sample, pathname);
    expect(result.activePage?.pathname ?? null).toBe(active);
    expect(pathnames(result.parents)).toEqual(parents);
  });

  test('finds pages of the real registry', () => {
    const result = findActivePage(allPages, '/x/react-data-grid/column-definition');
    expect(result.activePage?.title?.en).toBe('Column definition');
    expect(pathnames(result.parents)).toEqual([
      '/x/react-data-grid-group',
      '/x/react-data-grid/columns',
    ]);
  });
});

describe('getPrevNext', () => {
  test.each<[string, LanguageCode, string | null, string | null]>([
    ['/intro', 'en', null, '/grid'],
    ['/grid', 'en', '/intro', '/grid/column-definition'],
    // Crossing into and out of nested groups.
    ['/grid/column-menu', 'en', '/grid/column-definition', '/grid/api/data-grid'],
    ['/grid/timeline', 'en', '/grid/api/data-grid', '/grid/sorting'],
    // The timeline is hidden in Chinese, so its neighbours link to each other.
    ['/grid/api/data-grid', 'zh', '/grid/column-menu', '/grid/sorting'],
    ['/grid/sorting', 'zh', '/grid/api/data-grid', '/single'],
    // A single-child group collapses to its child; the external link is skipped.
    ['/grid/sorting', 'en', '/grid/timeline', '/single'],
    ['/single', 'en', '/grid/sorting', '/outro'],
    ['/outro', 'en', '/single', null],
  ])('%s in %s → prev %s, next %s', (pathname, language, prev, next) => {
    const { prevPage, nextPage } = getPrevNext(sample, pathname, language);
    expect(prevPage?.pathname ?? null).toBe(prev);
    expect(nextPage?.pathname ?? null).toBe(next);
  });

  test.each<[string, LanguageCode]>([
    ['/grid/timeline', 'zh'],
    ['/grid-group', 'en'],
    ['/missing', 'en'],
  ])('has no neighbours for %s in %s', (pathname, language) => {
    expect(getPrevNext(sample, pathname, language)).toEqual({ prevPage: null, nextPage: null });
  });
});

describe('pageTitle', () => {
  test.each<[MuiPage, LanguageCode, string]>([
    [page('/a', { title: { en: 'Alpha', zh: '阿尔法' } }), 'zh', '阿尔法'],
    [page('/a', { title: { en: 'Alpha', zh: '阿尔法' } }), 'en', 'Alpha'],
    [page('/a', { title: { en: 'Alpha' } }), 'zh', 'Alpha'],
    [page('/s', { subheader: { en: 'Common features', zh: '通用功能' } }), 'zh', '通用功能'],
    [page('/x/react-data-grid/column-definition'), 'en', 'Column definition'],
    [page('/x/react-data-grid/api-object'), 'zh', 'API object'],
    [page('/x/react-data-grid/faq/'), 'en', 'FAQ'],
  ])('%o in %s → %s', (entry, language, expected) => {
    expect(pageTitle(entry, language)).toBe(expected);
  });

  test.each([
    ['/x/react-date-pickers/timezone', 'Timezone'],
    ['/guides/minimizing-bundle-size', 'Minimizing bundle size'],
    ['/x/react-date-pickers/utc-and-timezone', 'UTC and timezone'],
    ['/css-in-js', 'CSS in JS'],
    ['/', ''],
  ])('deriveTitle(%s) → %s', (pathname, expected) => {
    expect(deriveTitle(pathname)).toBe(expected);
  });
});

describe('the real page registry', () => {
  test('builds without a duplicated pathname', () => {
    expect(() => buildPageIndex(allPages)).not.toThrow();
    expect(allPages).toEqual([...corePages, ...xPages]);
  });

  test('titles every entry in English and Chinese', () => {
    const untitled = (pages: MuiPage[]): string[] =>
      pages.flatMap((entry) => [
        ...(entry.title?.en && entry.title.zh ? [] : [entry.pathname]),
        ...untitled(entry.children ?? []),
      ]);
    expect(untitled(allPages)).toEqual([]);
  });

  test('hides the timeline from the Chinese navigation only', () => {
    expect(pathnames(flattenPages(allPages, 'en'))).toContain('/components/timeline');
    expect(pathnames(flattenPages(allPages, 'zh'))).not.toContain('/components/timeline');
  });

  test('keeps every pathname, title, flag and nesting of the published /x/ navigation', () => {
    const reference = REFERENCE_CANDIDATES.find((candidate) => existsSync(candidate));
    if (reference === undefined) {
      throw new Error(`x-nav reference not found; tried ${REFERENCE_CANDIDATES.join(', ')}`);
    }
    const index = buildPageIndex(xPages);
    const lines = readFileSync(reference, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(300);
    expect(allPathnames(xPages)).toHaveLength(lines.length);
    // Collected per line so a failure names every pathname that drifted.
    const mismatches = lines.flatMap((line) => {
      const [pathname, ...columns] = line.trim().split('\t');
      const info = index.get(pathname);
      if (info === undefined) {
        return [`${pathname}: missing`];
      }
      const { page: entry, parents } = info;
      const quoted = columns.find((column) => column.startsWith('"'))?.slice(1, -1);
      const subheader = /subheader="(.*)"/.exec(columns.join('\t'))?.[1];
      const flags = columns.filter((column) => !column.includes('"')).flatMap((c) => c.split(','));
      const expected = {
        depth: (/^ */.exec(line)?.[0].length ?? 0) / 2,
        title: quoted ?? subheader ?? deriveTitle(pathname),
        subheader,
        plan: flags.find((flag) => flag.startsWith('plan='))?.slice('plan='.length),
        planned: flags.includes('planned') || undefined,
        newFeature: flags.includes('newFeature') || undefined,
        unstable: flags.includes('unstable') || undefined,
      };
      const actual = {
        depth: parents.length,
        title: entry.title?.en,
        subheader: entry.subheader?.en,
        plan: entry.plan,
        planned: entry.planned,
        newFeature: entry.newFeature,
        unstable: entry.unstable,
      };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${pathname}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`];
    });
    expect(mismatches).toEqual([]);
  });
});
