import * as React from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { CopyButton } from '@/src/markdown/CopyButton';
import { COPY_FEEDBACK_MS, useCopyButton } from '@/src/markdown/useCopyButton';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copy state machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('Copied shows for 2000 ms', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  test.each([
    [COPY_FEEDBACK_MS, 'the shared duration'],
    [500, 'a custom duration'],
  ])('shows copied for %i ms (%s)', async (duration) => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyButton(duration));
    await act(async () => {
      await result.current.copy('npm install');
    });
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(duration - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  test('a denied clipboard is ignored silently', async () => {
    mockClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    const { result } = renderHook(() => useCopyButton());
    await act(async () => {
      await result.current.copy('text');
    });
    expect(result.current.copied).toBe(false);
  });

  test('the button reads Copy, then Copied, then Copy again', async () => {
    mockClipboard(jest.fn().mockResolvedValue(undefined));
    render(
      <UserLanguageProvider defaultUserLanguage="en">
        <CopyButton getText={() => 'const a = 1;'} />
      </UserLanguageProvider>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
