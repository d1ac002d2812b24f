// Takes screenshots of pages of the running site:
//   npx tsx scripts/screenshot.ts <path> [out.png] [width] [scheme] [dir]
// SEARCH=<query> opens the search dialog and types the query before the screenshot.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

async function main(): Promise<void> {
  const [, , pathname = '/', out = '/tmp/shot.png', width = '1400', scheme = 'light', dir = 'ltr'] =
    process.argv;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 900 },
    colorScheme: scheme === 'dark' ? 'dark' : 'light',
  });
  page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  if (dir === 'rtl') await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.goto(`http://localhost:${process.env.PORT ?? 3000}${pathname}`, {
    waitUntil: 'networkidle',
  });
  await page.waitForTimeout(800);
  if (process.env.SEARCH !== undefined) {
    await page.getByRole('button', { name: /Search|搜索/ }).click();
    await page.getByRole('combobox', { name: /Search the docs|搜索文档/ }).fill(process.env.SEARCH);
    await page.waitForTimeout(800);
  }
  await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
