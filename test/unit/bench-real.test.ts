/**
 * @jest-environment node
 */
/**
 * The arithmetic of the real-throttling bench: CLS as Core Web Vitals counts it (the largest
 * session window of shifts) and the per-figure median of a page's runs.
 */
import { clsOf, medianRun, type RealRun } from '@/scripts/bench-real';

test('CLS is the largest session window: a gap of 1 s or a window of 5 s starts a new one', () => {
  expect(clsOf([])).toEqual({ cls: 0, total: 0 });
  // Three shifts 400 ms apart form one window; one more after a 1.2 s gap starts another.
  expect(
    clsOf([
      { time: 1000, value: 0.01 },
      { time: 1400, value: 0.02 },
      { time: 1800, value: 0.03 },
      { time: 3000, value: 0.05 },
    ]),
  ).toEqual({ cls: 0.06, total: 0.11 });
  // Shifts every 500 ms never leave a gap, but a window ends after 5 s.
  const steady = Array.from({ length: 20 }, (_, index) => ({ time: index * 500, value: 0.01 }));
  expect(clsOf(steady)).toEqual({ cls: 0.1, total: 0.2 });
  // The order of the entries does not matter.
  expect(clsOf([...steady].reverse())).toEqual({ cls: 0.1, total: 0.2 });
});

test('each figure is the median of its own runs; a figure no run reached stays null', () => {
  const run = (fcpMs: number, hydratedMs: number | null, cls: number): RealRun => ({
    fcpMs,
    lcpMs: fcpMs + 100,
    hydratedMs,
    demoInteractiveMs: null,
    cls,
    shiftTotal: cls,
    shifts: [],
    firstDemoTopPx: null,
    pageHeightPx: 5000,
  });
  const median = medianRun([run(900, 2500, 0), run(700, null, 0.2), run(800, 2100, 0.05)]);
  expect(median.fcpMs).toBe(800);
  expect(median.lcpMs).toBe(900);
  // Two runs reached hydration: the larger of the two middle values is taken.
  expect(median.hydratedMs).toBe(2500);
  expect(median.cls).toBe(0.05);
  expect(median.demoInteractiveMs).toBeNull();
});
