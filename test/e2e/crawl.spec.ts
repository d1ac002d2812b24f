import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { describeControlProblems, exerciseDemoControls, pagesWithDemos } from './demo-controls';
import { measureCommand } from '../../src/markdown/demoHeights';
import { demoPages } from '../../scripts/demo-heights/files';
import {
  mountDemos,
  readToTheEnd,
  recordLayoutShifts,
  recordedShifts,
  settledHeights,
} from '../../scripts/demo-heights/inPage';

// Every page is opened once per language, split into parts so both workers share the crawl.
// English pages are crawled light and left to right, Chinese ones dark and right to left, so every
// page renders in light, dark, ltr, rtl, English and Chinese without a console error. On English
// pages every demo is also mounted (Chinese pages run the same demos) at 1280 px, measured against
// its reserved height, and then has every control used (test/e2e/demo-controls.ts) in the same
// visit. Then every English page with demos is read again on a phone (390 px) and a tablet
// (768 px), scrolled from top to bottom while its demos load, and must not shift.
const PARTS = 6;
/** The English pages whose folders hold demos: each has every control of its demos used. */
const CONTROL_PAGES = new Set(pagesWithDemos().map((pathname) => `${pathname}/`));
/** A demo may differ from its reserved height by rounding, never by a visible jump. */
const DEMO_HEIGHT_TOLERANCE_PX = 4;
/** Most a page may shift, in all, while a reader scrolls it from top to bottom. */
const MAX_LAYOUT_SHIFT = 0.02;
/** The narrow widths the layout-shift pass reads demo pages at (a phone, a tablet). */
const READING_WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;
const START_PAGES = [
  { language: 'en', start: '/x/', lang: 'en', skipLink: 'Skip to content' },
  { language: 'zh', start: '/zh/x/', lang: 'zh-CN', skipLink: '跳到正文' },
  {
    language: 'en',
    start: '/getting-started/installation/',
    lang: 'en',
    skipLink: 'Skip to content',
  },
  {
    language: 'zh',
    start: '/zh/getting-started/installation/',
    lang: 'zh-CN',
    skipLink: '跳到正文',
  },
] as const;

interface NavEntry {
  pathname: string;
  title?: { en: string };
  children?: NavEntry[];
  subheader?: unknown;
  href?: string;
}

/**
 * Every page of the drawer, from the navigation tree the page received as page data (the drawer
 * only renders the entries of its open groups): link and title as the drawer shows them.
 */
