import { test, expect } from './fixtures';
import { exerciseDemoControls, pagesWithDemos, type ControlsReport } from './demo-controls';

// Every control of every demo is safe to use: on each English page with demos, each demo's
// buttons, switches, checkboxes, selects, menus and text fields are used once and its grids edit a
// cell (test/e2e/demo-controls.ts), and nothing may throw, log an error or crash the demo. The pages
// are shared out over the workers in parts; a failure names the page, the demo and the control.

const PARTS = 6;
/**
 * `DEMO_CONTROLS_PAGES=/x/react-data-grid/filtering,/x/react-date-pickers/custom-field` limits the
 * pass to those pages (comma-separated pathnames), to check the pages a change touched.
 */
const ONLY = process.env.DEMO_CONTROLS_PAGES?.split(',')
  .map((pathname) => pathname.trim().replace(/\/$/, ''))
  .filter(Boolean);
const PAGES = pagesWithDemos().filter((pathname) => !ONLY || ONLY.includes(pathname));

/** A problem as one line: page, demo, control, what happened. */
const describe = (pathname: string, report: ControlsReport) =>
  report.problems.map(
    ({ demo, control, problem }) => `${pathname} ${demo}: ${control}: ${problem}`,
  );

for (let part = 0; part < PARTS; part += 1) {
  test(`every control of every demo is safe to use (part ${part + 1}/${PARTS})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const mine = PAGES.filter((_, index) => index % PARTS === part);
    const problems: string[] = [];
    let demos = 0;
    let controls = 0;
    for (const pathname of mine) {
      const visit = await page.goto(`${pathname}/`);
      expect(visit?.status(), pathname).toBe(200);
      const report = await exerciseDemoControls(page);
      demos += report.demos;
      controls += report.controls;
      problems.push(...describe(pathname, report));
    }
    testInfo.annotations.push({
      type: 'controls',
      description: `${mine.length} pages, ${demos} demos, ${controls} controls`,
    });
    console.log(`part ${part + 1}: ${mine.length} pages, ${demos} demos, ${controls} controls`);
    expect(problems).toEqual([]);
  });
}

test.describe('a demo whose controls fail', () => {
  // The fixture's failures are what this test expects; the page's console is checked here.
  test.use({ allowedConsoleErrors: /Broken control|The above error occurred/ });

  test('is reported by page, demo and control', async ({ page }) => {
    const pathname = '/x/test-fixtures/broken-controls';
    expect(PAGES, 'test-only pages stay out of the main pass').not.toContain(pathname);
    await page.goto(`${pathname}/`);
    const report = await exerciseDemoControls(page);
    const lines = describe(pathname, report);
    expect(report.demos).toBe(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\/x\/test-fixtures\/broken-controls ThrowingControls: button "Break": uncaught error: .*the Break button throws/,
        ),
        expect.stringMatching(
          /^\/x\/test-fixtures\/broken-controls ThrowingControls: checkbox "Log an error": console error: Broken control: the switch logs an error/,
        ),
        expect.stringMatching(
          /^\/x\/test-fixtures\/broken-controls CrashingControl: button "Crash": error boundary/,
        ),
        expect.stringMatching(
          /^\/x\/test-fixtures\/broken-controls FailingGridEdit: edit of cell "name": (uncaught error|console error): .*saving the edited cell failed/,
        ),
      ]),
    );
    // The control that works is not blamed.
    expect(lines.filter((line) => line.includes('"Count'))).toEqual([]);
  });
});
