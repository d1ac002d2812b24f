import fs from 'node:fs';
import path from 'node:path';
import { OUT, htmlFiles, urlOf } from '../../scripts/site-files';
import { test, expect } from './fixtures';

// Every demo of the site, mounted once in a real browser: it must load without crashing (the page
// prints no error and shows no demo error message) and take the height its page reserves for it
// (`<Demo height>`), so a demo arriving while the reader scrolls moves nothing below it. Demos
// load as they near the viewport, so each page is scrolled demo by demo. English pages, light,
// left to right; the crawl covers the other combinations without loading every demo.

const PARTS = 4;
/** A demo may differ from its reserved height by rounding, never by a visible jump. */
const TOLERANCE_PX = 4;

function pagesWithDemos(): string[] {
  if (!fs.existsSync(OUT)) return [];
  return (
    htmlFiles(OUT)
      .filter((file) => !file.startsWith(`zh${path.sep}`))
      // Test-only pages hold deliberately broken demos; their own tests cover them.
      .filter((file) => !file.includes('test-fixtures'))
      .filter((file) => fs.readFileSync(path.join(OUT, file), 'utf8').includes('data-demo="'))
      .map(urlOf)
      .sort()
  );
}

for (let part = 0; part < PARTS; part += 1) {
  test(`every demo loads and keeps its reserved height (part ${part + 1}/${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(15 * 60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const pages = pagesWithDemos().filter((_, index) => index % PARTS === part);
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let demos = 0;
    for (const pathname of pages) {
      await page.goto(pathname);
      for (const figure of await page.locator('figure[data-demo]').all()) {
        demos += 1;
        const name = await figure.getAttribute('data-demo');
        const stage = figure.locator('.demo-stage');
        const reserved = await stage.evaluate((element) => element.getBoundingClientRect().height);
        await figure.scrollIntoViewIfNeeded();
        const loaded = figure.locator('[data-demo-loaded="true"]');
        try {
          await expect(loaded).toBeAttached({ timeout: 20_000 });
        } catch {
          problems.push(`${pathname} ${name}: did not load`);
          continue;
        }
        // The demo error boundary's message (a demo may show alerts of its own).
        if ((await figure.locator('[data-demo-error]').count()) > 0) {
          problems.push(`${pathname} ${name}: crashed`);
          continue;
        }
        // Let the demo's own first effects and transitions (measuring, fonts, expanding) settle.
        await page.waitForTimeout(400);
        const shown = await stage.evaluate((element) => element.getBoundingClientRect().height);
        if (Math.abs(shown - reserved) > TOLERANCE_PX) {
          problems.push(
            `${pathname} ${name}: reserved ${Math.round(reserved)} px, shows ${Math.round(shown)} px ` +
              `(change its height by ${Math.round(shown - reserved)})`,
          );
        }
      }
    }
    expect(demos).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
}
