import { chromium } from 'playwright';
const base = 'http://localhost:3200';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext();
await ctx.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
for (const p of pages) {
  const page = await ctx.newPage();
  const errs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') errs.push(m.type()+': '+m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errs.push('pageerror: ' + e.message));
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 3000); await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 3000); await page.waitForTimeout(1500);
  const info = await page.evaluate(() => ({ grids: document.querySelectorAll('.MuiDataGrid-root').length, demos: document.querySelectorAll('[data-demo]').length, title: document.title }));
  console.log(p, JSON.stringify(info), errs.length ? '\n  ' + errs.join('\n  ') : 'OK');
  await page.close();
}
await browser.close();
