/**
 * Depth of the guide pages: every page listed in a target file of `test/depth-targets/` must hold at
 * least its number of live demos, each product at least its total, and every page not exempted
 * must link to one of the product's API pages. A target file is JSON:
 * `{ "apiPrefix": "/x/api/data-grid/", "products": { "/x/react-data-grid": 250 },
 *    "pages": { "/x/react-data-grid/editing": 11 }, "noApiSection": ["/x/react-data-grid/faq"] }`.
 * Several files may target the pages of one product; their totals are the same number.
 */
import fs from 'node:fs';
import path from 'node:path';

interface DepthTargets {
  apiPrefix: string;
  products?: Record<string, number>;
  pages: Record<string, number>;
  noApiSection?: string[];
}

const root = path.join(__dirname, '..', '..');
const docsRoot = path.join(root, 'data', 'docs');
const targetsDir = path.join(root, 'test', 'depth-targets');

function mdxOf(pathname: string): string {
  return fs.readFileSync(path.join(docsRoot, pathname, 'index.mdx'), 'utf8');
}

/** Live demos of an MDX page: its `<Demo name="…">` elements. */
export function demoCount(mdx: string): number {
  return (mdx.match(/<Demo\s+name=/g) ?? []).length;
}

function pagesUnder(prefix: string): string[] {
  const dir = path.join(docsRoot, prefix);
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'index.mdx')
    .map((file) => path.posix.join(prefix, path.dirname(file).split(path.sep).join('/')))
    .map((pathname) => pathname.replace(/\/\.$/, ''));
}

const targetFiles = fs.existsSync(targetsDir)
  ? fs.readdirSync(targetsDir).filter((name) => name.endsWith('.json'))
  : [];

it('finds the depth target files', () => {
  expect(fs.existsSync(targetsDir)).toBe(true);
});

describe.each(targetFiles.length ? targetFiles : ['(none)'])('depth targets of %s', (file) => {
  if (file === '(none)') return;
  const targets = JSON.parse(fs.readFileSync(path.join(targetsDir, file), 'utf8')) as DepthTargets;

  it.each(Object.entries(targets.pages))('%s has at least %i live demos', (pathname, min) => {
    expect(demoCount(mdxOf(pathname))).toBeGreaterThanOrEqual(min);
  });

  const products = Object.entries(targets.products ?? {});
  if (products.length > 0) {
    it.each(products)('the pages under %s hold at least %i live demos', (prefix, min) => {
      const total = pagesUnder(prefix).reduce((sum, page) => sum + demoCount(mdxOf(page)), 0);
      expect(total).toBeGreaterThanOrEqual(min);
    });
  }

  it.each(Object.keys(targets.pages).filter((page) => !targets.noApiSection?.includes(page)))(
    '%s links to an API page',
    (pathname) => {
      expect(mdxOf(pathname)).toContain(`](${targets.apiPrefix}`);
    },
  );
});