async function drawerLinks(page: Page): Promise<Array<{ href: string; text: string }>> {
  const nav = await page.evaluate(
    () =>
      (window as unknown as { __NEXT_DATA__: { props: { pageProps: { nav: unknown } } } })
        .__NEXT_DATA__.props.pageProps.nav,
  );
  const prefix = new URL(page.url()).pathname.startsWith('/zh/') ? '/zh' : '';
  const links: Array<{ href: string; text: string }> = [];
  const walk = (entries: NavEntry[]) => {
    for (const entry of entries) {
      if (entry.children?.length) walk(entry.children);
      else if (entry.subheader === undefined && entry.href === undefined) {
        links.push({ href: `${prefix}${entry.pathname}/`, text: entry.title?.en ?? '' });
      }
    }
  };
  walk(nav as NavEntry[]);
  // The open group's links are in the HTML exactly as the tree describes them.
  const rendered = await page
    .locator('aside[data-nav-scroller] nav a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of rendered) expect(links.map((link) => link.href)).toContain(href);
  return links;
}

/**
 * What is wrong with the demos of the open page, once mounted: a demo must load, must not crash
 * (the demo error boundary's message; a demo may show alerts of its own), and must be as tall as the
 * height its page reserves for it at this width (`data/demo-heights.json`): taller, it would move
 * the text below it as it arrives while the reader scrolls; shorter, it would leave an empty band
 * under it until it settles. A failure names the command that measures the page's demos again.
 */
async function demoProblems(page: Page, pathname: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const demos = await settledHeights(page);
  const wrong = demos.flatMap(({ name, loaded, crashed, rendered, measured, reserved, shown }) => {
    if (crashed) return [`${pathname} ${name}: crashed`];
    if (!loaded) return [`${pathname} ${name}: did not load`];
    if (!rendered) return [`${pathname} ${name}: did not render`];
    if (!measured) return [`${pathname} ${name}: has no measured height`];
    if (Math.abs(shown - reserved) <= DEMO_HEIGHT_TOLERANCE_PX) return [];
    return [
      `${pathname} ${name}: reserves ${Math.round(reserved)} px at ${width} px wide, ` +
        `is ${Math.round(shown)} px tall`,
    ];
  });
  if (wrong.length === 0) return [];
  return [...wrong, `  -> refresh the heights of ${pathname}: ${measureCommand([pathname])}`];
}

/**
 * What a reader sees first on an opened page, read in one call once it has hydrated (a locator
 * assertion per fact would cost a round trip each, and the first one on every page also sets up
 * Playwright's script in the new document): the document's language, direction and colour
 * scheme, the page's visible headings of level 1, the skip links, and the drawer's current entry.
 */
function pageFacts(page: Page, skipLink: string) {
  return page.evaluate((skipText) => {
    const html = document.documentElement;
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
      element.getClientRects().length > 0;
    return {
      hydrated: html.hasAttribute('data-hydrated'),
      lang: html.getAttribute('lang'),
      dir: html.getAttribute('dir'),
      scheme: html.getAttribute('data-mui-color-scheme'),
      visibleHeadings: Array.from(
        document.querySelectorAll('h1, [role="heading"][aria-level="1"]'),
      ).filter(visible).length,
      skipLinks: Array.from(document.querySelectorAll('a[href]')).filter(
        (anchor) => anchor.textContent?.trim() === skipText,
      ).length,
      current: Array.from(
        document.querySelectorAll('aside[data-nav-scroller] a[aria-current="page"]'),
        (anchor) => anchor.textContent ?? '',
      ),
    };
  }, skipLink);
}

for (const { language, start, lang, skipLink } of START_PAGES) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`crawl from ${start} (part ${part + 1}/${PARTS})`, async ({ page }) => {
      test.setTimeout(10 * 60_000);
      const scheme = language === 'zh' ? 'dark' : 'light';
      const dir = language === 'zh' ? 'rtl' : 'ltr';
      await page.emulateMedia({ colorScheme: scheme });
      if (dir === 'rtl') {
        await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
      }
      // The widest of the layout-shift widths, as a laptop's window.
      if (language === 'en') await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(start);
      if (start.includes('getting-started') && response?.status() === 404) {
        // The core section has no pages in this build; the X crawl still covers the drawer.
        return;
      }
      const links = await drawerLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        if (language === 'zh') expect(link.href, link.text).toMatch(/^\/zh\//);
        else expect(link.href, link.text).not.toMatch(/^\/zh\//);
      }
      const mine = links.filter((_, index) => index % PARTS === part);
      const problems: string[] = [];
      const controls = { pages: 0, demos: 0, used: 0 };
      for (const link of mine) {
        const visit = await page.goto(link.href);
        expect(visit?.status(), link.href).toBe(200);
        const facts = await pageFacts(page, skipLink);
        expect(facts, link.href).toEqual({
          hydrated: true,
          lang,
          dir,
          scheme,
          visibleHeadings: 1,
          skipLinks: 1,
          current: [expect.stringContaining(link.text)],
        });
        if (language === 'en' && (await mountDemos(page)) > 0) {
          problems.push(...(await demoProblems(page, link.href)));
        }
        // Heights first: the controls change what the demos show.
        if (CONTROL_PAGES.has(link.href)) {
          const report = await exerciseDemoControls(page);
          problems.push(...describeControlProblems(link.href, report));
          controls.pages += 1;
          controls.demos += report.demos;
          controls.used += report.controls;
        }
      }
      if (controls.pages > 0) {
        console.log(
          `${start} part ${part + 1}: controls of ${controls.pages} pages, ` +
            `${controls.demos} demos: ${controls.used} used`,
        );
      }
      expect(problems).toEqual([]);
    });
  }
}

