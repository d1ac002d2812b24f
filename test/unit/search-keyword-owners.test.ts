/**
 * A front matter keyword is a way to ask for its page, and search opens the page an exact keyword
 * names. Within one family of pages (an MUI X product, MUI X's other pages, Material UI's guides), a
 * phrase therefore belongs to one page: the guide whose subject it is ("disable past dates" to
 * Validation, not also to the Date Picker that can do it; "global css" to Global styles, not also
 * to the advanced styling guide that mentions it). Two pages holding it leave the choice to
 * whichever page's other words score higher. Families may share a phrase: the page opened is then
 * the one of the family the reader is in.
 *
 * Shares that are not a choice: twins (the Simple and Rich Tree View pages of one topic, one page
 * per component; the two sign-in templates), and a planned page, which names the shipped way to do
 * its feature today with the same phrases.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { xPages } from '@/data/pages/xPages';
import { markdownFileFor, markdownPathnames } from '@/src/content/server/files';
import type { MuiPage } from '@/src/navigation/types';
import { frontmatterKeywords } from '@/src/search/server/frontmatterKeywords';

function plannedPathnames(pages: readonly MuiPage[]): string[] {
  return pages.flatMap((page) => [
    ...(page.planned ? [page.pathname] : []),
    ...plannedPathnames(page.children ?? []),
  ]);
}

const PLANNED = new Set(plannedPathnames(xPages));
/** The family of a page: its MUI X product, MUI X's other pages, or Material UI's guides. */
const PRODUCT = /^\/x\/(react-data-grid|react-date-pickers|react-charts|react-tree-view)(?:\/|$)/;
const familyOf = (pathname: string) =>
  PRODUCT.exec(pathname)?.[1] ?? (pathname.startsWith('/x/') ? 'mui-x' : 'material-ui');
const twinOf = (pathname: string) =>
  pathname
    .replace(/\/(simple|rich)-tree-view\//, '/*-tree-view/')
    .replace(/\/sign-in-side$/, '/sign-in');

interface PageKeywords {
  pathname: string;
  keywords?: string[];
  keywordsZh?: string[];
}

/** The phrases held by two pages of one family or more, as `family field "phrase": pages`. */
function sharedPhrases(pages: readonly PageKeywords[]): string[] {
  const owners = new Map<string, string[]>();
  for (const page of pages) {
    if (PLANNED.has(page.pathname)) continue;
    const family = familyOf(page.pathname);
    for (const field of ['keywords', 'keywordsZh'] as const) {
      for (const phrase of page[field] ?? []) {
        const key = `${family} ${field} "${phrase.trim().toLowerCase()}"`;
        owners.set(key, [...(owners.get(key) ?? []), page.pathname]);
      }
    }
  }
  return [...owners]
    .filter(([, pathnames]) => new Set(pathnames.map(twinOf)).size > 1)
    .map(([key, pathnames]) => `${key}: ${pathnames.join(', ')}`);
}

/** Every page of data/docs with its front matter keywords. */
function readPages(): PageKeywords[] {
  return markdownPathnames().map((pathname) => {
    const source = fs.readFileSync(markdownFileFor(pathname), 'utf8');
    const frontmatter = (YAML.parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as {
      keywords?: unknown;
      keywordsZh?: unknown;
    };
    return {
      pathname,
      keywords: frontmatterKeywords(frontmatter.keywords),
      keywordsZh: frontmatterKeywords(frontmatter.keywordsZh, 'keywordsZh'),
    };
  });
}

describe('front matter keywords', () => {
  it('name one page of a family, but for twins and planned pages', () => {
    const pages = readPages();
    expect(pages.filter((page) => PRODUCT.test(page.pathname)).length).toBeGreaterThan(100);
    expect(
      pages.filter((page) => familyOf(page.pathname) === 'material-ui').length,
    ).toBeGreaterThan(50);
    expect(sharedPhrases(pages)).toEqual([]);
  });

  it('a phrase on two pages of one family is reported with both pages', () => {
    const picker = '/x/react-date-pickers/date-picker';
    const guide = '/x/react-date-pickers/validation';
    expect(
      sharedPhrases([
        { pathname: picker, keywords: ['Disable past dates'], keywordsZh: ['禁用 周末'] },
        { pathname: guide, keywords: ['disable past dates '], keywordsZh: ['禁用 周末'] },
        // Another family's page, twins and a planned page may hold the same phrase.
        { pathname: '/x/react-data-grid/filtering', keywords: ['disable past dates'] },
        { pathname: '/customization/globals', keywords: ['global css', 'disable past dates'] },
        { pathname: '/css-in-js/advanced', keywords: ['global css'] },
        { pathname: '/getting-started/templates/sign-in', keywords: ['login form'] },
        { pathname: '/getting-started/templates/sign-in-side', keywords: ['login form'] },
        { pathname: '/x/react-tree-view/rich-tree-view/focus', keywords: ['focus an item'] },
        { pathname: '/x/react-tree-view/simple-tree-view/focus', keywords: ['focus an item'] },
        { pathname: '/x/react-data-grid/scrolling', keywords: ['infinite scroll'] },
        {
          pathname: '/x/react-data-grid/server-side-data/infinite-loading',
          keywords: ['infinite scroll'],
        },
      ]),
    ).toEqual([
      `react-date-pickers keywords "disable past dates": ${picker}, ${guide}`,
      `react-date-pickers keywordsZh "禁用 周末": ${picker}, ${guide}`,
      'material-ui keywords "global css": /customization/globals, /css-in-js/advanced',
    ]);
  });
});
