import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

// One page of every page type, in two display combinations that together cover light/dark,
// ltr/rtl and en/zh. Serious and critical violations fail the test.
const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'X landing', path: '/x/' },
  { type: 'text page', path: '/x/introduction/licensing/' },
  { type: 'demo page', path: '/x/react-data-grid/getting-started/' },
  { type: 'API page', path: '/x/api/data-grid/data-grid/' },
  { type: 'core API page', path: '/api-docs/button/' },
  { type: 'hook API page', path: '/api-docs/use-autocomplete/' },
  { type: 'template', path: '/getting-started/templates/sign-in/' },
  { type: 'careers', path: '/careers/' },
] as const;

// Every pair of values of the three factors (light/dark × ltr/rtl × en/zh) appears at least once.
const COMBINATIONS = [
  { scheme: 'light', dir: 'ltr', language: 'en' },
  { scheme: 'dark', dir: 'rtl', language: 'zh' },
  { scheme: 'dark', dir: 'ltr', language: 'en' },
  { scheme: 'light', dir: 'rtl', language: 'zh' },
] as const;

function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

for (const { type, path } of PAGE_TYPES) {
  for (const { scheme, dir, language } of COMBINATIONS) {
    test(`${type} has no serious accessibility violation (${scheme}, ${dir}, ${language})`, async ({
      page,
      request,
    }) => {
      // The DataGrid API page has about 5,000 elements: axe alone takes 20 s there on an idle
      // 2-core machine.
      test.slow(type === 'API page', 'axe reads every row of the long API tables');
      const url = language === 'zh' ? `/zh${path}` : path;
      const status = (await request.get(url)).status();
      expect(status, `${url} is exported`).toBe(200);
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((direction) => {
        try {
          localStorage.setItem('mui-direction', direction);
        } catch {
          // storage may be unavailable; the test then covers ltr only
        }
      }, dir);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
      // Parts of long tables far from the viewport are not laid out until the reader nears them
      // (content-visibility: auto), and axe cannot read the colours of boxes that are not there:
      // they are checked as the reader will see them, rendered.
      await page.addStyleTag({
        content: '[style*="content-visibility"] { content-visibility: visible !important; }',
      });
      const results = await new AxeBuilder({ page })
        // Only violations are read: axe then keeps one node per passing rule instead of every
        // node it checked (thousands on an API page), which it would build and send for nothing.
        .options({ resultTypes: ['violations'] })
        // Live demos render third-party widgets whose own markup is tested upstream.
        .exclude('[data-demo] > div:first-child')
        .analyze();
      const serious = seriousViolations(results);
      const report = serious
        .map(
          (v) =>
            `${v.id}: ${v.help}\n  ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join('\n  ')}`,
        )
        .join('\n');
      expect(serious, report).toEqual([]);
    });
  }
}

test('a 404 page has no serious accessibility violation', async ({ page }) => {
  test.info().annotations.push({ type: 'note', description: 'the 404 status itself is expected' });
  await page.goto('/404.html');
  const results = await new AxeBuilder({ page }).analyze();
  expect(seriousViolations(results).map((v) => v.id)).toEqual([]);
});

test('the gate catches an image without alt text (test-only fixture page)', async ({ page }) => {
  await page.goto('/x/test-fixtures/missing-alt/');
  const results = await new AxeBuilder({ page }).analyze();
  const ids = seriousViolations(results).map((v) => v.id);
  expect(ids).toContain('image-alt');
});