/**
 * A reader on a phone or a tablet scrolls each English page with demos from top to bottom while its
 * demos load: nothing may move. The page records its layout shifts from its start (what moved and
 * the demo just above it); the failure names them, the page's demos whose height is not the one
 * reserved at that width, and the command that measures them again.
 */
for (const viewport of READING_WIDTHS) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`demo pages hold still at ${viewport.width} px (part ${part + 1}/${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(10 * 60_000);
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const pathnames = demoPages()
        .map((demoPage) => demoPage.pathname)
        .filter((_, index) => index % PARTS === part);
      const problems: string[] = [];
      for (const pathname of pathnames) {
        const visit = await page.goto(pathname);
        // A page left out of the navigation (an orphan folder) is not exported.
        if (visit?.status() === 404) continue;
        expect(visit?.status(), pathname).toBe(200);
        const stopped = await readToTheEnd(page);
        if (stopped) {
          problems.push(`${pathname} at ${viewport.width} px: ${stopped}`);
          continue;
        }
        // A demo's own content moving inside its stage (a grid filling its rows after a simulated
        // request) is the component's behaviour; the page around it must hold still.
        const shifts = (await recordedShifts(page)).filter((shift) => !shift.insideDemo);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total <= MAX_LAYOUT_SHIFT) continue;
        problems.push(
          `${pathname} shifts by ${total.toFixed(3)} at ${viewport.width} px:`,
          ...shifts
            .filter((shift) => shift.value >= 0.001)
            .map(
              (shift) =>
                `  ${shift.value.toFixed(3)} at ${shift.time} ms` +
                `${shift.demo ? ` below the demo ${shift.demo}` : ''}: ${shift.moved.join(', ')}`,
            ),
          ...(await demoProblems(page, pathname)).map((problem) => `  ${problem}`),
        );
      }
      expect(problems).toEqual([]);
    });
  }
}

test('every English page with demos is among the pages the crawl opens', async ({ page }) => {
  const crawled = new Set<string>();
  for (const { start } of START_PAGES.filter(({ language }) => language === 'en')) {
    const response = await page.goto(start);
    if (response?.status() === 404) continue;
    for (const link of await drawerLinks(page)) crawled.add(link.href);
  }
  expect(CONTROL_PAGES.size).toBeGreaterThan(100);
  expect([...CONTROL_PAGES].filter((pathname) => !crawled.has(pathname))).toEqual([]);
});

test('Chinese navigation titles are in Chinese', async ({ page }) => {
  await page.goto('/zh/x/');
  const titles = await page.locator('aside[data-nav-scroller] nav button span').allTextContents();
  expect(titles.some((title) => /[\u4e00-\u9fff]/.test(title))).toBe(true);
  await page.goto('/x/');
  const english = await page.locator('aside[data-nav-scroller] nav button span').allTextContents();
  expect(english.some((title) => /[\u4e00-\u9fff]/.test(title))).toBe(false);
});

test('every page links its language twin with hreflang', async ({ request }) => {
  const html = await (await request.get('/zh/x/react-data-grid/getting-started/')).text();
  expect(html).toMatch(
    /<link rel="alternate" hrefLang="en" href="[^"]*\/x\/react-data-grid\/getting-started\/"/,
  );
  expect(html).toMatch(
    /<link rel="alternate" hrefLang="zh-Hans" href="[^"]*\/zh\/x\/react-data-grid\/getting-started\/"/,
  );
});
