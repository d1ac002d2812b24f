import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { config } from '@/src/config';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { editPageUrl } from '@/src/layout/editPageUrl';

// The layout's late islands (ad, feedback form) load Material UI; this test is about the link only.
jest.mock('@/src/ads/AdSlot', () => ({ AdSlot: () => null }));
jest.mock('@/src/theme/MuiIsland', () => ({
  MuiIsland: ({ fallback }: { fallback?: React.ReactNode }) => fallback ?? null,
}));

const BASE = 'https://github.com/acme/x-docs/blob/main';
const MDX = 'data/docs/x/react-data-grid/editing/index.mdx';

describe('the "Edit this page" URL', () => {
  test.each([
    ['base + MDX path', BASE, MDX, `${BASE}/${MDX}`],
    ['trailing slashes of the base are dropped', `${BASE}//`, MDX, `${BASE}/${MDX}`],
    ['a leading ./ or / of the path is dropped', BASE, `./${MDX}`, `${BASE}/${MDX}`],
    ['Windows separators become slashes', BASE, MDX.split('/').join('\\'), `${BASE}/${MDX}`],
    [
      'characters outside URLs are encoded',
      BASE,
      'data/docs/a b/index.mdx',
      `${BASE}/data/docs/a%20b/index.mdx`,
    ],
  ])('%s', (_, base, sourcePath, expected) => {
    expect(editPageUrl(base, sourcePath)).toBe(expected);
  });

  test.each([
    ['no base URL (the default)', '', MDX],
    ['a blank base URL', '   ', MDX],
    ['a page without a source file (API pages)', BASE, undefined],
    ['an empty path', BASE, ''],
    ['a path leaving the repository', BASE, '../secrets/index.mdx'],
  ])('none for %s', (_, base, sourcePath) => {
    expect(editPageUrl(base, sourcePath)).toBeNull();
  });
});

describe('the "Edit this page" link of the page layout', () => {
  const initial = config.sourceUrl;
  afterEach(() => {
    config.sourceUrl = initial;
  });

  function renderPage(sourcePath?: string) {
    return render(
      <DocsPageLayout
        title="Editing"
        toc={[]}
        page={null}
        pages={[]}
        pathname="/x/react-data-grid/editing"
        sourcePath={sourcePath}
      >
        <p>Body</p>
      </DocsPageLayout>,
    );
  }

  test('links to the page source when the base URL is set', () => {
    config.sourceUrl = BASE;
    renderPage(MDX);
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${BASE}/${MDX}`,
    );
  });

  test('renders nothing when the base URL is unset', () => {
    config.sourceUrl = '';
    renderPage(MDX);
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
  });

  test('renders nothing for a page without a source file', () => {
    config.sourceUrl = BASE;
    renderPage(undefined);
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
  });
});
