import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyPageMarkdown } from '@/src/markdown/CopyPageMarkdown';
import { markdownPath } from '@/src/markdown/markdownTwin';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import type { LanguageCode } from '@/src/navigation/types';

const TWIN = '# Data Grid - Sorting\n\nRows sort from the header.\n';

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function mockFetch(response: { ok: boolean; text: string } | Error) {
  const fetchMock = jest.fn(() =>
    response instanceof Error
      ? Promise.reject(response)
      : Promise.resolve({ ok: response.ok, text: () => Promise.resolve(response.text) }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  return fetchMock;
}

// The theme provider settles its state after mounting: let it, inside act.
async function renderButton(language: LanguageCode = 'en') {
  await act(async () => {
    render(
      <UserLanguageProvider defaultUserLanguage={language}>
        <DocsThemeProvider>
          <CopyPageMarkdown pathname="/x/react-data-grid/sorting" />
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
  });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('Markdown twin URLs', () => {
  test('sit beside the page folder, under /zh/ for Chinese', () => {
    expect(markdownPath('/x/react-data-grid/sorting', 'en')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownPath('/x/react-data-grid/sorting', 'zh')).toBe(
      '/zh/x/react-data-grid/sorting.md',
    );
  });
});

describe('Copy page as Markdown', () => {
  afterEach(() => jest.useRealTimers());

  test('fetches the twin, copies it and reads Copied for 2 seconds', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ ok: true, text: TWIN });
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    await renderButton();
    await click('Copy page as Markdown');
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(writeText).toHaveBeenCalledWith(TWIN);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toBeInTheDocument();
  });

  test('links the twin of the page language', async () => {
    mockFetch({ ok: true, text: TWIN });
    await renderButton('zh');
    expect(screen.getByRole('link', { name: '查看 Markdown 版本' })).toHaveAttribute(
      'href',
      '/zh/x/react-data-grid/sorting.md',
    );
    expect(screen.getByRole('button', { name: '复制页面为 Markdown' })).toBeInTheDocument();
  });

  test('a denied clipboard leaves the page working and says so', async () => {
    mockFetch({ ok: true, text: TWIN });
    mockClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    await renderButton();
    await click('Copy page as Markdown');
    expect(screen.getByRole('status')).toHaveTextContent('did not allow copying');
    expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toBeInTheDocument();
  });

  test('a twin that cannot be loaded says so and is fetched again on the next click', async () => {
    const fetchMock = mockFetch(new TypeError('offline'));
    mockClipboard(jest.fn().mockResolvedValue(undefined));
    await renderButton();
    await click('Copy page as Markdown');
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    await click('Copy page as Markdown');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
