import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import SearchDialog from '@/src/search/SearchDialog';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import MuiProvider from '@/src/theme/MuiProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { RECENT_STORAGE_KEY } from '@/src/search/recentSearches';
import type { LanguageCode } from '@/src/navigation/types';
import { fixtureIndex } from './search-fixture';

const routeListeners = new Map<string, Set<() => void>>();
const router = {
  asPath: '/x/react-data-grid/getting-started/',
  pathname: '/[[...slug]]',
  push: jest.fn(() => Promise.resolve(true)),
  events: {
    on: (event: string, listener: () => void) => {
      if (!routeListeners.has(event)) routeListeners.set(event, new Set());
      routeListeners.get(event)!.add(listener);
    },
    off: (event: string, listener: () => void) => routeListeners.get(event)?.delete(listener),
  },
};
const emitRoute = (event: string) =>
  act(() => routeListeners.get(event)?.forEach((listener) => listener()));
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('@/src/search/loadSearchIndex', () => ({
  loadSearchIndex: (language: 'en' | 'zh') => Promise.resolve(fixtureIndex(language)),
}));
const sendEvent = jest.fn();
jest.mock('@/src/analytics/gtag', () => ({
  sendEvent: (...args: unknown[]) => sendEvent(...args),
}));

function renderDialog(language: LanguageCode, asPath: string, onClose = jest.fn()) {
  router.asPath = asPath;
  render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <MuiProvider>
          <SearchDialog open onClose={onClose} />
        </MuiProvider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
  return { onClose, input: screen.getByRole('combobox') };
}

/** The dialog as the search button holds it: open until it asks to close. */
function OpenedOnce() {
  const [open, setOpen] = React.useState(true);
  return <SearchDialog open={open} onClose={() => setOpen(false)} />;
}

function renderOpenedOnce() {
  router.asPath = '/x/';
  render(
    <UserLanguageProvider defaultUserLanguage="en">
      <DocsThemeProvider>
        <MuiProvider>
          <OpenedOnce />
        </MuiProvider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
  return screen.getByRole('combobox');
}

afterEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('SearchDialog', () => {
  it('groups results by page, moves with the arrows and opens the active one', async () => {
    const { input, onClose } = renderDialog('en', '/x/react-data-grid/getting-started/');
    fireEvent.change(input, { target: { value: 'checkboxSelection' } });
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('DataGrid › checkboxSelection');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(within(listbox).getAllByRole('group')[0]).toHaveAccessibleName(/DataGrid/);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/x/api/data-grid/data-grid/#prop-checkboxSelection');
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(RECENT_STORAGE_KEY)).toContain('checkboxSelection');
  });

  it.each(['checkboxSelection', 'selection', 'sorting', 'bar chart', 'selction'])(
    'every option of "%s" is a link, and Enter opens the first one',
    async (query) => {
      const { input } = renderDialog('en', '/x/');
      fireEvent.change(input, { target: { value: query } });
      const listbox = await screen.findByRole('listbox');
      const options = within(listbox).getAllByRole('option');
      const hrefs = options.map(
        (option) => option.querySelector('a[href]')?.getAttribute('href') ?? null,
      );
      expect(hrefs.every((href) => href !== null && href.startsWith('/'))).toBe(true);
      expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(router.push).toHaveBeenCalledWith(hrefs[0]);
    },
  );

  it('shows Chinese titles and keeps the /zh/ prefix', async () => {
    const { input } = renderDialog('zh', '/zh/x/react-data-grid/getting-started/');
    fireEvent.change(input, { target: { value: '列定义' } });
    const option = (await screen.findAllByRole('option'))[0];
    expect(option).toHaveTextContent('列定义');
    fireEvent.click(option);
    expect(router.push).toHaveBeenCalledWith('/zh/x/react-data-grid/column-definition/');
  });

  it("gives typed text its own script's direction and the empty input the page's", () => {
    const { input } = renderDialog('en', '/x/react-data-grid/getting-started/');
    // Empty: the page's direction (right-to-left pages put the placeholder on the right).
    expect(input).not.toHaveAttribute('dir');
    // Typed: `@mui/x-charts` reads as typed in a right-to-left layout, not `mui/x-charts@`.
    fireEvent.change(input, { target: { value: '@mui/x-charts' } });
    expect(input).toHaveAttribute('dir', 'auto');
    fireEvent.change(input, { target: { value: '' } });
    expect(input).not.toHaveAttribute('dir');
  });

  it('says when nothing matches and reports the query once it settles', async () => {
    jest.useFakeTimers();
    try {
      const { input } = renderDialog('en', '/x/');
      await act(async () => {
        await Promise.resolve();
      });
      fireEvent.change(input, { target: { value: 'zzzqqq' } });
      expect(await screen.findByText(/No results for/)).toHaveTextContent('zzzqqq');
      expect(sendEvent).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(sendEvent).toHaveBeenCalledWith('search', {
        eventAction: 'no-results',
        eventLabel: 'zzzqqq',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists recent results when the query is empty, even if storage throws', async () => {
    window.localStorage.setItem(
      RECENT_STORAGE_KEY,
      JSON.stringify([
        {
          pathname: '/x/react-data-grid/sorting',
          anchor: '',
          kind: 'page',
          title: 'Sorting',
          label: '',
          component: '',
        },
      ]),
    );
    renderDialog('en', '/x/');
    await waitFor(() => expect(screen.getByRole('option')).toHaveTextContent('Sorting'));
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Recent');

    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/x/react-data-grid/sorting/');
  });

  it('leaves the page at once when a result opens, with no fading layer left over it', async () => {
    const input = renderOpenedOnce();
    fireEvent.change(input, { target: { value: 'sorting' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalled();
    // No exit transition to wait for: nothing of the modal is in the document.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.MuiModal-root')).toBeNull();
  });

  it('removes a dialog that a navigation finds closed, still fading or not', async () => {
    const input = renderOpenedOnce();
    fireEvent.keyDown(input, { key: 'Escape' });
    // Closed by Escape, it fades out: still in the document for the fade's duration.
    expect(document.querySelector('.MuiModal-root')).not.toBeNull();
    emitRoute('routeChangeComplete');
    expect(document.querySelector('.MuiModal-root')).toBeNull();
  });

  it('removes a dialog closed by Escape one second later, even if its fade never ends', () => {
    jest.useFakeTimers();
    try {
      router.asPath = '/x/';
      // A fade that outlasts the test: only the removal timer can take the layer away.
      const slowFade = (outer: Theme): Theme => ({
        ...outer,
        transitions: {
          ...outer.transitions,
          duration: { ...outer.transitions.duration, leavingScreen: 60_000 },
        },
      });
      render(
        <UserLanguageProvider defaultUserLanguage="en">
          <DocsThemeProvider>
            <MuiProvider>
              <ThemeProvider theme={slowFade}>
                <OpenedOnce />
              </ThemeProvider>
            </MuiProvider>
          </DocsThemeProvider>
        </UserLanguageProvider>,
      );
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(999));
      expect(document.querySelector('.MuiModal-root')).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(document.querySelector('.MuiModal-root')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an open dialog through a navigation', () => {
    renderOpenedOnce();
    emitRoute('routeChangeComplete');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });
});
