/**
 * The space a demo takes before its code arrives. Each demo's real height is measured in Chromium
 * at the viewport widths below (`npm run demos:measure`, written to `data/demo-heights.json`); a
 * page gives each demo's box those heights as CSS custom properties (`--dh0` for the first width,
 * `--dh1`…), and one static rule per width range (`demoHeightCss`) picks the height measured at
 * the range's narrow end. The reservation is in the exported HTML and CSS, so it holds before any
 * script runs, at every width.
 *
 * The widths are the narrow ends of the ranges where the article column (and Material UI's
 * breakpoints, sm 600, md 900, lg 1200) keep one layout: phones (360, 390, 430), the tablet layout
 * without the navigation drawer (600, 768), the drawer without the table of contents (900, 1024)
 * and the full layout (1200, 1280, 1440). Inside a range the column only widens, and most demos
 * (text and controls that wrap less) are then at most as tall as at the range's narrow end: a
 * reader between two measured widths sees at worst the reservation lifted by a little once the
 * demo has settled. At the measured widths the reservation is exact.
 */
export const DEMO_WIDTHS = [360, 390, 430, 600, 768, 900, 1024, 1200, 1280, 1440] as const;

/** The reservation of a demo with no measured height yet (the crawl of `npm test` fails on it). */
export const DEFAULT_DEMO_HEIGHT = 320;

/** The file of measured heights, from the project's root. */
export const DEMO_HEIGHTS_FILE = 'data/demo-heights.json';

/** What refreshes the heights of a page's demos (the export must be fresh: it measures `out/`). */
export function measureCommand(pathnames: readonly string[] = []): string {
  return ['npm run build && npm run demos:measure --', ...pathnames].join(' ').replace(/ --$/, '');
}

/** One demo's entry in `data/demo-heights.json`. */
export interface MeasuredDemo {
  /** Hash of the demo file it was measured from: a changed demo is measured again. */
  source: string;
  /** Its height in px at each of `DEMO_WIDTHS`, in order. */
  heights: number[];
}

export interface DemoHeightsFile {
  widths: number[];
  demos: Record<string, MeasuredDemo>;
}

/**
 * The custom properties that hold a demo's heights: one per width where the height differs from
 * the narrower width's (the rules fall back to the narrower one), so most demos need two or three.
 */
export function demoHeightVars(heights: readonly number[] | null | undefined) {
  const style: Record<string, string> = {};
  heights?.forEach((height, index) => {
    if (index === 0 || height !== heights[index - 1]) style[`--dh${index}`] = `${height}px`;
  });
  return style;
}

/**
 * The static rules (joined to the demo styles by `src/styles/staticCss.ts`): a demo's box reserves
 * the height of the widest measured width at or below the viewport's, until the demo has rendered
 * and settled (`data-demo-settled`), when it takes its own height.
 */
export function demoHeightCss(): string {
  let value = `${DEFAULT_DEMO_HEIGHT}px`;
  const rules = DEMO_WIDTHS.map((width, index) => {
    value = `var(--dh${index},${value})`;
    const rule = `.demo-box{--demo-height:${value}}`;
    return index === 0 ? rule : `@media (min-width:${width}px){${rule}}`;
  });
  return [
    ...rules,
    '.demo-box{min-height:var(--demo-height)}',
    '.demo-box[data-demo-settled]{min-height:0}',
  ].join('');
}
