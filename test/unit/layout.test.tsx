import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppFrame } from '@/src/layout/AppFrame';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import type { LanguageCode } from '@/src/navigation/types';
import { NavigationProvider } from '@/src/navigation/NavigationContext';
import { navigationFor } from '@/src/navigation/server/navigationFor';
import { pathnameToLanguage } from '@/src/routing';

const router = {
  asPath: '/x/react-data-grid/getting-started/',
  pathname: '/[[...slug]]',
  events: { on: jest.fn(), off: jest.fn() },
};

jest.mock('next/router', () => ({ useRouter: () => router }));

function renderFrame(language: LanguageCode, asPath: string) {
  router.asPath = asPath;
  return render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <NavigationProvider
          pages={navigationFor(pathnameToLanguage(asPath).canonicalAs.replace(/\/$/, ''), language)}
        >
          <AppFrame>
            <main>
              <h1>Page body</h1>
            </main>
          </AppFrame>
        </NavigationProvider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

describe('AppFrame', () => {
  test('shows the product name, the version menu and the page', () => {
    renderFrame('en', '/x/react-data-grid/getting-started/');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Data Grid')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /v7\.12\.0/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page body' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  test('renders the drawer from the page registry with the active page marked', () => {
    renderFrame('en', '/x/react-data-grid/getting-started/');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    const active = within(nav).getByRole('link', { name: 'Getting started' });
    expect(active).toHaveAttribute('aria-current', 'page');
    // next/link drops the trailing slash outside a Next build; the export keeps it.
    expect(active.getAttribute('href')).toMatch(/^\/x\/react-data-grid\/getting-started\/?$/);
    // The group holding the active page is expanded.
    expect(within(nav).getByRole('button', { name: /Data Grid/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the group holding the current page folds and unfolds like any other', () => {
    renderFrame('en', '/x/react-data-grid/getting-started/');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    const group = within(nav).getByRole('button', { name: /Data Grid/ });
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Getting started' })).toBeNull();
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  test('Chinese pages get prefixed links and Chinese interface strings', () => {
    renderFrame('zh', '/zh/x/react-data-grid/getting-started/');
    expect(screen.getByRole('link', { name: '跳到正文' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/zh\//);
    }
  });
});
