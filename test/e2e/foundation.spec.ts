import { test, expect } from './fixtures';

test.describe('exported site', () => {
  test('home page is styled before any JavaScript runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The whole stylesheet is in the HTML (the theme's colour variables and the static styles, no
    // runtime CSS-in-JS), and the colour mode script runs before first paint.
    expect(html).toMatch(/<style id="theme-vars">:root\{--mui-/);
    expect(html).toMatch(/<style id="docs-static-css">[^<]*\.app-header\{/);
    expect(html).not.toContain('data-emotion');
    expect(html).toContain('mui-mode');
    expect(html).toContain('<html lang="en"');
  });

  test('home page renders and links to the docs', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('MUI X 7.12.0 documentation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the docs' }).click();
    await expect(page).toHaveURL(/\/x\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MUI X' })).toBeVisible();
  });

  test('MDX page renders through the pipeline with highlighted code and a live demo', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/getting-started/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Data Grid - Getting started' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Installation/ })).toHaveAttribute(
      'id',
      'installation',
    );
    await expect(page.locator('pre .token').first()).toBeVisible();
    await page.locator('[data-demo="BasicDataGrid"]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('navigation', { name: 'Contents' })
        .or(page.locator('nav[aria-labelledby="toc-title"]')),
    ).toBeVisible();
  });

  test('navigates through the drawer with client-side routing', async ({ page }) => {
    await page.goto('/x/react-data-grid/getting-started/');
    const nav = page.locator('aside').getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Getting started' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    const links = nav.locator('a[href^="/x/"]:not([aria-current])');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    const target = links.first();
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('not found', () => {
  // The browser reports the 404 status of the document itself; that is the point of this test.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('unknown paths get the 404 page', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('languages and layouts', () => {
  test('Chinese twin has its own lang and interface strings', async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/getting-started/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: '跳到正文' })).toBeAttached();
  });

  test('small screens get a temporary drawer behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/x/react-data-grid/getting-started/');
    await expect(page.locator('aside[data-nav-scroller]')).toBeHidden();
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const dialogNav = page
      .getByRole('presentation')
      .getByRole('navigation', { name: 'Main navigation' });
    await expect(dialogNav).toBeVisible();
    await expect(dialogNav.getByRole('link', { name: 'Getting started' }).first()).toBeVisible();
  });

  test('on a phone, a link opened from the menu navigates inside the app', async ({ page }) => {
    // The navigation updates the permanent drawer too, which CSS hides on a phone: a drawer left
    // unhydrated there (held back for a wider screen) took no update, and the navigation hung.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/x/react-data-grid/getting-started/');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const dialogNav = page
      .getByRole('presentation')
      .getByRole('navigation', { name: 'Main navigation' });
    await dialogNav.getByRole('link', { name: 'Sorting', exact: true }).first().click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sorting', {
      timeout: 10_000,
    });
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('playground renders without the docs layout', async ({ page }) => {
    await page.goto('/playground/');
    await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open main navigation' })).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(0);
  });
});
