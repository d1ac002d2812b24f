import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SearchDialog from '@/src/search/SearchDialog';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import MuiProvider from '@/src/theme/MuiProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { RECENT_STORAGE_KEY } from '@/src/search/recentSearches';
import type { LanguageCode } from '@/src/navigation/types';
import { fixtureIndex } from './search-fixture';

const router = {
  asPath: '/x/react-data-grid/getting-started/',
  pathname: '/[[...slug]]',
  push: jest.fn(() => Promise.resolve(true)),
  events: { on: jest.fn(), off: jest.fn() },
};
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
});
