import { test, expect } from './fixtures';
import { E2E_SOURCE_URL } from '../../scripts/e2e-site';

// The browser tests' build sets NEXT_PUBLIC_SOURCE_URL (scripts/e2e-site.ts); without it no link
// is rendered at all (test/unit/edit-page-link.test.tsx).
test('"Edit this page" opens the MDX file of a guide in the repository', async ({ page }) => {
  await page.goto('/x/react-data-grid/editing/');
  const link = page.getByRole('link', { name: 'Edit this page' });
  await expect(link).toHaveAttribute(
    'href',
    `${E2E_SOURCE_URL}/data/docs/x/react-data-grid/editing/index.mdx`,
  );
});

test('the Chinese twin points at the same source file', async ({ page }) => {
  await page.goto('/zh/x/react-charts/gauge/');
  await expect(page.getByRole('link', { name: '编辑此页' })).toHaveAttribute(
    'href',
    `${E2E_SOURCE_URL}/data/docs/x/react-charts/gauge/index.mdx`,
  );
});

test('API pages, generated from the packages, have no edit link', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});
