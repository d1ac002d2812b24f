import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import SettingsDrawer from '@/src/layout/SettingsDrawer';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import MuiProvider from '@/src/theme/MuiProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { useThemeState } from '@/src/theme/ThemeDispatchContext';
import { createDocsTheme } from '@/src/theme/docsTheme';
import { loadThemeLocale, THEME_LOCALE_LANGUAGES } from '@/src/theme/themeLocale';
import type { LanguageCode } from '@/src/navigation/types';

function StateProbe() {
  const state = useThemeState();
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

function renderDrawer(language: LanguageCode = 'en') {
  return render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <MuiProvider>
          <SettingsDrawer open onClose={() => {}} />
          <StateProbe />
        </MuiProvider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('SettingsDrawer', () => {
  test('has the mode, direction, colour, density and language sections', () => {
    renderDrawer();
    for (const name of ['Light', 'System', 'Dark', 'Left to right', 'Right to left', 'English']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Primary colour' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dense layout' })).toBeInTheDocument();
  });

  test('labels come from the Chinese string table on Chinese pages', () => {
    renderDrawer('zh');
    expect(screen.getByRole('heading', { name: '设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '深色' })).toBeInTheDocument();
  });

  test('picks a primary colour and resets the colours', () => {
    renderDrawer();
    const primary = screen.getByRole('group', { name: 'Primary colour' });
    fireEvent.click(primary.querySelector('button[aria-label="Purple"]')!);
    expect(state().paletteColors).toEqual({ primary: { main: '#8E24AA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset colours' }));
    expect(state().paletteColors).toEqual({});
  });

  test('density and spacing controls dispatch the theme actions', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Increase spacing' }));
    expect(state().spacing).toBe(9);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease spacing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease spacing' }));
    expect(state().spacing).toBe(7);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dense layout' }));
    expect(state().dense).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset density' }));
    expect(state()).toMatchObject({ dense: false, spacing: 8 });
  });

  test('choosing right to left changes the direction state and the document', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    expect(state().direction).toBe('rtl');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'Left to right' }));
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('theme locale', () => {
  test('only English, Chinese and Portuguese are applied', async () => {
    expect([...THEME_LOCALE_LANGUAGES].sort()).toEqual(['en', 'pt', 'zh']);
    expect(await loadThemeLocale('en')).toBeNull();
    expect(await loadThemeLocale('fr')).toBeNull();
    expect(await loadThemeLocale('de')).toBeNull();
    expect(await loadThemeLocale('pt')).not.toBeNull();
  });

  test('a Chinese page gets the Chinese component texts, English keeps the defaults', async () => {
    const label = (locale: Awaited<ReturnType<typeof loadThemeLocale>>) =>
      (
        createDocsTheme({ locale }).components?.MuiTablePagination?.defaultProps as
          { labelRowsPerPage?: string } | undefined
      )?.labelRowsPerPage;
    expect(label(await loadThemeLocale('zh'))).toBe('每页行数:');
    expect(label(await loadThemeLocale('en'))).toBeUndefined();
  });
});
