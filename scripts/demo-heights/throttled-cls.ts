// Layout shift of pages read on a throttled phone, as DevTools measures it: Chromium at 390 px
// (or WIDTH), 150 ms round trip, 1.6 Mbps down, CPU 4x slower; the page is opened, then scrolled
// from top to bottom by 80% of a screen every 1.5 s (STEP_MS), and left at the bottom for 3 s. Prints, per page, the median of RUNS runs (default 3) of CLS (the largest session
// window, as web-vitals counts it) and of the sum of every shift, and what moved the most.
//
//   npx tsx scripts/demo-heights/throttled-cls.ts http://localhost:3000 /x/react-date-pickers/date-picker/
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { recordLayoutShifts, recordedShifts, type RecordedShift } from './inPage';

const WIDTH = Number(process.env.WIDTH ?? 390);
const RUNS = Number(process.env.RUNS ?? 3);
const STEP_MS = Number(process.env.STEP_MS ?? 1500);

/** CLS as web-vitals counts it: the largest sum of shifts less than 1 s apart within 5 s. */
function sessionCls(shifts: RecordedShift[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - first > 5000) {
      current = 0;
      first = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const [base, ...pathnames] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const pathname of pathnames) {
      const cls: number[] = [];
      const sums: number[] = [];
      let worst: RecordedShift[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: WIDTH, height: 844 },
          deviceScaleFactor: 3,
        });
        await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
        await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
        const page = await context.newPage();
        await recordLayoutShifts(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${pathname}`, { waitUntil: 'load', timeout: 120_000 });
        await page.evaluate(async (stepMs) => {
          const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
          for (;;) {
            await wait(stepMs);
            if (scrollY + innerHeight >= document.documentElement.scrollHeight - 1) break;
            window.scrollBy(0, Math.round(innerHeight * 0.8));
          }
          await wait(3000);
        }, STEP_MS);
        const shifts = await recordedShifts(page);
        cls.push(sessionCls(shifts));
        sums.push(shifts.reduce((sum, shift) => sum + shift.value, 0));
        if (shifts.length > worst.length) worst = shifts;
        await context.close();
      }
      console.log(
        `${pathname} at ${WIDTH} px: CLS ${median(cls).toFixed(3)} (runs ${cls
          .map((value) => value.toFixed(3))
          .join(', ')}), sum of shifts ${median(sums).toFixed(3)}`,
      );
      for (const shift of [...worst].sort((a, b) => b.value - a.value).slice(0, 6)) {
        console.log(
          `  ${shift.value.toFixed(4)} at ${shift.time} ms${shift.demo ? ` below ${shift.demo}` : ''}: ${shift.moved.join(' | ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
