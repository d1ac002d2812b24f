// Temporary screenshot helper (not committed).
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const BASE = 'http://localhost:5400';
const TARGETS: Array<[string, string, (page: import('playwright-core').Page) => Promise<void>]> = [
  ['/x/react-charts/gauge/', 'GaugeWithPointer', async () => {}],
  ['/x/react-date-pickers/custom-field/', 'ButtonFieldDatePicker', async () => {}],
  ['/x/react-date-pickers/adapters-locale/', 'LocaleSwitcher', async () => {}],
  ['/x/react-date-pickers/custom-components/', 'CustomCalendarHeader', async () => {}],
  ['/x/react-date-pickers/custom-components/', 'WeekPicker', async () => {}],
  ['/x/react-date-pickers/date-calendar/', 'HighlightedDaysCalendar', async () => {}],
  ['/x/react-data-grid/recipes-editing/', 'BulkSaveChanges', async () => {}],
];

(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const errors: string[] = [];
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
    for (const [path, demo] of TARGETS) {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' && !/license|ERR_FAILED|net::/i.test(m.text())) errors.push(`${mode} ${demo}: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`${mode} ${demo}: ${e.message}`));
      await page.goto(BASE + path, { waitUntil: 'load' });
      const frame = page.locator(`[data-demo="${demo}"]`).first();
      const count = await frame.count();
      const target = count ? frame : page.locator('[data-demo]').filter({ hasText: '' }).first();
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(2500);
      await target.screenshot({ path: `/tmp/content-shots/${demo}-${mode}.png` });
      await page.close();
    }
    await context.close();
  }
  await browser.close();
  console.log(errors.length ? errors.join('\n') : 'no console errors');
})();
