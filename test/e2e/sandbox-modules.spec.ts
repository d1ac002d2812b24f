import LZString from 'lz-string';
import { test, expect } from './fixtures';

// A demo that imports data from a parent page's folder (`../restaurants`) opens in a sandbox where
// that import resolves unchanged: the demo sits one folder below the data, as on the site.

test('Open in CodeSandbox carries the data of a parent page at the path the demo imports', async ({
  page,
  context,
}) => {
  let posted = '';
  await context.route('https://codesandbox.io/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  await page.goto('/x/react-data-grid/filtering/quick-filter/');
  const demo = page.locator('[data-demo="QuickFilterDiacritics"]');
  await demo.scrollIntoViewIfNeeded();
  const popup = page.waitForEvent('popup');
  await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await popup).waitForLoadState();
  const form = new URLSearchParams(posted);
  expect(form.get('query')).toBe('file=/src/quick-filter/Demo.tsx');
  const parameters = form.get('parameters') ?? '';
  const { files } = JSON.parse(
    LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')) ?? '{}',
  ) as { files: Record<string, { content: string }> };
  expect(
    Object.keys(files)
      .filter((name) => name.startsWith('src/'))
      .sort(),
  ).toEqual(['src/index.tsx', 'src/quick-filter/Demo.tsx', 'src/restaurants.ts']);
  expect(files['src/index.tsx'].content).toContain("import Demo from './quick-filter/Demo';");
  expect(files['src/quick-filter/Demo.tsx'].content).toContain("from '../restaurants';");
  expect(files['src/restaurants.ts'].content).toContain('export const restaurants: Restaurant[]');
});
