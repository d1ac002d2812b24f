// What the crawl of `npm test` (test/e2e/crawl.spec.ts) and `npm run demos:measure`
// (scripts/demo-heights/measure.ts) do inside a page: mount every demo, measure each demo's own
// height once the demos have been still for a while, and record the page's layout shifts. Each
// runs as one in-page call: a round trip per demo would cost more than the demos themselves on a
// page with twenty of them.
import type { Page } from '@playwright/test';

/** A demo's height has settled once it has not changed for this long after every demo loaded. */
export const DEMO_QUIET_MS = 250;
/** Longest wait for every demo of a page to load. */
export const DEMO_LOAD_LIMIT_MS = 30_000;
/** Longest wait for the heights to settle; a demo still moving then is measured as it is. */
export const DEMO_SETTLE_LIMIT_MS = 3_000;
/** Scrolls in a row that leave the page where it was before reading stops short of the bottom. */
export const STUCK_STOPS = 3;
/** Most screens read on one page (the longest guide is a few dozen screens on a phone). */
export const MAX_STOPS = 300;

/**
 * Mounts every demo of the open page: the page is scrolled demo by demo (demos load as they near
 * the viewport) and they load side by side. Returns how many demos the page has.
 */
export function mountDemos(page: Page, loadLimitMs = DEMO_LOAD_LIMIT_MS): Promise<number> {
  return page.evaluate(async (limitMs) => {
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
      if (waiting.length === 0 || performance.now() - start > limitMs) break;
      const notStarted = waiting.find((figure) => !figure.querySelector('[aria-busy="true"]'));
      if (notStarted) await visit(notStarted);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return figures.length;
  }, loadLimitMs);
}

/** One demo of the open page as measured. */
export interface MeasuredHeight {
  name: string;
  loaded: boolean;
  crashed: boolean;
  /** Whether its content has rendered (its code may have loaded and still wait for more). */
  rendered: boolean;
  /** Whether the page had a measured height for it (else it reserved the default). */
  measured: boolean;
  /** The height its box reserves at this width. */
  reserved: number;
  /** Its own height. */
  shown: number;
}

/**
 * Each demo's own height (its content's box, whatever its reservation), once no demo of the page
 * has changed height for `quietMs`, and the height its box reserves at the current width.
 */
export function settledHeights(
  page: Page,
  quietMs = DEMO_QUIET_MS,
  limitMs = DEMO_SETTLE_LIMIT_MS,
): Promise<MeasuredHeight[]> {
  return page.evaluate(
    async ({ quiet, limit, renderLimit }) => {
      const boxes = Array.from(document.querySelectorAll('figure[data-demo]')).map((figure) => ({
        figure,
        box: figure.querySelector<HTMLElement>('[data-demo-loaded]'),
      }));
      const measure = () =>
        boxes.map(({ box }) => {
          const content = box?.querySelector<HTMLElement>(':scope > .demo-content');
          return content ? content.getBoundingClientRect().height : 0;
        });
      // A demo whose code is here may still wait for more (a locale, a time zone's data): its
      // content is measured once it has rendered.
      const unrendered = () =>
        boxes.some(
          ({ figure, box }) =>
            box?.dataset.demoLoaded === 'true' &&
            !box.querySelector(':scope > .demo-content') &&
            !figure.querySelector('[data-demo-error]'),
        );
      const waitStart = performance.now();
      while (unrendered() && performance.now() - waitStart < renderLimit) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const start = performance.now();
      let heights = measure();
      let stableSince = start;
      while (performance.now() - stableSince < quiet && performance.now() - start < limit) {
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
        rendered: box?.querySelector(':scope > .demo-content') != null,
        measured: box ? box.style.getPropertyValue('--dh0') !== '' : false,
        reserved: box ? parseFloat(getComputedStyle(box).getPropertyValue('--demo-height')) : 0,
        shown: Math.round(heights[index] * 10) / 10,
      }));
    },
    { quiet: quietMs, limit: limitMs, renderLimit: DEMO_LOAD_LIMIT_MS },
  );
}

/** One layout shift as the page recorded it: its score and what moved. */
export interface RecordedShift {
  value: number;
  time: number;
  /** Each moved element: tag, id, classes and the start of its text. */
  moved: string[];
  /** The demo just above the first moved element, or holding it. */
  demo: string | null;
  /**
   * Whether everything that moved is inside a demo's stage: the demo's own content moving (a grid
   * filling its rows), not the page around it.
   */
  insideDemo: boolean;
}

