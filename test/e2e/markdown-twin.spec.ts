import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { OUT, fileForUrl } from '../../scripts/site-files';
import { allPages } from '../../data/pages';
import { flattenPages } from '../../src/navigation/buildPageTree';

// The Markdown twins and llms.txt files are written into the export after `next build`.

const ORIGIN = (process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com').replace(/\/$/, '');
const SORTING = '/x/react-data-grid/sorting';

/** Navigation pages that have a twin: every page but the two React-only landing pages. */
function navigationPages(language: 'en' | 'zh'): string[] {
  const prefix = language === 'zh' ? '/zh' : '';
  return flattenPages(allPages, language)
    .map((page) => page.pathname)
    .filter((pathname) => pathname !== '/' && pathname !== '/x')
    .filter((pathname) => fs.existsSync(path.join(OUT, `${prefix}${pathname}`, 'index.html')));
}

function read(relative: string): string {
  return fs.readFileSync(path.join(OUT, relative), 'utf8');
}

test.describe('Copy page as Markdown', () => {
  test("puts the page's Markdown on the clipboard and reads Copied", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${SORTING}/`);
    const twin = await (await request.get(`${SORTING}.md`)).text();
    expect(twin.startsWith('# ')).toBe(true);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible({
      timeout: 3000,
    });
  });

  test('a denied clipboard says so and the page keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(`${SORTING}/`);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'did not allow copying' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the page links and declares its Markdown twin, in each language', async ({ page }) => {
    for (const prefix of ['', '/zh']) {
      await page.goto(`${prefix}${SORTING}/`);
      const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(alternate).toHaveAttribute('href', `${ORIGIN}${prefix}${SORTING}.md`);
      const link = page.locator('[data-copy-page-markdown] a');
      await expect(link).toHaveAttribute('href', `${prefix}${SORTING}.md`);
    }
  });
});

test.describe('llms.txt', () => {
  test('/llms.txt and /zh/llms.txt list every navigation page with its Markdown URL', () => {
    for (const [language, file, prefix] of [
      ['en', 'llms.txt', ''],
      ['zh', 'zh/llms.txt', '/zh'],
    ] as const) {
      const text = read(file);
      expect(text.startsWith('# ')).toBe(true);
      const pages = navigationPages(language);
      expect(pages.length).toBeGreaterThan(100);
      const missing = pages.filter(
        (pathname) => !text.includes(`(${ORIGIN}${prefix}${pathname}.md)`),
      );
      expect(missing, `${file} misses:\n${missing.slice(0, 20).join('\n')}`).toEqual([]);
    }
  });

  test('every Markdown URL listed exists in the export and is served as Markdown', async ({
    request,
  }) => {
    const urls = ['llms.txt', 'zh/llms.txt'].flatMap((file) =>
      [...read(file).matchAll(/\]\((\S+?\.md)\)/g)].map((match) => match[1]),
    );
    expect(urls.length).toBeGreaterThan(200);
    const local = urls.map((url) => {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      return url.slice(ORIGIN.length);
    });
    const missing = local.filter((url) => !fileForUrl(url));
    expect(missing, missing.slice(0, 20).join('\n')).toEqual([]);
    for (const url of [`${SORTING}.md`, `/zh${SORTING}.md`, '/x/api/data-grid/data-grid.md']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
    }
  });

  test('/llms-full.txt holds every English page in navigation order', () => {
    const full = read('llms-full.txt');
    const pages = navigationPages('en');
    const positions = pages.map((pathname) =>
      full.indexOf(`HTML version: ${ORIGIN}${pathname}/\n`),
    );
    const missing = pages.filter((_, index) => positions[index] === -1);
    expect(missing, missing.slice(0, 20).join('\n')).toEqual([]);
    const sorted = [...positions].sort((a, b) => a - b);
    expect(positions).toEqual(sorted);
  });

  test('a guide twin inlines its demos and an API twin has its tables', () => {
    const guide = read(`${SORTING.slice(1)}.md`);
    expect(guide).toMatch(/^# Data Grid - Sorting\n/);
    expect(guide).toMatch(/Demo: \*\*[^*]+\*\* \(`\w+\.tsx`\)\n\n```tsx\n/);
    expect(guide).toContain('> **Warning**');
    const api = read('x/api/data-grid/data-grid.md');
    expect(api).toContain('| Name | Type | Default | Description |');
    expect(api).toContain('## Slots');
    expect(api).toContain('## CSS classes');
  });
});
