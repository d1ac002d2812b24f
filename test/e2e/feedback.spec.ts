import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { FEEDBACK_PORT } from '../../scripts/e2e-site';
import { createFeedbackServer } from '../../scripts/feedback-server';

// Both tests use the one receiver port the build points at: up for the first, down for the second.
test.describe.configure({ mode: 'serial' });

const PAGE = '/x/introduction/licensing/';

test('feedback reaches the real receiver and is written to its file', async ({ page, baseURL }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-e2e-'));
  const file = path.join(dir, 'feedback.jsonl');
  const server = createFeedbackServer({ file, allowedOrigin: new URL(baseURL!).origin });
  // `localhost` binds both 127.0.0.1 and ::1, whichever the browser resolves the endpoint to.
  await server.listen({ port: FEEDBACK_PORT, host: 'localhost' });
  try {
    await page.goto(PAGE);
    // The form loads when the reader scrolls near it.
    await page.locator('[data-feedback-slot]').scrollIntoViewIfNeeded();
    const form = page.getByRole('region', { name: 'Was this page helpful?' });
    await form.getByRole('button', { name: 'Yes' }).click();
    const comment = `Clear page ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Feedback submitted')).toBeVisible();
    await expect(page.getByText('Thank you!')).toBeVisible();
    const entries = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      page: expect.stringContaining('/x/introduction/licensing'),
      rating: 'yes',
      comment,
      version: '7.12.0',
      language: 'en',
    });
  } finally {
    server.server.closeAllConnections();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('with the receiver down', () => {
  test.use({
    allowedConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch/,
  });

  test('the failure message appears and the comment stays for a retry', async ({ page }) => {
    await page.goto(PAGE);
    // The form loads when the reader scrolls near it.
    await page.locator('[data-feedback-slot]').scrollIntoViewIfNeeded();
    const form = page.getByRole('region', { name: 'Was this page helpful?' });
    await form.getByRole('button', { name: 'No' }).click();
    const field = form.getByRole('textbox', { name: 'Comment (optional)' });
    await field.fill('The example does not compile.');
    // Ctrl+Enter submits from the comment field.
    await field.press('Control+Enter');
    await expect(form.getByRole('alert')).toHaveText(
      "Couldn't submit feedback. Please try again later.",
    );
    await expect(field).toHaveValue('The example does not compile.');
    await expect(form.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