/**
 * Records every layout shift of the page from its start (a script added before each document
 * loads): `recordedShifts` reads them. The moved nodes are described as they are then, since a
 * demo may replace them later.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Source {
      node: Node | null;
    }
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Source[];
    }
    const shifts: unknown[] = [];
    (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!node) return '(gone)';
      const element = node instanceof Element ? node : node.parentElement;
      if (!element) return node.nodeName;
      const classes = Array.from(element.classList).slice(0, 3);
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.localName}${element.id ? `#${element.id}` : ''}${classes
        .map((name) => `.${name}`)
        .join('')}${text ? ` "${text}"` : ''}`;
    };
    /** The demo holding the node, else the last demo before it in the document. */
    const demoOf = (node: Node | null) => {
      if (!node) return null;
      const element = node instanceof Element ? node : node.parentElement;
      const own = element?.closest('figure[data-demo]');
      if (own) return own.getAttribute('data-demo');
      let before: string | null = null;
      for (const figure of Array.from(document.querySelectorAll('figure[data-demo]'))) {
        if (figure.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) {
          before = figure.getAttribute('data-demo');
        }
      }
      return before;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          moved: entry.sources.map((source) => describe(source.node)),
          demo: demoOf(entry.sources[0]?.node ?? null),
          insideDemo: entry.sources.every((source) => {
            const node = source.node;
            const element = node instanceof Element ? node : node?.parentElement;
            return Boolean(element?.closest('.demo-stage'));
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function recordedShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(
    () => (window as unknown as { __layoutShifts?: RecordedShift[] }).__layoutShifts ?? [],
  );
}

/**
 * Scrolls the open page from top to bottom as a reader does: most of a screen at a time, waiting at
 * each stop until the demos near the viewport have rendered (or failed) before reading on, so each
 * demo arrives while the text around it is on screen. Stops at the bottom, where the footer and
 * the page links are, and gives what loads there its turn.
 *
 * Returns null once the bottom is reached. Otherwise, instead of waiting for the test's timeout,
 * why it stopped: the page stopped moving (STUCK_STOPS scrolls in a row left it where it was,
 * short of the bottom; with where it stood, the demo on screen and whether the page's scrolling was
 * locked), or it kept growing for MAX_STOPS screens.
 */
export function readToTheEnd(page: Page, stopLimitMs = 8_000): Promise<string | null> {
  return page.evaluate(
    async ({ limitMs, stuckStops, maxStops }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const nearDemosShown = () =>
        Array.from(document.querySelectorAll('figure[data-demo]')).every((figure) => {
          const rect = figure.getBoundingClientRect();
          // The demos' preload margin is 300 px: those within it have started loading.
          if (rect.bottom < -300 || rect.top > innerHeight + 300) return true;
          return figure.querySelector('.demo-content, [data-demo-error]') !== null;
        });
      const step = Math.round(innerHeight * 0.9);
      let still = 0;
      let stops = 0;
      for (;;) {
        const start = performance.now();
        await frame();
        await frame();
        while (!nearDemosShown() && performance.now() - start < limitMs) await frame();
        await frame();
        const bottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
        if (bottom) break;
        const before = scrollY;
        window.scrollBy(0, step);
        await frame();
        still = scrollY > before ? 0 : still + 1;
        stops += 1;
        if (stops >= maxStops) {
          return `did not reach the bottom after ${stops} screens: the page grows as it is read (${document.documentElement.scrollHeight} px)`;
        }
        if (still >= stuckStops) {
          const nearest = Array.from(document.querySelectorAll('figure[data-demo]')).find(
            (figure) => figure.getBoundingClientRect().bottom > 0,
          );
          const locked = [document.documentElement, document.body].some(
            (element) => getComputedStyle(element).overflowY === 'hidden',
          );
          return (
            `stopped moving at ${Math.round(scrollY)} of ${document.documentElement.scrollHeight} px` +
            ` (demo on screen: ${nearest?.getAttribute('data-demo') ?? 'none'}` +
            `${locked ? ', page scrolling locked' : ''})`
          );
        }
      }
      // The end of the page: the feedback form, loaded as the reader nears it, has its turn.
      const start = performance.now();
      while (
        document.querySelector('[data-feedback-slot]:empty') &&
        performance.now() - start < limitMs
      ) {
        await frame();
      }
      await frame();
      await frame();
      return null;
    },
    { limitMs: stopLimitMs, stuckStops: STUCK_STOPS, maxStops: MAX_STOPS },
  );
}
