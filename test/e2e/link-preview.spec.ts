import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { OUT, htmlFiles } from '../../scripts/site-files';

// Link preview images and last-updated dates. The first checks read the export; the last opens
// a guide page.

const ORIGIN = (process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com').replace(/\/$/, '');
const SORTING = '/x/react-data-grid/sorting';

/** The content of a `<meta>` of the page, by its `property` or `name`. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The date of the last commit that changed a file directly in `folder`; null without history. */
function commitDate(folder: string): string | null {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  if (git(['rev-parse', '--is-shallow-repository']) !== 'false') return null;
  const time = git(['log', '-1', '--format=%ct', '--', `:(glob)${folder}/*`]);
  return time ? new Date(Number(time) * 1000).toISOString().slice(0, 10) : null;
}

// The service worker's offline fallback (public/x/offline.html) is shown in place of a page, never
// linked or shared.
const NOT_SHARED = new Set(['x/offline.html']);

test('every exported page has a link preview image: a 1200×630 PNG of the export', () => {
  const pages = htmlFiles().filter((page) => !NOT_SHARED.has(page));
  expect(pages.length).toBeGreaterThan(10);
  const problems: string[] = [];
  const images = new Set<string>();
  for (const page of pages) {
    const html = fs.readFileSync(path.join(OUT, page), 'utf8');
    const image = meta(html, 'og:image');
    if (!image?.startsWith(`${ORIGIN}/`)) {
      problems.push(`${page}: og:image ${image ?? 'missing'} is not an absolute URL of ${ORIGIN}`);
      continue;
    }
    if (meta(html, 'twitter:image') !== image) problems.push(`${page}: twitter:image differs`);
    if (meta(html, 'twitter:card') !== 'summary_large_image') {
      problems.push(`${page}: twitter:card is not summary_large_image`);
    }
    if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630') {
      problems.push(`${page}: og:image:width/height are not 1200×630`);
    }
    if (!meta(html, 'og:image:alt') || !meta(html, 'twitter:image:alt')) {
      problems.push(`${page}: no image alt text`);
    }
    const file = path.join(OUT, decodeURI(image.slice(ORIGIN.length)));
    images.add(file);
    if (!fs.existsSync(file)) {
      problems.push(`${page}: ${image} is not in the export`);
      continue;
    }
    const header = Buffer.alloc(24);
    const fd = fs.openSync(file, 'r');
    fs.readSync(fd, header, 0, 24, 0);
    fs.closeSync(fd);
    const isPng = header.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const size = `${header.readUInt32BE(16)}×${header.readUInt32BE(20)}`;
    if (!isPng || header.toString('latin1', 12, 16) !== 'IHDR' || size !== '1200×630') {
      problems.push(`${page}: ${image} is not a 1200×630 PNG (${isPng ? size : 'not a PNG'})`);
    }
  }
  expect(problems, problems.slice(0, 50).join('\n')).toEqual([]);
  // One image per page and language; only the pages outside the content (404, playground)
  // share the generic one.
  expect(images.size).toBeGreaterThan(pages.length - 5);
});

test('the sitemap dates each guide page with its last commit', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const lastmods = [...sitemap.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
  for (const value of lastmods) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const expected = commitDate(`data/docs${SORTING}`);
  const entry = new RegExp(`<loc>${ORIGIN}${SORTING}/</loc>(?:\\s*<lastmod>([^<]*)</lastmod>)?`);
  expect(entry.exec(sitemap)?.[1] ?? null).toBe(expected);
  if (expected) expect(lastmods.length).toBeGreaterThan(100);
});

test('a guide page says when it was last updated, in the reader’s language', async ({ page }) => {
  const date = commitDate(`data/docs${SORTING}`);
  await page.goto(`${SORTING}/`);
  const line = page.locator('.docs-article').getByText(/^Last updated on /);
  if (!date) {
    await expect(line).toHaveCount(0);
    return;
  }
  const day = new Date(`${date}T00:00:00Z`);
  const english = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(line).toHaveText(`Last updated on ${english.format(day)}`);
  await expect(line.locator('time')).toHaveAttribute('datetime', date);
  await page.goto(`/zh${SORTING}/`);
  const chinese = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(page.locator('.docs-article').getByText(/^最后更新于 /)).toHaveText(
    `最后更新于 ${chinese.format(day)}`,
  );
});
