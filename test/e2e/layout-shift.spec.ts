import { test, expect } from './fixtures';
import { recordLayoutShifts, recordedShifts } from '../../scripts/demo-heights/inPage';

// What arrives late at the foot of a page (the feedback form, loaded as the reader nears it) must
// arrive in the space kept for it: a reader who jumps to the end of a long page sees the page links
// and the footer appear where they stay. The crawl checks the demos (test/e2e/crawl.spec.ts).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the end of a page holds still when the reader jumps to it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto('/x/introduction/licensing/');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Previous page/ })).toBeInViewport();
    // Two frames: a shift is reported after the frame that lays it out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await recordedShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.map((shift) => shift.moved.join(', ')).join('\n')).toBeLessThan(0.005);
  });
}
