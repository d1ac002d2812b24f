import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import MuiProvider from '@/src/theme/MuiProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { PageFeedback } from '@/src/feedback/PageFeedback';
import {
  MAX_COMMENT_LENGTH,
  buildFeedbackPayload,
  createFeedbackId,
  validateFeedbackPayload,
  type FeedbackPayload,
} from '@/src/feedback/payload';
import { sendFeedback } from '@/src/feedback/sendFeedback';
import type { LanguageCode } from '@/src/navigation/types';
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';

function renderFeedback(
  send: (payload: FeedbackPayload) => Promise<void>,
  language: LanguageCode = 'en',
) {
  return render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <MuiProvider>
          <PageFeedback page="/x/react-data-grid/" send={send} />
        </MuiProvider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

describe('feedback payload', () => {
  const valid = {
    id: 'abc-123',
    page: '/x/react-data-grid/',
    rating: 'yes',
    comment: '',
    version: '7.12.0',
    language: 'en',
  };

  test('builds the JSON body with a trimmed comment', () => {
    expect(
      buildFeedbackPayload({ ...valid, rating: 'no', comment: '  Needs an example. \n' }),
    ).toEqual({ ...valid, rating: 'no', comment: 'Needs an example.' });
  });

  test('ids are unique and accepted by the validator', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createFeedbackId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(validateFeedbackPayload({ ...valid, id }).ok).toBe(true);
  });

  test.each([
    ['no comment', {}, true],
    ['a comment at the limit', { comment: 'x'.repeat(MAX_COMMENT_LENGTH) }, true],
    ['a comment over the limit', { comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) }, false],
    ['an unknown rating', { rating: 'maybe' }, false],
    ['a boolean rating', { rating: true }, false],
    ['a null comment', { comment: null }, false],
    ['a relative page', { page: 'x/' }, false],
    ['a numeric language', { language: 1 }, false],
    ['an empty id', { id: '' }, false],
  ])('validates %s', (_name, overrides, ok) => {
    expect(validateFeedbackPayload({ ...valid, ...overrides }).ok).toBe(ok);
  });

  test('an oversized comment is a 413, a wrong type a 400', () => {
    expect(validateFeedbackPayload({ ...valid, comment: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(validateFeedbackPayload({ ...valid, rating: 1 })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(validateFeedbackPayload('text')).toMatchObject({ ok: false, status: 400 });
  });

  test('sendFeedback POSTs JSON and rejects on a non-2xx answer', async () => {
    const payload = { ...valid, rating: 'yes' as const };
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 201 });
    await sendFeedback('https://receiver.test/feedback', payload, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://receiver.test/feedback',
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      }),
    );
    fetchImpl.mockResolvedValue({ ok: false, status: 500 });
    await expect(
      sendFeedback('https://receiver.test/feedback', payload, fetchImpl),
    ).rejects.toThrow(/500/);
  });

  test('both languages have every feedback string', () => {
    expect(Object.keys(zh.feedback).sort()).toEqual(Object.keys(en.feedback).sort());
    expect(en.feedback).toMatchObject({
      question: 'Was this page helpful?',
      submitted: 'Feedback submitted',
      thanks: 'Thank you!',
      failure: "Couldn't submit feedback. Please try again later.",
    });
  });
});

describe('PageFeedback widget', () => {
  test('asks the question; submit waits for a rating', () => {
    renderFeedback(jest.fn());
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('submits the rating and the optional comment, then shows the submitted state', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    renderFeedback(send);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Great page');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Feedback submitted');
    expect(screen.getByText('Feedback submitted')).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({
      id: expect.any(String),
      page: '/x/react-data-grid/',
      rating: 'yes',
      comment: 'Great page',
      version: '7.12.0',
      language: 'en',
    });
  });

  test('the comment is optional', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    renderFeedback(send);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(send.mock.calls[0][0]).toMatchObject({ rating: 'no', comment: '' });
  });

  test("a typed comment takes its own script's direction; the empty box, the page's", async () => {
    const user = userEvent.setup();
    renderFeedback(jest.fn().mockResolvedValue(undefined));
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).not.toHaveAttribute('dir');
    await user.type(comment, '@mui/x-charts');
    expect(comment).toHaveAttribute('dir', 'auto');
    await user.clear(comment);
    expect(comment).not.toHaveAttribute('dir');
  });

  test('a failure keeps the rating and the comment, and a retry reuses the id', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    renderFeedback(send);
    await user.click(screen.getByRole('button', { name: 'No' }));
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    await user.type(comment, 'Missing example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't submit feedback. Please try again later.",
    );
    expect(comment).toHaveValue('Missing example');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual(send.mock.calls[0][0]);
  });

  test('keyboard only: choose with the keyboard, Ctrl+Enter and ⌘+Enter submit', async () => {
    for (const shortcut of ['{Control>}{Enter}{/Control}', '{Meta>}{Enter}{/Meta}']) {
      const user = userEvent.setup();
      const send = jest.fn().mockResolvedValue(undefined);
      const view = renderFeedback(send);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.tab({ shift: false });
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveFocus();
      await user.keyboard('ok');
      await user.keyboard(shortcut);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0][0]).toMatchObject({ rating: 'yes', comment: 'ok' });
      view.unmount();
    }
  });

  test('speaks the page language', async () => {
    renderFeedback(jest.fn(), 'zh');
    expect(screen.getByText(zh.feedback.question)).toBeInTheDocument();
  });
});
