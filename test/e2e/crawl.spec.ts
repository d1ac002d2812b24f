import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// Every page is opened once per language, split into parts so both workers share the crawl.
// English pages are crawled light and left to right, Chinese ones dark and right to left, so every
// page renders in light, dark, ltr, rtl, English and Chinese without a console error. On English
// pages every demo is also mounted (Chinese pages run the same demos).
const PARTS = 4;
/** A demo may differ from its reserved height by rounding, never by a visible jump. */
const DEMO_HEIGHT_TOLERANCE_PX = 4;
/**
 * A demo's height has settled once it has not changed for this long after every demo loaded: its
 * first effects and transitions (measuring, fonts, expanding) are over.
 */
const DEMO_QUIET_MS = 250;
/** Longest wait for every demo of a page to load. */
const DEMO_LOAD_LIMIT_MS = 30_000;
/** Longest wait for the heights to settle; a demo still moving then is measured as it is. */
const DEMO_SETTLE_LIMIT_MS = 3_000;
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
 * Mounts every demo of the open page and lists what is wrong: a demo must load, must not crash (the
 * demo error boundary's message; a demo may show alerts of its own), and must be as tall as the
 * height its page reserves for it (`<Demo height>`): taller, it would move the text below it as it
 * arrives while the reader scrolls; shorter, it would leave an empty band under it. Demos load as
 * they near the viewport: the page is scrolled demo by demo, and they load side by side.
 */
async function demoProblems(page: Page, pathname: string): Promise<string[]> {
  // Everything runs in the page: a round trip per demo would cost more than the demos themselves
  // on a page with twenty of them.
  const count = await page.evaluate(async (loadLimitMs) => {
    const figures = Array.from(document.querySelectorAll('figure[data-demo]'));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const visit = async (figure: Element) => {
      figure.scrollIntoView({ block: 'center' });
      // Two frames, so the demo's viewport observer has seen it before the page scrolls on.
      await frame();
      await frame();
    };
    for (const figure of figures) await visit(figure);
    // A demo passed over while the page was busy is visited again, as a reader would scroll back.
    const start = performance.now();
    for (;;) {
      const waiting = figures.filter(
        (figure) => figure.querySelector('[data-demo-loaded="true"], [data-demo-error]') === null,
      );
      if (waiting.length === 0 || performance.now() - start > loadLimitMs) break;
      const notStarted = waiting.find((figure) => !figure.querySelector('[aria-busy="true"]'));
      if (notStarted) await visit(notStarted);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return figures.length;
  }, DEMO_LOAD_LIMIT_MS);
  if (count === 0) return [];
  const demos = await page.evaluate(
    async ({ quietMs, limitMs }) => {
      const boxes = Array.from(document.querySelectorAll('figure[data-demo]')).map((figure) => ({
        figure,
        box: figure.querySelector<HTMLElement>('[data-demo-loaded]'),
      }));
      // Each demo's own height: its box's reservation lifted for the measure, then put back.
      const measure = () =>
        boxes.map(({ box }) => {
          if (!box) return 0;
          const reserved = box.style.minHeight;
          box.style.minHeight = '0px';
          const height = box.getBoundingClientRect().height;
          box.style.minHeight = reserved;
          return height;
        });
      const start = performance.now();
      let heights = measure();
      let stableSince = start;
      while (performance.now() - stableSince < quietMs && performance.now() - start < limitMs) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const next = measure();
        if (next.some((height, index) => height !== heights[index])) {
          heights = next;
          stableSince = performance.now();
        }
      }
      return boxes.map(({ figure, box }, index) => ({
        name: figure.getAttribute('data-demo') ?? '',
        loaded: box?.dataset.demoLoaded === 'true',
        crashed: figure.querySelector('[data-demo-error]') !== null,
        reserved: parseFloat(box?.style.minHeight ?? '0'),
        shown: heights[index],
      }));
    },
    { quietMs: DEMO_QUIET_MS, limitMs: DEMO_SETTLE_LIMIT_MS },
  );
  return demos.flatMap(({ name, loaded, crashed, reserved, shown }) => {
    if (crashed) return [`${pathname} ${name}: crashed`];
    if (!loaded) return [`${pathname} ${name}: did not load`];
    if (Math.abs(shown - reserved) <= DEMO_HEIGHT_TOLERANCE_PX) return [];
    return [
      `${pathname} ${name}: reserved ${Math.round(reserved)} px, is ${Math.round(shown)} px tall ` +
        `(write height={${Math.ceil(shown - 0.01)}})`,
    ];
  });
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
      // Demo heights are chosen at this size (README, "Add a demo").
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
        if (language === 'en') problems.push(...(await demoProblems(page, link.href)));
      }
      expect(problems).toEqual([]);
    });
  }
}

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
