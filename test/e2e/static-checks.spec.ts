import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import zlib from 'node:zlib';
import {
  BUDGETS,
  CSS_BUDGET_KB,
  PAGE_DATA_BUDGET_BYTES,
  SEARCH_HEAD_BUDGET_KB,
} from '../../scripts/budgets';
import {
  OUT,
  checkBudgets,
  checkPageData,
  findBrokenLinks,
  findBrokenMarkdownLinks,
  htmlFiles,
  markdownFiles,
  pageDataSizes,
  urlOf,
} from '../../scripts/site-files';

// These checks read the export the browser tests share; they open no browser.

test('every internal link and anchor of every exported page resolves', () => {
  expect(htmlFiles().length).toBeGreaterThan(10);
  const problems = findBrokenLinks();
  expect(problems, problems.slice(0, 50).join('\n')).toEqual([]);
});

test('every site link and anchor of the Markdown twins and llms.txt files resolves', () => {
  expect(markdownFiles().length).toBeGreaterThan(10);
  const origin = process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com';
  const problems = findBrokenMarkdownLinks(origin);
  expect(problems, problems.slice(0, 50).join('\n')).toEqual([]);
});

test('every page has a unique title, a description and a canonical URL', () => {
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const page of htmlFiles()) {
    if (page === '404.html' || page.startsWith('404')) continue;
    const html = fs.readFileSync(path.join(OUT, page), 'utf8');
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
    if (!title) problems.push(`${page}: no title`);
    if (!/<meta name="description" content="[^"]+"/.test(html))
      problems.push(`${page}: no description`);
    if (!/<link rel="canonical" href="[^"]+"/.test(html) && !page.startsWith('playground')) {
      problems.push(`${page}: no canonical URL`);
    }
    const key = `${lang}:${title}`;
    if (titles.has(key)) problems.push(`${page}: title "${title}" also used by ${titles.get(key)}`);
    titles.set(key, page);
  }
  expect(problems, problems.slice(0, 50).join('\n')).toEqual([]);
});

test('page weight stays within the budgets', () => {
  const { problems, measures } = checkBudgets(BUDGETS, CSS_BUDGET_KB);
  for (const { label, firstLoadKb, htmlKb, cssKb } of measures) {
    test.info().annotations.push({
      type: label,
      description: `first-load JS ${firstLoadKb.toFixed(1)} KB, HTML ${htmlKb.toFixed(1)} KB, inline CSS ${cssKb.toFixed(1)} KB (gzipped)`,
    });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test("every page's data stays under Next.js's large-page-data threshold", () => {
  const sizes = pageDataSizes();
  // Every exported page with its _next/data twin (the 404 page has no data file).
  expect(sizes.length).toBeGreaterThan(htmlFiles().length);
  for (const { file, bytes } of sizes.slice(0, 5)) {
    test.info().annotations.push({ type: file, description: `${(bytes / 1000).toFixed(1)} kB` });
  }
  const problems = checkPageData(PAGE_DATA_BUDGET_BYTES);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the search index that first results wait for stays small', () => {
  const folder = path.join(OUT, 'static', 'search');
  const heads = fs
    .readdirSync(folder)
    .filter((name) => /^[a-z]+\.head\.[0-9a-f]+\.json$/.test(name));
  expect(heads.map((name) => name.split('.')[0]).sort()).toEqual(['en', 'zh']);
  for (const name of heads) {
    const kb = zlib.gzipSync(fs.readFileSync(path.join(folder, name))).length / 1024;
    test.info().annotations.push({ type: name, description: `${kb.toFixed(1)} KB gzipped` });
    expect(kb, `${name} gzipped`).toBeLessThanOrEqual(SEARCH_HEAD_BUDGET_KB);
  }
});

test('the sitemap lists every indexable page with its language alternates', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const locs = new Set(
    [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]),
  );
  const pages = htmlFiles()
    .filter((file) => file.endsWith('index.html'))
    .map(urlOf)
    .filter((url) => !url.startsWith('/playground') && !url.startsWith('/zh/playground'))
    .filter(
      (url) =>
        !/name="robots" content="noindex"/.test(
          fs.readFileSync(path.join(OUT, url, 'index.html'), 'utf8'),
        ),
    );
  const missing = pages.filter((url) => !locs.has(url));
  expect(missing, missing.slice(0, 20).join('\n')).toEqual([]);
  expect(sitemap).toContain('hreflang="zh-Hans"');
  expect([...locs].filter((loc) => /\.md$|llms(-full)?\.txt$/.test(loc))).toEqual([]);
  expect(fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8')).toMatch(/Sitemap: .*sitemap\.xml/);
});

interface NavEntry {
  pathname: string;
  children?: NavEntry[];
  subheader?: unknown;
}

/** Collapsible groups (not subheaders) of the tree that contain `pathname`. */
function openGroups(entries: NavEntry[], pathname: string): number {
  let count = 0;
  const contains = (entry: NavEntry): boolean =>
    entry.pathname === pathname || (entry.children ?? []).some(contains);
  for (const entry of entries) {
    if (!entry.children?.length || !contains(entry)) continue;
    if (entry.subheader === undefined) count += 1;
    count += openGroups(entry.children, pathname);
  }
  return count;
}

test("a page's exported drawer opens only the groups that hold the page", () => {
  // Pages exported late in the build: each must not inherit the open groups of earlier pages.
  const problems: string[] = [];
  for (const page of htmlFiles()) {
    if (!/^(zh\/)?x\/(react-charts|react-tree-view|api\/charts|test-fixtures)\//.test(page))
      continue;
    const html = fs.readFileSync(path.join(OUT, page), 'utf8');
    const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html);
    if (!data) continue;
    const { nav } = JSON.parse(data[1]).props.pageProps as { nav?: NavEntry[] };
    if (!nav) continue;
    const pathname = `/${page.replace(/^zh\//, '').replace(/\/index\.html$/, '')}`;
    const expected = openGroups(nav, pathname);
    const open = html.match(/aria-expanded="true"/g)?.length ?? 0;
    if (open !== expected) problems.push(`${page}: ${open} open groups, expected ${expected}`);
  }
  expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
});
