/**
 * @jest-environment node
 */
import { demoPages, hasEveryWidth, readHeightsFile } from '@/scripts/demo-heights/files';
import {
  DEFAULT_DEMO_HEIGHT,
  DEMO_WIDTHS,
  demoHeightCss,
  demoHeightVars,
  measureCommand,
} from '@/src/markdown/demoHeights';
import { readStaticCss } from '@/src/styles/staticCss';

describe('measured demo heights', () => {
  test('every demo of data/docs has a height at each width in data/demo-heights.json', () => {
    const file = readHeightsFile();
    const missing = demoPages().flatMap((page) =>
      page.demos
        .filter((demo) => !hasEveryWidth(file, file.demos[demo.id]))
        .map((demo) => `${demo.id} (run: ${measureCommand([page.pathname])})`),
    );
    expect(missing).toEqual([]);
  });

  test('a box holds a custom property only where the height changes', () => {
    expect(demoHeightVars([500, 500, 480, 480, 300])).toEqual({
      '--dh0': '500px',
      '--dh2': '480px',
      '--dh4': '300px',
    });
    expect(demoHeightVars(null)).toEqual({});
  });

  test('one rule per width range, each falling back to the narrower width, then the default', () => {
    const css = demoHeightCss();
    expect(css.startsWith(`.demo-box{--demo-height:var(--dh0,${DEFAULT_DEMO_HEIGHT}px)}`)).toBe(
      true,
    );
    expect(css).toContain(
      `@media (min-width:${DEMO_WIDTHS[2]}px){.demo-box{--demo-height:var(--dh2,var(--dh1,var(--dh0,${DEFAULT_DEMO_HEIGHT}px)))}}`,
    );
    expect(css.match(/@media/g)).toHaveLength(DEMO_WIDTHS.length - 1);
    expect(css).toContain('.demo-box[data-demo-settled]{min-height:0}');
    // Joined to the exported pages' static styles.
    expect(readStaticCss()).toContain(css);
  });

  test('the command names the pages to measure again', () => {
    expect(measureCommand(['/x/a/'])).toBe('npm run build && npm run demos:measure -- /x/a/');
    expect(measureCommand()).toBe('npm run build && npm run demos:measure');
  });
});
