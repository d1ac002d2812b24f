import { test, expect } from './fixtures';
import { describeControlProblems, exerciseDemoControls, pagesWithDemos } from './demo-controls';

// Every control of every demo is safe to use: on each English page with demos, each demo's
// buttons, switches, checkboxes, selects, menus and text fields are used once and its grids edit a
// cell (test/e2e/demo-controls.ts), and nothing may throw, log an error or crash the demo. The
// crawl (test/e2e/crawl.spec.ts) does it on every page it opens with demos, in the same visit that
// mounts and measures them. Here: the proof that each kind of failure is caught, and a pass over
// chosen pages only, for the pages a change touched:
// `DEMO_CONTROLS_PAGES=/x/react-data-grid/filtering,/x/react-date-pickers/custom-field`
// (comma-separated pathnames).

const ONLY = process.env.DEMO_CONTROLS_PAGES?.split(',')
  .map((pathname) => pathname.trim().replace(/\/$/, ''))
  .filter(Boolean);
const PAGES = pagesWithDemos();

if (ONLY) {
  test('every control of every demo of the chosen pages is safe to use', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const unknown = ONLY.filter((pathname) => !PAGES.includes(pathname));
    expect(unknown, 'DEMO_CONTROLS_PAGES names English pages with demos').toEqual([]);
    const problems: string[] = [];
    for (const pathname of ONLY) {
      const visit = await page.goto(`${pathname}/`);
      expect(visit?.status(), pathname).toBe(200);
      const report = await exerciseDemoControls(page);
      console.log(`${pathname}: ${report.demos} demos, ${report.controls} controls`);
      problems.push(...describeControlProblems(pathname, report));
    }
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
    // Every control must be used here: the time allowed per demo is no part of what is proven.
    const report = await exerciseDemoControls(page, { demoLimitMs: 60_000 });
    const lines = describeControlProblems(pathname, report);
    expect(report.demos).toBe(3);
    expect(report.used.ThrowingControls, 'the controls used').toEqual([
      'button "Count 0"',
      'button "Break"',
      'checkbox "Log an error"',
    ]);
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
