import { test, expect } from './fixtures';
import type { Locator } from '@playwright/test';

// The bulk-save recipe keeps pending edits in React state and hands the MIT DataGrid a new `rows`
// array to save or discard them: several rows change at once without the Pro-only multi-row
// `updateRows`. The fixture fails the test on any console or page error.

async function editPrice(demo: Locator, title: string, price: string) {
  const cell = demo.getByRole('row').filter({ hasText: title }).locator('[data-field="price"]');
  await cell.dblclick();
  const input = cell.locator('input');
  await input.fill(price);
  await input.press('Enter');
  await expect(cell).toHaveText(price);
}

const priceOf = (demo: Locator, title: string) =>
  demo.getByRole('row').filter({ hasText: title }).locator('[data-field="price"]');

test('bulk save: two edited prices are discarded, then two are saved, without an error', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/recipes-editing/');
  const demo = page.locator('[data-demo="BulkSaveChanges"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('row').filter({ hasText: 'Pachinko' })).toBeVisible({
    timeout: 20_000,
  });

  await editPrice(demo, 'Pachinko', '21');
  await editPrice(demo, 'Piranesi', '19');
  await expect(demo.getByRole('button', { name: 'Save 2 changes' })).toBeEnabled();

  await demo.getByRole('button', { name: 'Discard all' }).click();
  await expect(demo.getByText('Changes discarded.')).toBeVisible();
  await expect(priceOf(demo, 'Pachinko')).toHaveText('17.5');
  await expect(priceOf(demo, 'Piranesi')).toHaveText('16');
  await expect(demo.getByRole('button', { name: 'Save 0 changes' })).toBeDisabled();

  await editPrice(demo, 'Pachinko', '22');
  await editPrice(demo, 'Things Fall Apart', '11');
  await demo
    .getByRole('row')
    .filter({ hasText: 'Piranesi' })
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await demo.getByRole('button', { name: 'Save 3 changes' }).click();
  await expect(demo.getByText('PATCH /books → 2 updated (2, 4), 1 deleted (5)')).toBeVisible();
  await expect(priceOf(demo, 'Pachinko')).toHaveText('22');
  await expect(priceOf(demo, 'Things Fall Apart')).toHaveText('11');
  await expect(demo.getByRole('row').filter({ hasText: 'Piranesi' })).toHaveCount(0);

  // Saved values are the new baseline: discarding a later edit goes back to them.
  await editPrice(demo, 'Pachinko', '30');
  await demo.getByRole('button', { name: 'Discard all' }).click();
  await expect(priceOf(demo, 'Pachinko')).toHaveText('22');
});
