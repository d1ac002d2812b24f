import { test, expect } from '../fixtures';
test('probe', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  await page.goto('/x/test-fixtures/parity-pickers/');
  const demo = page.locator('[data-demo="Pickers"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 30_000 });
  await page.evaluate(() => {
    const input = document.querySelector('[data-demo="Pickers"] input') as HTMLInputElement;
    (window as any).__input = input;
    (window as any).__events = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'focusin', 'focusout', 'keydown']) {
      document.addEventListener(type, (e) => (window as any).__events.push(`${performance.now().toFixed(0)} y=${window.scrollY} dlg=${Math.round(document.querySelector("[role=dialog]")?.getBoundingClientRect().top ?? -1)} ${type} ${(e.target as Element).tagName}.${(e.target as Element).className?.toString().slice(0, 40)} ${(e.target as Element).textContent?.slice(0, 10)}`), true);
    }
  });
  const opener = demo.getByRole('button', { name: /^Choose date/ }).first();
  await opener.click();
  const t0 = await page.evaluate(() => performance.now());
  await page.getByRole('dialog').getByRole('gridcell', { name: '20', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const info = await page.evaluate(() => ({ same: (window as any).__input.isConnected, value: (document.querySelector('[data-demo="Pickers"] input') as HTMLInputElement).value, events: (window as any).__events }));
  console.log(JSON.stringify({ t0, ...info, logs }, null, 1));
});
