import * as React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SearchButton } from '@/src/search/SearchButton';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import type { LanguageCode } from '@/src/navigation/types';

const prefetchHeadIndex = jest.fn();
jest.mock('@/src/search/indexText', () => ({
  prefetchHeadIndex: (language: string) => prefetchHeadIndex(language),
}));
// The dialog itself is tested on its own: here it only has to exist.
jest.mock('@/src/search/SearchDialog', () => ({
  __esModule: true,
  default: ({ open }: { open: boolean }) => (open ? <div role="dialog">search</div> : null),
}));

function renderButton(language: LanguageCode) {
  render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <SearchButton />
    </UserLanguageProvider>,
  );
}

afterEach(() => prefetchHeadIndex.mockClear());

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
});
