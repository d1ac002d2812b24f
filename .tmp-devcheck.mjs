import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const path of ['/x/react-data-grid/editing/', '/x/api/data-grid/data-grid/']) {
  for (let round = 0; round < 2; round++) {
  const page = await browser.newPage({ colorScheme: 'dark' });
  page.on('console', (m) => { if (m.type() === 'error') console.log('[console.error]', path, m.text().slice(0, 600)); });
  page.on('pageerror', (e) => console.log('[pageerror]', path, e.message.slice(0, 600)));
  await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
  await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.goto('http://localhost:3500' + path, { waitUntil: 'networkidle', timeout: 180000 });
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(2500);
  const overlay = await page.evaluate(() => { const t = document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? ''; const m = /(\d+)\s*Issues?/.exec(t); return m ? m[0] : 'no issues'; });
  console.log(path, round, 'overlay:', overlay);
  if (overlay !== 'no issues') {
    await page.evaluate(() => { const root = document.querySelector('nextjs-portal')?.shadowRoot; const b = root?.querySelector('[data-issues], button[data-nextjs-dev-tools-button], [data-issues-open]'); (b)?.click?.(); });
    await page.waitForTimeout(1000);
    const text = await page.evaluate(() => (document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? '').replace(/\s+/g,' '));
    const i = text.search(/Error|Unhandled|Runtime|Console/);
    console.log('TEXT:', text.slice(i, i + 1500));
  }
  await page.close();
  }
}
await browser.close();
