import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SearchButton } from '@/src/search/SearchButton';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import type { LanguageCode } from '@/src/navigation/types';

const prefetchHeadIndex = jest.fn();
jest.mock('@/src/search/indexText', () => ({
  prefetchHeadIndex: (language: string) => prefetchHeadIndex(language),
}));
// A router whose events the test fires by hand.
const routeListeners = new Map<string, Set<() => void>>();
const router = {
  asPath: '/x/',
  events: {
    on: (event: string, listener: () => void) => {
      if (!routeListeners.has(event)) routeListeners.set(event, new Set());
      routeListeners.get(event)!.add(listener);
    },
    off: (event: string, listener: () => void) => routeListeners.get(event)?.delete(listener),
  },
};
jest.mock('next/router', () => ({ useRouter: () => router }));
const emitRoute = (event: string) =>
  act(() => routeListeners.get(event)?.forEach((listener) => listener()));

// The dialog itself is tested on its own: here it exists, counts its instances and can open a
// result.
let dialogMounts = 0;
function FakeDialog({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  React.useEffect(() => {
    dialogMounts += 1;
  }, []);
  return open ? (
    <div role="dialog">
      <button type="button" onClick={onNavigate}>
        open result
      </button>
    </div>
  ) : null;
}
jest.mock('@/src/search/SearchDialog', () => ({ __esModule: true, default: FakeDialog }));

function renderButton(language: LanguageCode) {
  render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <SearchButton />
    </UserLanguageProvider>,
  );
}

afterEach(() => {
  prefetchHeadIndex.mockClear();
  dialogMounts = 0;
});

describe('SearchButton', () => {
  it('starts downloading the index of the reader’s language on the shortcut', async () => {
    renderButton('zh');
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(prefetchHeadIndex).toHaveBeenCalledWith('zh'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('starts it on a click too, and not when the pointer only passes over the button', async () => {
    renderButton('en');
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetchHeadIndex).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(prefetchHeadIndex).toHaveBeenCalledWith('en'));
  });

  it('replaces the dialog by a fresh one when a result is opened, without waiting for its fade', async () => {
    renderButton('en');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'open result' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The instance that was open is gone; a new one, closed, took its place.
    expect(dialogMounts).toBe(2);
  });

  it('replaces a closed dialog after each navigation, never an open one', async () => {
    renderButton('en');
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await screen.findByRole('dialog');
    expect(dialogMounts).toBe(1);
    // Open (a language switch from the settings can navigate under it): kept as it is.
    emitRoute('routeChangeComplete');
    expect(dialogMounts).toBe(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Closed, perhaps still fading when the next page rendered: replaced.
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    emitRoute('routeChangeComplete');
    expect(dialogMounts).toBe(2);
  });
});
