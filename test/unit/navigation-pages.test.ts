/**
 * @jest-environment node
 */
// Every entry of the page registry must have a page (an MDX file or a generated API reference),
// so that no navigation link lands on the 404 page. The export route turns each such pathname into
// one page per language (the /zh/ twin reads the same file), so one file covers both languages.
import fs from 'node:fs';
import path from 'node:path';
import { allPages } from '@/data/pages';
import { API_DATA_DIR, apiFileFor } from '@/src/content/paths';
import { flattenPages } from '@/src/navigation/buildPageTree';
import { LANGUAGES } from '@/src/routing';

const root = path.resolve(__dirname, '../..');
const SPECIAL = new Set(['/', '/x']);

function hasContent(pathname: string): boolean {
  if (SPECIAL.has(pathname)) return true;
  if (fs.existsSync(path.join(root, 'data', 'docs', pathname, 'index.mdx'))) return true;
  const apiFile = apiFileFor(pathname);
  return apiFile !== null && fs.existsSync(path.join(root, API_DATA_DIR, apiFile));
}

describe('navigation entries', () => {
  const entries = flattenPages(allPages)
    .map((page) => page.pathname)
    .filter((pathname) => pathname.startsWith('/'));

  it('every registry entry has an MDX page or an API reference', () => {
    expect(entries.filter((pathname) => !hasContent(pathname))).toEqual([]);
  });

  it('the nine Pro chart API entries without a 7.12.0 package have their own page', () => {
    const previewEntries = [
      'bar-chart-pro',
      'chart-container-pro',
      'default-heatmap-tooltip',
      'heatmap',
      'heatmap-item',
      'heatmap-plot',
      'line-chart-pro',
      'responsive-chart-container-pro',
      'scatter-chart-pro',
    ].map((slug) => `/x/api/charts/${slug}`);
    for (const pathname of previewEntries) {
      expect(entries).toContain(pathname);
      expect(hasContent(pathname)).toBe(true);
    }
  });

  it('RichTreeViewPro, released with 7.12.0 but not installable here, has its API page', () => {
    expect(entries).toContain('/x/api/tree-view/rich-tree-view-pro');
    expect(hasContent('/x/api/tree-view/rich-tree-view-pro')).toBe(true);
  });

  it('pages are exported in English and Chinese', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'zh']);
  });
});
